import { createHash } from "node:crypto";
import { type AnyColumn, and, asc, count, desc, eq, gt, gte, inArray, isNull, lte, not, or, type SQL, sql } from "drizzle-orm";
import type { AdminProductSortColumn, MerchantProductSortColumn } from "@bitmarte/contracts";
import type { Db, DbOrTx } from "../../db/client.js";
import { prepared } from "../../db/prepared-queries.js";
// Tables are imported from their files (not the modules' index) so module load order cannot matter.
import { categories, childCategories, subCategories } from "../categories/categories.table.js";
import { merchantStaff, merchants } from "../merchants/merchants.table.js";
import { officialOutlets, stores } from "../merchants/stores.table.js";
import { isLocalWord, localTermsTsQuery } from "./local-terms.js";
import { productVariants, products, searchWords, type ProductApprovalStatusValue, type ProductRevisionRecord } from "./products.table.js";

export type ProductInsert = typeof products.$inferInsert;
export type VariantRecord = typeof productVariants.$inferSelect;

export interface MerchantProductCounts {
  total: number;
  pending: number;
  approved: number;
  lowStock: number;
}

/**
 * Stock at or below the alert level (digital products never run out): any one variant of a product
 * with variants (a size at 2 units is low even when the product's total is 60), the product's own
 * quantity when it has none.
 */
const lowStockCondition = sql`${products.isDigital} = false and (
  exists (select 1 from ${productVariants} lv where lv.product_id = ${products.id} and lv.quantity <= ${products.stockAlertUnits})
  or (${products.quantity} <= ${products.stockAlertUnits} and not exists (select 1 from ${productVariants} lv where lv.product_id = ${products.id}))
)`;

/** Product figures per merchant (deleted products left out); merchants without products get zeros. */
export async function productCountsForMerchants(db: DbOrTx, merchantIds: string[]): Promise<Map<string, MerchantProductCounts>> {
  const counts = new Map<string, MerchantProductCounts>();
  for (const id of merchantIds) counts.set(id, { total: 0, pending: 0, approved: 0, lowStock: 0 });
  if (merchantIds.length === 0) return counts;
  const rows = await db
    .select({
      merchantId: products.merchantId,
      total: sql<number>`count(*)::int`,
      pending: sql<number>`count(*) filter (where ${products.approvalStatus} = 'pending')::int`,
      approved: sql<number>`count(*) filter (where ${products.approvalStatus} = 'approved')::int`,
      lowStock: sql<number>`count(*) filter (where ${lowStockCondition})::int`,
    })
    .from(products)
    .where(and(inArray(products.merchantId, [...new Set(merchantIds)]), isNull(products.deletedAt)))
    .groupBy(products.merchantId);
  for (const r of rows) counts.set(r.merchantId, { total: r.total, pending: r.pending, approved: r.approved, lowStock: r.lowStock });
  return counts;
}

/**
 * Descending order that matches the indexes (built DESC NULLS LAST); Postgres' plain DESC means
 * NULLS FIRST, which an index built the other way cannot serve.
 */
const descLast = (column: AnyColumn) => sql`${column} desc nulls last`;

// ---- full product rows (merchant, admin, product page) ----

const fullColumns = {
  id: products.id,
  merchantId: products.merchantId,
  storeId: products.storeId,
  name: products.name,
  description: products.description,
  categoryId: products.categoryId,
  subCategoryId: products.subCategoryId,
  childCategoryId: products.childCategoryId,
  images: products.images,
  costPrice: products.costPrice,
  sellingPrice: products.sellingPrice,
  price: products.price,
  quantity: products.quantity,
  sku: products.sku,
  weight: products.weight,
  weightUnit: products.weightUnit,
  length: products.length,
  width: products.width,
  height: products.height,
  dimensionUnit: products.dimensionUnit,
  whenSoldOut: products.whenSoldOut,
  contSalesOutOfStock: products.contSalesOutOfStock,
  stockAlertUnits: products.stockAlertUnits,
  isDigital: products.isDigital,
  variantProperties: products.variantProperties,
  approvalStatus: products.approvalStatus,
  rejectionReason: products.rejectionReason,
  reviewedAt: products.reviewedAt,
  pendingRevision: products.pendingRevision,
  isFeatured: products.isFeatured,
  soldCount: products.soldCount,
  ratingAverage: products.ratingAverage,
  reviewCount: products.reviewCount,
  listed: products.listed,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  storeName: stores.storeName,
  storeUrl: stores.storeUrl,
  storeLogo: stores.logo,
  category: categories.name,
  subCategory: subCategories.name,
  childCategory: childCategories.name,
};

export type FullProductRecord = Awaited<ReturnType<typeof selectFull>>[number];

function selectFullWithTotal(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ ...fullColumns, ...totalColumn })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .innerJoin(childCategories, eq(childCategories.id, products.childCategoryId))
    .where(where);
}

/**
 * The total of a page: known from a short last page, carried by a search page, or counted
 * (through the cache when one is given).
 */
async function pageTotal(
  rows: object[],
  page: { limit: number; offset: number },
  countRows: () => Promise<number>,
): Promise<number> {
  const first = rows[0] as { total?: number } | undefined;
  if (first?.total !== undefined) return Number(first.total);
  if (rows.length > 0 && rows.length < page.limit) return page.offset + rows.length;
  return countRows();
}

/** Every match's count rides along with the page (a search ranks all matches anyway). */
const totalColumn = { total: sql<number>`count(*) over ()` };

function selectFull(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(fullColumns)
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .innerJoin(childCategories, eq(childCategories.id, products.childCategoryId))
    .where(where);
}

export async function findMerchantProduct(db: DbOrTx, merchantId: string, id: string): Promise<FullProductRecord | null> {
  const [row] = await selectFull(db, and(eq(products.id, id), eq(products.merchantId, merchantId), isNull(products.deletedAt)));
  return row ?? null;
}

