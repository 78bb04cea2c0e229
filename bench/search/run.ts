/**
 * Runs the judged search queries (judged-queries.json) over a grown demo catalogue and prints, per
 * query, whether the judgement holds, how many products match and how long the search takes with
 * nothing cached (the correction, the ranking and the first page), then the plan of a store-name
 * search to show the full-text index answering it.
 *
 *   node --import tsx bench/search/run.ts                        # demo catalogue × 100 (about 200,000 products)
 *   BENCH_SEARCH_COPIES=10 node --import tsx bench/search/run.ts  # × 10
 *
 * Without DATABASE_URL it starts an embedded PostgreSQL of its own (data in data/pg-bench-search,
 * port 54342). The database `bitmarte_search_bench` is recreated on every run.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { localStorage } from "../../apps/api/src/adapters/storage/storage.js";
import { createDb } from "../../apps/api/src/db/client.js";
import { startEmbeddedPostgres } from "../../apps/api/src/db/embedded.js";
import { listCustomerCards, type RankedIds, rebuildSearchWords, refreshSearchHead } from "../../apps/api/src/modules/products/products.repository.js";
import { prepareDatabase } from "../../apps/api/src/db/prepare.js";
import { adminQuery, databaseUrl, root } from "../catalogue/shared.js";

const COPIES = Number(process.env.BENCH_SEARCH_COPIES ?? 100);
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 20);
const DB_NAME = "bitmarte_search_bench";
const say = (m: string) => console.log(`[bench:search] ${m}`);
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

interface JudgedQuery {
  query: string;
  products?: string[];
  stores?: string[];
  within?: number;
  keepsWords?: boolean;
  correctedTo?: string;
}

const judged: { queries: JudgedQuery[] } = JSON.parse(readFileSync(path.join(root, "bench/search/judged-queries.json"), "utf8"));
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main() {
  let serverUrl = process.env.DATABASE_URL;
  let stop = async () => {};
  if (!serverUrl) {
    const dataDir = path.join(root, "data", "pg-bench-search");
    rmSync(dataDir, { recursive: true, force: true });
    const embedded = await startEmbeddedPostgres({ dataDir, port: Number(process.env.BENCH_PG_PORT ?? 54342), database: "postgres", log: say });
    serverUrl = embedded.url;
    stop = async () => {
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  await adminQuery(serverUrl, `drop database if exists ${DB_NAME} with (force)`);
  await adminQuery(serverUrl, `create database ${DB_NAME}`);
  const db = createDb(databaseUrl(serverUrl, DB_NAME), 4);
  try {
    let t = Date.now();
    await prepareDatabase(db, { demo: true, storage: localStorage(mkdtempSync(path.join(tmpdir(), "bitmarte-search-bench-"))) }, say);
    say(`database prepared with the demo data in ${seconds(t)}`);

    // More of the same catalogue: copies of every demo product in its own store (names, stores
    // and words as a person trying the demo sees them), so the searches rank many matches.
    t = Date.now();
    await db.execute(sql`alter table products disable trigger products_search_words_on_insert`);
    await db.execute(sql`
      insert into products (merchant_id, store_id, name, description, category_id, sub_category_id, child_category_id, images,
        cost_price, selling_price, price, quantity, weight, approval_status, sold_count, created_at, updated_at)
      select p.merchant_id, p.store_id, p.name, p.description, p.category_id, p.sub_category_id, p.child_category_id, p.images,
        p.cost_price, p.selling_price + g.i * 100, p.price + g.i * 100, p.quantity, p.weight, p.approval_status, (g.i * 7) % 300,
        p.created_at - g.i * interval '1 hour', now()
      from products p cross join generate_series(1, ${COPIES - 1}) g(i)`);
    await db.execute(sql`alter table products enable trigger products_search_words_on_insert`);
    await rebuildSearchWords(db);
    await db.execute(sql`vacuum analyze products`);
    await db.execute(sql`vacuum analyze search_words`);
    const [{ total, listed }] = (
      await db.execute<{ total: number; listed: number }>(sql`select count(*)::int total, count(*) filter (where listed)::int listed from products`)
    ).rows;
    say(`${total.toLocaleString("en")} products (${listed.toLocaleString("en")} listed) in ${seconds(t)}`);

    // As the server ranks a new search (rankedSearchIds, then the page), with nothing kept between runs.
    const fresh = { ranked: (_key: string, compute: () => Promise<RankedIds>) => compute() };
    const judge = async (label: string) => {
      const rows: string[] = [];
      let failures = 0;
      let precisionSum = 0;
      const all: number[] = [];
      for (const q of judged.queries) {
        const within = q.within ?? 10;
        const filter = { search: q.query, sort: "relevance" as const, limit: within, offset: 0 };
        const first = await listCustomerCards(db, filter, fresh);
        const names = first.rows.map((r) => r.name.toLowerCase());
        const ok =
          (q.products ?? []).every((p) => names.some((n) => n.includes(p.toLowerCase()))) &&
          (q.stores ?? []).every((s) => first.rows.some((r) => r.storeName === s)) &&
          (!q.keepsWords || first.correctedQuery === undefined) &&
          (q.correctedTo === undefined || first.correctedQuery === q.correctedTo);
        if (!ok) failures++;
        // Precision at 10: the share of the first ten results that are what the query asks for (a
        // product whose name holds one of the judged texts, or one of the judged stores' products).
        const top = (await listCustomerCards(db, { ...filter, limit: 10 }, fresh)).rows;
        const relevant = top.filter(
          (r) => (q.products ?? []).some((p) => r.name.toLowerCase().includes(p.toLowerCase())) || (q.stores ?? []).includes(r.storeName ?? ""),
        ).length;
        const precision = relevant / 10;
        precisionSum += precision;
        const times: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const started = performance.now();
          await listCustomerCards(db, filter, fresh);
          times.push(performance.now() - started);
        }
        all.push(...times);
        times.sort((a, b) => a - b);
        rows.push(
          `| ${q.query} | ${ok ? "yes" : "NO"} | ${precision.toFixed(1)} | ${first.correctedQuery ?? ""} | ${first.countIsEstimate ? "about " : ""}${first.count.toLocaleString("en")} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} |`,
        );
      }
      all.sort((a, b) => a - b);
      console.log(`\nJudged queries over ${listed.toLocaleString("en")} listed products, ${label} (no caches; ${RUNS} runs each)\n`);
      console.log("| query | judgement holds | precision at 10 | corrected to | matches | p50 ms | p95 ms |");
      console.log("|---|---|---:|---|---:|---:|---:|");
      for (const r of rows) console.log(r);
      const mean = precisionSum / judged.queries.length;
      console.log(`\n${label}: mean precision at 10 ${mean.toFixed(3)}; judgements holding ${judged.queries.length - failures} of ${judged.queries.length}; all searches p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms`);
      return failures;
    };

    // Before: every product in the search head (as a catalogue is until its first refresh), so every
    // search is ranked whole. After: the head is the best tenth (at least 20,000), as the hourly job keeps it.
    const before = await judge("whole ranking");
    t = Date.now();
    const moved = await refreshSearchHead(db);
    await db.execute(sql`vacuum analyze products`);
    say(`search head refreshed (${moved.toLocaleString("en")} products moved) in ${seconds(t)}`);
    const failures = before + (await judge("head first"));

    const plan = await db.execute<{ "QUERY PLAN": string }>(sql`
      explain (analyze, costs off, timing off, summary on)
      select id from products
      where listed and search_vector @@ to_tsquery('english', '(aso & oke | asooke)')
      order by ts_rank_cd(search_vector, to_tsquery('english', '(aso & oke | asooke)')) desc, created_at desc nulls last, id
      limit 5000`);
    console.log("\nPlan of the ranking of “aso oke” (a store's name):\n");
    for (const line of plan.rows) console.log(`    ${line["QUERY PLAN"]}`);
    console.log(failures === 0 ? "\nEvery judgement holds." : `\n${failures} judgement(s) do not hold.`);
    process.exitCode = failures === 0 ? 0 : 1;
  } finally {
    await db.$client.end();
    await stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
