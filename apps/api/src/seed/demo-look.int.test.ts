import { sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import type { Storage } from "../adapters/storage/storage.js";
import { seedDemo } from "./demo.js";
import { PICTURES_PER_CHILD } from "./catalogue.js";
import { DEMO_STORE } from "./stores.js";

// What a shopper sees of the demo: real-sounding shops, products spread over them, and pictures
// drawn for each kind of product rather than one icon per category.
let t: TestApp;
let storage: Storage;

beforeAll(async () => {
  t = await createTestApp();
  // The app's own storage, so the seeded pictures are served by GET /uploads/:id.
  storage = t.app.makeCtx({ log: t.app.log, ip: "127.0.0.1" } as never, null).adapters.storage;
  await seedDemo(t.db, { storage, catalogue: { approvedProducts: 700, pendingProducts: 10 } });
}, 240_000);

const rows = async <T>(q: ReturnType<typeof sql>) => (await t.db.execute(q)).rows as T[];

describe("the demo marketplace a shopper sees", () => {
  it("names no store 'Demo Store' (nor anything else with 'demo' in it); the demo merchant's store keeps its address", async () => {
    const names = await rows<{ store_name: string; store_url: string }>(sql`select store_name, store_url from stores`);
    expect(names.map((n) => n.store_name)).not.toContain("Demo Store");
    expect(names.filter((n) => /demo/i.test(n.store_name))).toEqual([]);
    expect(names.find((n) => n.store_url === DEMO_STORE.url)?.store_name).toBe(DEMO_STORE.name);
  });

  it("never shows one child category's picture on another's products", async () => {
    const pictures = await rows<{ child_category_id: string; storage_key: string }>(sql`
      select distinct p.child_category_id, u.storage_key
      from products p
      join uploads u on u.id::text = split_part(p.images[1], '/', 5)`);
    expect(pictures.length).toBeGreaterThan(100);
    const childOf = new Map<string, string>();
    const shared = pictures.filter((p) => {
      const seen = childOf.get(p.storage_key);
      childOf.set(p.storage_key, p.child_category_id);
      return seen !== undefined && seen !== p.child_category_id;
    });
    expect(shared).toEqual([]);
  });

  it("gives a child category's products more than one look, each a real JPEG with its WebP copies", async () => {
    const looks = await rows<{ child_category_id: string; n: number; looks: number }>(sql`
      select p.child_category_id, count(*)::int n, count(distinct u.storage_key)::int looks
      from products p join uploads u on u.id::text = split_part(p.images[1], '/', 5)
      group by p.child_category_id having count(*) >= 8`);
    expect(looks.length).toBeGreaterThan(20);
    expect(looks.every((l) => l.looks >= 2 && l.looks <= PICTURES_PER_CHILD)).toBe(true);

    const [one] = await rows<{ storage_key: string }>(sql`select u.storage_key from products p join uploads u on u.id::text = split_part(p.images[1], '/', 5) limit 1`);
    const meta = await sharp((await storage.get(one.storage_key)) as Buffer).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 640, height: 640 });
    const res = await t.call("GET", `${(await rows<{ image: string }>(sql`select images[1] image from products limit 1`))[0].image}?w=320`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
  });

  it("spreads the products so that no store holds an implausible share", async () => {
    const shares = await rows<{ store_name: string; n: number }>(sql`
      select s.store_name, count(*)::int n from products p join stores s on s.id = p.store_id group by s.store_name order by n desc`);
    const total = shares.reduce((a, s) => a + s.n, 0);
    expect(shares.length).toBeGreaterThanOrEqual(20);
    expect(shares[0].n / total).toBeLessThan(0.08);
    expect(shares[shares.length - 1].n).toBeGreaterThan(0);
  });

  it("runs once: a second start leaves the demo as it is", async () => {
    const before = await rows<{ n: number }>(sql`select count(*)::int n from uploads`);
    expect(await seedDemo(t.db, { storage })).toBe(false);
    expect(await rows<{ n: number }>(sql`select count(*)::int n from uploads`)).toEqual(before);
  });
});