export async function findProductRecord(db: DbOrTx, id: string): Promise<FullProductRecord | null> {
  const [row] = await selectFull(db, and(eq(products.id, id), isNull(products.deletedAt)));
  return row ?? null;
}

/** Listed products only, written as a literal so that partial indexes `WHERE listed` serve prepared statements too. */
const listedOnly = sql`${products.listed}`;

const isPool = (db: DbOrTx): db is Db => "$client" in db && typeof (db as Db).$client?.connect === "function";

export type ProductPageRecord = FullProductRecord & { variantRows: VariantRecord[]; isOfficialOutlet: boolean };

/**
 * The public product page in one prepared statement: the product with its store and category
 * names, its variants (JSON, in their order) and whether the store is an official outlet.
 */
export async function findProductPage(db: DbOrTx, id: string): Promise<ProductPageRecord | null> {
  const build = (q: DbOrTx) =>
    q
      .select({
        ...fullColumns,
        variants: sql<{ id: string; productId: string; sku: string; size: string | null; color: string | null; discountBps: number; quantity: number; position: number; createdAt: string }[]>`(
          select coalesce(json_agg(json_build_object('id', v.id, 'productId', v.product_id, 'sku', v.sku, 'size', v.size, 'color', v.color,
            'discountBps', v.discount_bps, 'quantity', v.quantity, 'position', v.position, 'createdAt', v.created_at) order by v.position, v.created_at), '[]'::json)
          from ${productVariants} v where v.product_id = ${products.id})`,
        isOfficialOutlet: sql<boolean>`exists (select 1 from ${officialOutlets} o where o.store_id = ${products.storeId})`,
      })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
      .innerJoin(childCategories, eq(childCategories.id, products.childCategoryId))
      .where(and(eq(products.id, sql.placeholder("id")), listedOnly));
  const rows = isPool(db)
    ? await prepared(db, "products_page", () => build(db).prepare("products_page")).execute({ id })
    : await build(db).execute({ id });
  const row = rows[0];
  if (!row) return null;
  const { variants, ...rest } = row;
  return { ...rest, variantRows: variants.map((v) => ({ ...v, createdAt: new Date(v.createdAt) })), isOfficialOutlet: row.isOfficialOutlet };
}

// ---- search ----

/**
 * A search string as a prefix-matching tsquery (`red & sneak:*`), or null when it has no words.
 * Only letters and digits reach the query, so user input cannot break its syntax. `weights`
 * limits the match to parts of the search text (`"AC"`: `red:AC & sneak:*AC`).
 */
export function toPrefixTsQuery(search: string, weights = ""): string | null {
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
  if (words.length === 0) return null;
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*${weights}` : weights ? `${w}:${weights}` : w)).join(" & ");
}

/**
 * The parts of `search_vector` a merchant's or an admin's product list searches: the product's
 * own name (A) and description (C), not its store's name (B), which every product of a store
 * shares (the customer search reads all three; see docs/search.md).
 */
const PRODUCT_OWN_TEXT = "AC";

/** Word similarity needed for a fuzzy name match ("iphnoe" → "iPhone" scores about 0.45). */
export const TRIGRAM_THRESHOLD = 0.35;

interface SearchTerms {
  text: string;
  tsQuery: string | null;
}

export function searchTerms(search: string | undefined): SearchTerms | null {
  const text = search?.trim().toLowerCase().slice(0, 100) ?? "";
  if (!/[\p{L}\p{N}]/u.test(text)) return null;
  return { text, tsQuery: toPrefixTsQuery(text, PRODUCT_OWN_TEXT) };
}

interface SearchMode {
  kind: "fulltext" | "fuzzy";
  match: SQL;
  rank: SQL<number>;
}

/** Full-text match on name (weight A) and description (weight B), ranked. */
function fullTextMode(terms: SearchTerms): SearchMode | null {
  if (!terms.tsQuery) return null;
  const query = sql`to_tsquery('english', ${terms.tsQuery})`;
  return {
    kind: "fulltext",
    match: sql`${products.searchVector} @@ ${query}`,
    rank: sql<number>`ts_rank_cd(${products.searchVector}, ${query})`,
  };
}

/** Fuzzy (trigram) match on the name, for misspellings ("iphnoe" → "iPhone"). */
function fuzzyMode(terms: SearchTerms): SearchMode {
  return {
    kind: "fuzzy",
    match: sql`${terms.text} <% lower(${products.name})`,
    rank: sql<number>`word_similarity(${terms.text}, lower(${products.name}))`,
  };
}

/**
 * Runs a search: full-text first; only when it finds nothing, fuzzy name matching. Correct words
 * stay cheap (no trigram work), and a misspelt query costs one empty full-text probe more. The
 * fuzzy run happens in a transaction that sets our similarity threshold for the `<%` operator.
 */
async function searchWithFallback<R>(
  db: DbOrTx,
  terms: SearchTerms,
  run: (q: DbOrTx, mode: SearchMode) => Promise<R>,
  found: (result: R) => boolean,
): Promise<R> {
  const fullText = fullTextMode(terms);
  if (fullText) {
    const result = await run(db, fullText);
    if (found(result)) return result;
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TRIGRAM_THRESHOLD)}, true)`);
    return run(tx, fuzzyMode(terms));
  });
}

const foundAny = (r: { rows: unknown[]; count: number }) => r.rows.length > 0 || r.count > 0;

/** Trigram similarity a vocabulary word needs to replace a misspelt one ("iphnoe" → "iphone" is 0.27). */
export const CORRECTION_THRESHOLD = 0.25;

/** The words of a search, as the full-text query sees them (letters and digits, at most 8). */
export function searchWordsOf(search: string): string[] {
  return search.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
}

/**
 * Each word of a search as it should be searched: a word of the catalogue's vocabulary (or with a
 * vocabulary word's stem, or — the last word — the start of one, or short, a number or a stop
 * word) stays, and so does a word of the local product terms (`local-terms.ts`); any other
 * becomes its nearest vocabulary word by trigram distance when that is similar enough. One
 * statement: the GiST index answers each nearest-word lookup.
 */
export async function correctSearchWords(db: DbOrTx, words: string[]): Promise<{ words: string[]; corrected: boolean }> {
  if (words.length === 0) return { words, corrected: false };
  const last = words.length;
  const { rows } = await db.execute<{ i: number; known: boolean; best: string | null; sim: number | null }>(sql`
    select q.i::int as i,
      (length(q.w) < 3 or q.w ~ '^[0-9]+$' or ts_lexize('english_stem', q.w) = '{}'
        or exists (select 1 from ${searchWords} v where v.word = q.w)
        or exists (select 1 from ${searchWords} v where v.stem = (ts_lexize('english_stem', q.w))[1])
        or (q.i = ${last} and exists (select 1 from ${searchWords} v where v.word like q.w || '%'))) as known,
      c.word as best, c.sim
    from unnest(${`{${words.join(",")}}`}::text[]) with ordinality as q(w, i)
    left join lateral (
      select n.word, similarity(n.word, q.w) as sim
      from (select v.word, v.products, v.word <-> q.w as d from ${searchWords} v order by v.word <-> q.w limit 5) n
      order by n.d, n.products desc, n.word limit 1
    ) c on true
    order by q.i`);
  let corrected = false;
  const out = words.map((w, i) => {
    const r = rows[i];
    if (isLocalWord(w, i === words.length - 1)) return w;
    if (!r || r.known || !r.best || (r.sim ?? 0) < CORRECTION_THRESHOLD || r.best === w) return w;
    corrected = true;
    return r.best;
  });
  return { words: out, corrected };
}

/**
 * Adds the vocabulary of every product and every live store's name afresh (after bulk loads that
 * bypass the triggers).
 */
export async function rebuildSearchWords(db: DbOrTx): Promise<number> {
  await db.execute(sql`truncate ${searchWords}`);
  const result = await db.execute(sql`
    insert into ${searchWords} (word, stem, products)
    select w.word, (ts_lexize('english_stem', w.word))[1], sum(w.n)::int
    from (
      select s.word, count(*) as n
      from ${products} p cross join lateral search_words_of(p.name, p.description) s
      where p.deleted_at is null
      group by s.word
      union all
      select s.word, count(*) as n
      from ${stores} st cross join lateral search_words_of(st.store_name, '') s
      where st.status = 'approved'
      group by s.word
    ) w
    group by w.word`);
  return result.rowCount ?? 0;
}

// ---- merchant and admin lists ----

/** A user's text inside a LIKE pattern, matched literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const MERCHANT_PRODUCT_SORT_COLUMNS: Record<MerchantProductSortColumn, AnyColumn> = {
  created: products.createdAt,
  name: products.name,
  price: products.sellingPrice,
  stock: products.quantity,
  sold: products.soldCount,
};
const ADMIN_PRODUCT_SORT_COLUMNS: Record<AdminProductSortColumn, AnyColumn> = {
  created: products.createdAt,
  updated: products.updatedAt,
  name: products.name,
  price: products.sellingPrice,
};

/** A chosen list order, ties broken by id so pages neither overlap nor skip a row. */
function productSortOrder(column: AnyColumn, direction: "asc" | "desc"): SQL[] {
  return direction === "asc" ? [asc(column), asc(products.id)] : [desc(column), desc(products.id)];
}

export async function listMerchantProducts(
  db: DbOrTx,
  filter: {
    merchantId: string;
    status?: ProductApprovalStatusValue;
    search?: string;
    /** Absent: newest first, or best match first with a search. */
    sort?: { by: MerchantProductSortColumn; direction: "asc" | "desc" };
    limit: number;
    offset: number;
  },
): Promise<{ rows: FullProductRecord[]; count: number }> {
  const chosen = filter.sort ? productSortOrder(MERCHANT_PRODUCT_SORT_COLUMNS[filter.sort.by], filter.sort.direction) : null;
  const terms = searchTerms(filter.search);
  const base = and(
    eq(products.merchantId, filter.merchantId),
    isNull(products.deletedAt),
    filter.status ? eq(products.approvalStatus, filter.status) : undefined,
  );
  const countWhere = (q: DbOrTx, where: SQL | undefined) => async () => (await q.select({ n: count() }).from(products).where(where))[0].n;
  // A search box that says "Name or SKU": a SKU (one word) finds its product, or its variant's product,
  // before any text ranking (a code like DEMO-MON-00047 has no words the full-text index would match).
  const code = filter.search?.trim().toLowerCase();
  if (code && !/\s/.test(code) && code.length <= 100) {
    const bySku = and(
      base,
      or(
        sql`lower(${products.sku}) like ${`${escapeLike(code)}%`}`,
        sql`exists (select 1 from ${productVariants} v where v.product_id = ${products.id} and lower(v.sku) like ${`${escapeLike(code)}%`})`,
      ),
    );
    const rows = await selectFull(db, bySku)
      .orderBy(...(chosen ?? [asc(products.sku), asc(products.id)]))
      .limit(filter.limit)
      .offset(filter.offset);
    if (rows.length > 0 || filter.offset > 0) {
      const total = await pageTotal(rows, filter, countWhere(db, bySku));
      if (total > 0) return { rows, count: total };
    }
  }
  if (!terms) {
    const rows = await selectFull(db, base)
      .orderBy(...(chosen ?? [descLast(products.createdAt), asc(products.id)]))
      .limit(filter.limit)
      .offset(filter.offset);
    return { rows, count: await pageTotal(rows, filter, countWhere(db, base)) };
  }
  return searchWithFallback(
    db,
    terms,
    async (q, mode) => {
      const where = and(base, mode.match);
      const rows = await selectFullWithTotal(q, where)
        .orderBy(...(chosen ?? [desc(mode.rank), descLast(products.createdAt), asc(products.id)]))
        .limit(filter.limit)
        .offset(filter.offset);
      return { rows, count: await pageTotal(rows, filter, countWhere(q, where)) };
    },
    foundAny,
  );
}

export async function listLowStockProducts(
  db: DbOrTx,
  filter: { merchantId: string; limit: number; offset: number },
): Promise<{ rows: FullProductRecord[]; count: number }> {
  const where = and(eq(products.merchantId, filter.merchantId), isNull(products.deletedAt), lowStockCondition);
  const rows = await selectFull(db, where)
    .orderBy(asc(products.quantity), asc(products.name), asc(products.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [{ n }] = await db.select({ n: count() }).from(products).where(where);
  return { rows, count: n };
}

export async function listFeaturedProducts(db: DbOrTx, merchantId: string): Promise<FullProductRecord[]> {
  return selectFull(db, and(eq(products.merchantId, merchantId), isNull(products.deletedAt), eq(products.isFeatured, true))).orderBy(
    descLast(products.featuredAt),
    asc(products.id),
  );
}

export async function countFeaturedProducts(db: DbOrTx, merchantId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.merchantId, merchantId), isNull(products.deletedAt), eq(products.isFeatured, true)));
  return n;
}

export async function listTopProducts(db: DbOrTx, merchantId: string, limit: number): Promise<FullProductRecord[]> {
  return selectFull(db, and(eq(products.merchantId, merchantId), isNull(products.deletedAt)))
    .orderBy(descLast(products.soldCount), descLast(products.createdAt), asc(products.id))
    .limit(limit);
}

export async function listCouponProducts(db: DbOrTx, merchantId: string) {
  return db
    .select({
      id: products.id,
      name: products.name,
      images: products.images,
      sellingPrice: products.sellingPrice,
      categoryId: products.categoryId,
      subCategoryId: products.subCategoryId,
      childCategoryId: products.childCategoryId,
    })
    .from(products)
    .where(and(eq(products.merchantId, merchantId), isNull(products.deletedAt)))
    .orderBy(asc(products.name), asc(products.id))
    .limit(2000);
}

export interface AdminProductFilter {
  search?: string;
  merchantId?: string;
  storeId?: string;
  approvalStatus?: ProductApprovalStatusValue;
  /** Absent: newest first, or best match first with a search. */
  sort?: { by: AdminProductSortColumn; direction: "asc" | "desc" };
  limit: number;
  offset: number;
}

/** Memoises an expensive aggregate under a key (the service decides what is worth keeping). */
export type AggregateCache = <T>(key: string, compute: () => Promise<T>, keep: (value: T) => boolean) => Promise<T>;

/** A new (or resubmitted) product, or an approved product's content edit: what the review queue holds. */
const awaitingReview = sql`(${products.approvalStatus} = 'pending' or (${products.pendingRevision} ->> 'status') = 'pending')`;

/** The admin's "pending" is the review queue, which includes edits of approved products. */
function approvalStatusCondition(status: ProductApprovalStatusValue): SQL {
  return status === "pending" ? awaitingReview : eq(products.approvalStatus, status);
}

export async function listAdminProducts(db: DbOrTx, filter: AdminProductFilter, cache?: AggregateCache) {
  const terms = searchTerms(filter.search);
  const memo: AggregateCache = cache ?? ((_key, compute) => compute());
  // Counts do not depend on the order: every sort shares them.
  const key = JSON.stringify({ ...filter, search: terms?.text, sort: undefined, limit: undefined, offset: undefined });
  const metricsKey = JSON.stringify({ ...filter, approvalStatus: undefined, search: terms?.text, sort: undefined, limit: undefined, offset: undefined });
  const run = async (q: DbOrTx, mode: SearchMode | null) => {
    const scope = and(
      isNull(products.deletedAt),
      filter.merchantId ? eq(products.merchantId, filter.merchantId) : undefined,
      filter.storeId ? eq(products.storeId, filter.storeId) : undefined,
      mode?.match,
    );
    const where = and(scope, filter.approvalStatus ? approvalStatusCondition(filter.approvalStatus) : undefined);
    const rows = await (mode ? selectFullWithTotal(q, where) : selectFull(q, where))
      .orderBy(
        ...(filter.sort
          ? productSortOrder(ADMIN_PRODUCT_SORT_COLUMNS[filter.sort.by], filter.sort.direction)
          : [...(mode ? [desc(mode.rank)] : []), descLast(products.createdAt), asc(products.id)]),
      )
      .limit(filter.limit)
      .offset(filter.offset);
    const n = await pageTotal(rows, filter, () =>
      memo(`admin-count:${mode?.kind}:${key}`, async () => (await q.select({ n: count() }).from(products).where(where))[0].n, (v) => v >= 5000),
    );
    const metrics = await memo(
      `admin-metrics:${mode?.kind}:${metricsKey}`,
      async () =>
        (
          await q
            .select({
              approved: sql<number>`count(*) filter (where ${products.approvalStatus} = 'approved')::int`,
              pending: sql<number>`count(*) filter (where ${awaitingReview})::int`,
            })
            .from(products)
            .where(scope)
        )[0],
      (m) => m.approved + m.pending >= 5000,
    );
    return { rows, count: n, metrics };
  };
  if (!terms) return run(db, null);
  return searchWithFallback(db, terms, run, (r) => foundAny(r) || r.metrics.approved + r.metrics.pending > 0);
}

// ---- writes ----

export async function insertProduct(db: DbOrTx, values: ProductInsert): Promise<string> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  return row.id;
}

export async function updateProductRecord(db: DbOrTx, id: string, values: Partial<ProductInsert>): Promise<void> {
  await db
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(products.id, id));
}

/** Soft delete: order history keeps pointing at the row; the SKU is freed for reuse. */
export async function softDeleteProduct(db: DbOrTx, merchantId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ deletedAt: now, isFeatured: false, updatedAt: now })
    .where(and(eq(products.id, id), eq(products.merchantId, merchantId), isNull(products.deletedAt)))
    .returning({ id: products.id });
  return rows.length > 0;
}

export async function setProductQuantity(db: DbOrTx, id: string, quantity: number): Promise<void> {
  await db.update(products).set({ quantity, updatedAt: sql`now()` }).where(eq(products.id, id));
}

export async function setProductReview(
  db: DbOrTx,
  id: string,
  values: { approvalStatus: ProductApprovalStatusValue; rejectionReason: string | null; reviewedAt: Date; reviewedBy: string },
) {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: values.reviewedAt })
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .returning({
      id: products.id,
      approvalStatus: products.approvalStatus,
      rejectionReason: products.rejectionReason,
      reviewedAt: products.reviewedAt,
    });
  return row ?? null;
}

/** The product's reviewed content and revision, locked until the transaction ends (one decision at a time). */
export async function lockProductRevision(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      approvalStatus: products.approvalStatus,
      pendingRevision: products.pendingRevision,
      name: products.name,
      description: products.description,
      images: products.images,
      categoryId: products.categoryId,
      subCategoryId: products.subCategoryId,
      childCategoryId: products.childCategoryId,
    })
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .for("update");
  return row ?? null;
}

/** Keeps (or, with null, drops) the content edit of an approved product. */
export async function setProductRevision(db: DbOrTx, id: string, revision: ProductRevisionRecord | null, now?: Date): Promise<void> {
  await db
    .update(products)
    .set({ pendingRevision: revision, ...(now ? { updatedAt: now } : {}) })
    .where(eq(products.id, id));
}

export async function setProductFeatured(db: DbOrTx, merchantId: string, id: string, featuredAt: Date | null): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ isFeatured: featuredAt !== null, featuredAt })
    .where(and(eq(products.id, id), eq(products.merchantId, merchantId), isNull(products.deletedAt)))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** After a category move: products under the moved branch take its new parents. */
export async function moveProductsCategoryPath(
  db: DbOrTx,
  where: { subCategoryId: string } | { childCategoryId: string },
  to: { categoryId: string; subCategoryId?: string },
): Promise<void> {
  await db
    .update(products)
    .set({ categoryId: to.categoryId, ...(to.subCategoryId ? { subCategoryId: to.subCategoryId } : {}) })
    .where("subCategoryId" in where ? eq(products.subCategoryId, where.subCategoryId) : eq(products.childCategoryId, where.childCategoryId));
}

/** Reviews keep the rating summary on the product row (so lists can sort by it). */
export async function setProductRatingSummary(db: DbOrTx, id: string, averageRating: number | null, reviewCount: number) {
  await db.update(products).set({ ratingAverage: averageRating, reviewCount }).where(eq(products.id, id));
}

// ---- variants ----

export async function listVariants(db: DbOrTx, productIds: string[]): Promise<VariantRecord[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.position), asc(productVariants.createdAt));
}

export interface VariantWrite {
  id?: string;
  sku: string;
  size: string | null;
  color: string | null;
  discountBps: number;
  quantity: number;
}

/** Makes the product's variants exactly `items`: ids that exist are updated, new ones inserted, the rest removed. */
export async function replaceVariants(db: DbOrTx, productId: string, items: VariantWrite[]): Promise<void> {
  const existing = await db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, productId));
  const existingIds = new Set(existing.map((v) => v.id));
  const keep = new Set(items.filter((i) => i.id && existingIds.has(i.id)).map((i) => i.id as string));
  const remove = [...existingIds].filter((id) => !keep.has(id));
  if (remove.length > 0) await db.delete(productVariants).where(inArray(productVariants.id, remove));
  // Temporary SKUs first, so a swap of SKUs between two variants does not trip the unique index.
  if (keep.size > 0) {
    await db
      .update(productVariants)
      .set({ sku: sql`'~' || ${productVariants.id}::text` })
      .where(inArray(productVariants.id, [...keep]));
  }
  for (const [position, item] of items.entries()) {
    const values = { sku: item.sku, size: item.size, color: item.color, discountBps: item.discountBps, quantity: item.quantity, position };
    if (item.id && keep.has(item.id)) {
      await db.update(productVariants).set(values).where(eq(productVariants.id, item.id));
    } else {
      await db.insert(productVariants).values({ ...values, productId });
    }
  }
}

export async function setVariantQuantity(db: DbOrTx, productId: string, variantId: string, quantity: number): Promise<boolean> {
  const rows = await db
    .update(productVariants)
    .set({ quantity })
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)))
    .returning({ id: productVariants.id });
  return rows.length > 0;
}

export async function sumVariantQuantities(db: DbOrTx, productId: string): Promise<number | null> {
  const [row] = await db
    .select({ n: sql<number | null>`sum(${productVariants.quantity})::int` })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  return row?.n ?? null;
}

// ---- uploads check ----

/** User ids whose uploads a merchant may use: the owner and the store's staff. */
export async function merchantUserIds(db: DbOrTx, merchantId: string): Promise<string[]> {
  const owner = await db.select({ userId: merchants.userId }).from(merchants).where(eq(merchants.id, merchantId));
  const staff = await db.select({ userId: merchantStaff.userId }).from(merchantStaff).where(eq(merchantStaff.merchantId, merchantId));
  return [...owner, ...staff].map((r) => r.userId);
}

export async function findStoreForProducts(db: DbOrTx, storeId: string) {
  const [row] = await db
    .select({ id: stores.id, merchantId: stores.merchantId, storeName: stores.storeName })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row ?? null;
}

// ---- customer catalogue ----

const cardColumns = {
  id: products.id,
  name: products.name,
  images: products.images,
  sellingPrice: products.sellingPrice,
  price: products.price,
  storeId: products.storeId,
  storeName: stores.storeName,
  storeUrl: stores.storeUrl,
  categoryId: products.categoryId,
  subCategoryId: products.subCategoryId,
  childCategoryId: products.childCategoryId,
  quantity: products.quantity,
  contSalesOutOfStock: products.contSalesOutOfStock,
  isDigital: products.isDigital,
  hasVariants: sql<boolean>`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id})`,
  ratingAverage: products.ratingAverage,
  reviewCount: products.reviewCount,
  createdAt: products.createdAt,
};
export type CardRecord = Awaited<ReturnType<typeof selectCards>>[number];

function selectCards(db: DbOrTx, where: SQL | undefined) {
  return db.select(cardColumns).from(products).innerJoin(stores, eq(stores.id, products.storeId)).where(where);
}

function selectCardsWithTotal(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ ...cardColumns, ...totalColumn })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(where);
}

const inStockCondition = sql`(${products.quantity} > 0 or ${products.contSalesOutOfStock} or ${products.isDigital})`;

export type CustomerSort = "newest" | "price_asc" | "price_desc" | "popular" | "rating" | "relevance";

export interface CustomerProductFilter {
  search?: string;
  childCategoryId?: string;
  subCategoryId?: string;
  categoryId?: string;
  storeId?: string;
  minPriceKobo?: number;
  maxPriceKobo?: number;
  inStock?: boolean;
  productIds?: string[];
  minDiscountBps?: number;
}

/** The WHERE of a customer list: listed products only, then the filters. */
function customerWhere(filter: CustomerProductFilter, search: SearchMode | null): SQL | undefined {
  return and(
    listedOnly,
    filter.childCategoryId ? eq(products.childCategoryId, filter.childCategoryId) : undefined,
    filter.subCategoryId ? eq(products.subCategoryId, filter.subCategoryId) : undefined,
    filter.categoryId ? eq(products.categoryId, filter.categoryId) : undefined,
    filter.storeId ? eq(products.storeId, filter.storeId) : undefined,
    filter.minPriceKobo !== undefined ? gte(products.sellingPrice, filter.minPriceKobo) : undefined,
    filter.maxPriceKobo !== undefined ? lte(products.sellingPrice, filter.maxPriceKobo) : undefined,
    filter.inStock === true ? inStockCondition : filter.inStock === false ? not(inStockCondition) : undefined,
    filter.productIds ? inArray(products.id, filter.productIds) : undefined,
    filter.minDiscountBps !== undefined ? gte(products.discountBps, filter.minDiscountBps) : undefined,
    search?.match,
  );
}

/**
 * Seller health demotion (docs/seller-health.md): a store demoted or on payout hold has its products'
 * relevance halved, so they come after others of similar relevance but still above weak matches.
 * Other stores keep their rank exactly (× 1).
 */
const healthRankFactor = sql`(case when ${products.storeId} in (select ${stores.id} from ${stores} where ${stores.healthLevel} in ('demoted', 'payout_hold')) then 0.5::real else 1::real end)`;

function customerOrder(sort: CustomerSort, search: SearchMode | null): SQL[] {
  switch (sort) {
    case "price_asc":
      return [asc(products.sellingPrice), asc(products.id)];
    case "price_desc":
      return [desc(products.sellingPrice), desc(products.id)];
    case "popular":
      return [descLast(products.soldCount), asc(products.id)];
    case "rating":
      return [descLast(products.ratingAverage), descLast(products.reviewCount), asc(products.id)];
    case "relevance":
      // The search head first (migration 0045): a broad search then ranks only the head's matches.
      return search
        ? [desc(products.searchHead), desc(sql`${search.rank} * ${healthRankFactor}`), descLast(products.createdAt), asc(products.id)]
        : customerOrder("newest", null);
    default:
      return [descLast(products.createdAt), asc(products.id)];
  }
}

/** The customer list's filters as placeholders: one prepared statement per combination of filters, sort and mode. */
function customerShapeWhere(filter: CustomerProductFilter, fullText: boolean): SQL | undefined {
  const ph = (name: string) => sql.placeholder(name);
  return and(
    listedOnly,
    filter.childCategoryId ? sql`${products.childCategoryId} = ${ph("childCategoryId")}` : undefined,
    filter.subCategoryId ? sql`${products.subCategoryId} = ${ph("subCategoryId")}` : undefined,
    filter.categoryId ? sql`${products.categoryId} = ${ph("categoryId")}` : undefined,
    filter.storeId ? sql`${products.storeId} = ${ph("storeId")}` : undefined,
    filter.minPriceKobo !== undefined ? sql`${products.sellingPrice} >= ${ph("minPriceKobo")}` : undefined,
    filter.maxPriceKobo !== undefined ? sql`${products.sellingPrice} <= ${ph("maxPriceKobo")}` : undefined,
    filter.inStock === true ? inStockCondition : filter.inStock === false ? not(inStockCondition) : undefined,
    fullText ? sql`${products.searchVector} @@ to_tsquery('english', ${ph("tsQuery")})` : undefined,
  );
}

const fullTextShapeMode: SearchMode = {
  kind: "fulltext",
  match: sql`true`,
  rank: sql<number>`ts_rank_cd(${products.searchVector}, to_tsquery('english', ${sql.placeholder("tsQuery")}))`,
};

function shapeName(prefix: string, shape: object): string {
  return `${prefix}_${createHash("sha1").update(JSON.stringify(shape)).digest("hex").slice(0, 16)}`;
}

/** Caches the service hands in (the repository keeps no state of its own). */
export interface CustomerListCaches {
  /** Counts of unsearched lists. */
  count?: (key: string, compute: () => Promise<number>) => Promise<number>;
  /** The corrected words of a search. */
  spelling?: (key: string, compute: () => Promise<{ words: string[]; corrected: boolean }>) => Promise<{ words: string[]; corrected: boolean }>;
  /** The ranked ids of a search: with it, every page up to `RANKED_IDS_CAP` is an id lookup. */
  ranked?: (key: string, compute: () => Promise<RankedIds>) => Promise<RankedIds>;
}

export async function listCustomerCards(
  db: DbOrTx,
  filter: CustomerProductFilter & { sort: CustomerSort; limit: number; offset: number },
  caches: CustomerListCaches = {},
): Promise<{ rows: CardRecord[]; count: number; countIsEstimate?: boolean; correctedQuery?: string }> {
  const terms = searchTerms(filter.search);
  const run = async (tsQuery: string | null) => {
    const fullText = tsQuery !== null;
    const key = JSON.stringify({ ...filter, search: tsQuery ?? undefined, sort: undefined, limit: undefined, offset: undefined });
    // A search's pages come from its ranked ids (ranked once, then each page is a lookup by id).
    if (fullText && caches.ranked && filter.offset + filter.limit <= RANKED_IDS_CAP) {
      let ranked = await caches.ranked(`${filter.sort}:${key}`, () => rankedSearchIds(db, filter, tsQuery));
      // A page past a head-only ranking is cut from the whole ranking (same order), kept as well.
      if (ranked.headOnly && (filter.offset + filter.limit) * 16 > ranked.ids.length) {
        ranked = await caches.ranked(`${filter.sort}:whole:${key}`, () => rankedSearchIds(db, filter, tsQuery, { whole: true }));
      }
      const ids = idsAt(ranked.ids, filter.offset, filter.limit);
      return { rows: await listCardsInOrder(db, ids), count: ranked.total, countIsEstimate: ranked.headOnly };
    }
    const shape = {
      c: !!filter.childCategoryId, s: !!filter.subCategoryId, k: !!filter.categoryId, st: !!filter.storeId,
      min: filter.minPriceKobo !== undefined, max: filter.maxPriceKobo !== undefined, in: filter.inStock ?? null,
      sort: filter.sort, ft: fullText,
    };
    const where = customerShapeWhere(filter, fullText);
    const values = { ...filter, tsQuery, limit: filter.limit, offset: filter.offset };
    const buildPage = (q: DbOrTx) =>
      (fullText ? selectCardsWithTotal(q, where) : selectCards(q, where))
        .orderBy(...customerOrder(filter.sort, fullText ? fullTextShapeMode : null))
        .limit(sql.placeholder("limit"))
        .offset(sql.placeholder("offset"));
    const buildCount = (q: DbOrTx) => q.select({ n: count() }).from(products).where(where);
    const pageName = shapeName("products_list", shape);
    const rows = (isPool(db)
      ? await prepared(db, pageName, () => buildPage(db).prepare(pageName)).execute(values)
      : await buildPage(db).execute(values)) as CardRecord[];
    // A search page carries its total; an empty first page of a search has none.
    if (fullText && rows.length === 0 && filter.offset === 0) return { rows, count: 0 };
    const countName = shapeName("products_count", { ...shape, sort: undefined });
    const countRows = async () =>
      (isPool(db) ? await prepared(db, countName, () => buildCount(db).prepare(countName)).execute(values) : await buildCount(db).execute(values))[0].n;
    const n = await pageTotal(rows, filter, () => (caches.count ? caches.count(`${fullText ? "fulltext" : "undefined"}:${key}`, countRows) : countRows()));
    return { rows, count: n };
  };
  if (!terms) return run(null);
  // Misspelt words are corrected against the vocabulary first; then one full-text query.
  const words = searchWordsOf(terms.text);
  const spelling = caches.spelling
    ? await caches.spelling(words.join(" "), () => correctSearchWords(db, words))
    : await correctSearchWords(db, words);
  const tsQuery = spelling.words.length > 0 ? localTermsTsQuery(spelling.words) : null;
  if (!tsQuery) return { rows: [], count: 0 };
  const result = await run(tsQuery);
  return spelling.corrected ? { ...result, correctedQuery: spelling.words.join(" ") } : result;
}

/** A search's ranking is kept this deep: 250 pages of 20. Deeper pages run the ranked query itself. */
export const RANKED_IDS_CAP = 5000;

/**
 * A relevance search whose head alone has this many matches (five pages of 20) ranks the head only: the rest
 * of its matches come after them, and are ranked only for a page past the head's.
 */
export const SEARCH_HEAD_ENOUGH = 100;
/** The head's size: the best tenth of the listed products, and never fewer than 20,000 (migration 0045). */
export const SEARCH_HEAD_MIN = 20_000;
export const SEARCH_HEAD_SHARE = 0.1;

/**
 * The first `RANKED_IDS_CAP` ids of a search in the list's order (16 bytes each), and how many match in
 * all. `headOnly`: only the search head was ranked, `total` is an estimate, and a page past `ids` needs
 * the whole ranking.
 */
export interface RankedIds {
  ids: Buffer;
  total: number;
  headOnly?: boolean;
}

/**
 * Ranks a search once, in exactly the order of the list's page query, and answers the ids only: no
 * joins, no card columns, so the sort stays in memory. A relevance search ranks the search head's
 * matches first (a GIN index of the head alone); when they fill `SEARCH_HEAD_ENOUGH` results, the
 * rest are not ranked and the total is the head's count scaled by the head's share of the catalogue.
 * `whole`: rank every match (for a page past the head's), in the same order.
 */
export async function rankedSearchIds(
  db: DbOrTx,
  filter: CustomerProductFilter & { sort: CustomerSort },
  tsQuery: string,
  { whole = false }: { whole?: boolean } = {},
): Promise<RankedIds> {
  if (!tsQuery) return { ids: Buffer.alloc(0), total: 0 };
  // One prepared statement per shape (filters present, sort, head or not): a ranking is planned once per
  // connection, not on every search (planning took longer than running a head's ranking).
  const shape = {
    c: !!filter.childCategoryId, s: !!filter.subCategoryId, k: !!filter.categoryId, st: !!filter.storeId,
    min: filter.minPriceKobo !== undefined, max: filter.maxPriceKobo !== undefined, in: filter.inStock ?? null,
    sort: filter.sort,
  };
  const values = { ...filter, tsQuery };
  const rank = async (headOnly: boolean) => {
    const build = (q: DbOrTx) => {
      const order = customerOrder(filter.sort, fullTextShapeMode);
      const ranked = q
        .select({
          id: products.id,
          n: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as("n"),
          total: sql<number>`count(*) over ()`.as("total"),
        })
        .from(products)
        .where(and(customerShapeWhere(filter, true), headOnly ? sql`${products.searchHead}` : undefined))
        .orderBy(...order)
        .limit(RANKED_IDS_CAP)
        .as("t");
      return q
        .select({
          ids: sql<Buffer | null>`string_agg(uuid_send(${ranked.id}), ''::bytea order by ${ranked.n})`,
          total: sql<number>`coalesce(max(${ranked.total}), 0)::int`,
          head: sql<number | null>`(select head from search_head_stats)`,
          listed: sql<number | null>`(select listed from search_head_stats)`,
        })
        .from(ranked);
    };
    const name = shapeName("products_rank", { ...shape, head: headOnly });
    const rows = isPool(db) ? await prepared(db, name, () => build(db).prepare(name)).execute(values) : await build(db).execute(values);
    const row = rows[0];
    return { ids: row?.ids ?? Buffer.alloc(0), total: Number(row?.total ?? 0), head: Number(row?.head ?? 0), listed: Number(row?.listed ?? 0) };
  };
  if (filter.sort === "relevance" && !whole) {
    const head = await rank(true);
    // Every listed product is in the head (a catalogue under 20,000): the head's ranking is the whole one.
    if (head.listed <= head.head) return { ids: head.ids, total: head.total };
    if (head.total >= SEARCH_HEAD_ENOUGH) return { ids: head.ids, total: aboutCount((head.total * head.listed) / head.head), headOnly: true };
  }
  const all = await rank(false);
  return { ids: all.ids, total: all.total };
}

/** An estimated count to two significant figures (20,256 → 20,000), never below what is known. */
export function aboutCount(n: number): number {
  if (n < 100) return Math.round(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

/** Puts the search head right: the best tenth of the listed products by sales, rating and freshness. Answers how many rows moved. */
export async function refreshSearchHead(db: DbOrTx, headMin = SEARCH_HEAD_MIN, headShare = SEARCH_HEAD_SHARE): Promise<number> {
  const { rows } = await db.execute<{ moved: number }>(sql`select refresh_search_head(${headMin}::int, ${headShare}::float8) as moved`);
  return Number(rows[0]?.moved ?? 0);
}

/** The ids of one page of a ranking, as uuid strings. */
export function idsAt(ranked: Buffer, offset: number, limit: number): string[] {
  const out: string[] = [];
  for (let i = offset; i < offset + limit && (i + 1) * 16 <= ranked.length; i++) {
    const hex = ranked.toString("hex", i * 16, (i + 1) * 16);
    out.push(`${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`);
  }
  return out;
}

/** Listed products' cards in the order of `ids` (one prepared statement; ids no longer listed are left out). */
export async function listCardsInOrder(db: DbOrTx, ids: string[]): Promise<CardRecord[]> {
  if (ids.length === 0) return [];
  const build = (q: DbOrTx) => selectCards(q, and(listedOnly, sql`${products.id} = any(${sql.placeholder("ids")}::uuid[])`));
  const rows = (isPool(db)
    ? await prepared(db, "products_cards_by_ids", () => build(db).prepare("products_cards_by_ids")).execute({ ids })
    : await build(db).execute({ ids })) as CardRecord[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function listCardsByIds(db: DbOrTx, ids: string[]): Promise<CardRecord[]> {
  if (ids.length === 0) return [];
  return selectCards(db, and(listedOnly, inArray(products.id, ids)));
}

/** Listed products with the biggest discount (list price against selling price) first. */
export async function listDealCards(db: DbOrTx, limit: number, minDiscountBps: number, order: "discount" | "popular") {
  return selectCards(db, and(listedOnly, gte(products.discountBps, minDiscountBps), gt(products.discountBps, 0)))
    .orderBy(
      ...(order === "discount"
        ? [descLast(products.discountBps), asc(products.id)]
        : [descLast(products.soldCount), descLast(products.discountBps), asc(products.id)]),
    )
    .limit(limit);
}

/**
 * A day's pick of discounted products: walk the discount index from a point set by the day, so
 * the pick changes daily without sorting every discounted product.
 */
export async function listDailyDealCards(db: DbOrTx, limit: number, daySeed: number) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(products)
    .where(and(listedOnly, gt(products.discountBps, 0)));
  const offset = n > limit ? daySeed % (n - limit + 1) : 0;
  return selectCards(db, and(listedOnly, gt(products.discountBps, 0)))
    .orderBy(descLast(products.discountBps), asc(products.id))
    .limit(limit)
    .offset(Math.min(offset, 5000));
}

export async function listNewestCards(db: DbOrTx, filter: CustomerProductFilter, limit: number, offset = 0) {
  return selectCards(db, customerWhere(filter, null)).orderBy(descLast(products.createdAt), asc(products.id)).limit(limit).offset(offset);
}

export async function listedProductCountsByCategoryRows(db: DbOrTx) {
  return db
    .select({ categoryId: products.categoryId, n: count() })
    .from(products)
    .where(listedOnly)
    .groupBy(products.categoryId);
}

/** Which of these ids are products that exist (not deleted). */
export async function existingProductIds(db: DbOrTx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: products.id }).from(products).where(and(inArray(products.id, ids), isNull(products.deletedAt)));
  return rows.map((r) => r.id);
}

export async function categoryNames(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
