/**
 * Customer search reads store names (weighted between the product's name and its description),
 * store names join the spelling vocabulary, and the correction leaves local product words alone.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { type CategoryPath, makeCategoryPath, makeProduct } from "../../../test/factories/catalogue.js";
import { makeMerchant, type MerchantPerson } from "../../../test/factories/people.js";
import { stores } from "../merchants/stores.table.js";
import { invalidateCatalogueCache } from "./catalogue-cache.js";
import { rebuildSearchWords } from "./products.repository.js";

let t: TestApp;
let weaver: MerchantPerson;
let tailor: MerchantPerson;
let path: CategoryPath;
const ids: Record<string, string> = {};

interface SearchPage {
  data: { id: string; name: string; storeName: string }[];
  count: number;
  correctedQuery?: string;
}
async function search(query: string): Promise<SearchPage> {
  const res = await t.call("GET", `/api/v1/products/customer/getallproducts?search=${encodeURIComponent(query)}&limit=50`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const vocabulary = async (words: string[]) =>
  (await t.db.execute<{ word: string }>(sql`select word from search_words where word = any(${`{${words.join(",")}}`}::text[]) order by word`)).rows.map(
    (r) => r.word,
  );

beforeAll(async () => {
  t = await createTestApp();
  weaver = await makeMerchant(t, { storeName: "Ilorin Aso-Oke House" });
  tailor = await makeMerchant(t, { storeName: "Lagos Tailors" });
  path = await makeCategoryPath(t, { category: "Fashion", sub: "Fabrics", child: "Woven Cloth" });
  const add = async (key: string, shop: MerchantPerson, name: string, description: string) => {
    ids[key] = (await makeProduct(t, shop, { path, approved: true, body: { name, description } })).id;
  };
  // Only the store's name says "aso oke" here.
  await add("sanyan", weaver, "Sanyan Wrapper", "Hand-woven, six yards.");
  // The product's own name says it.
  await add("named", tailor, "Aso-Oke Wrapper and Gele", "Ready to wear.");
  // Only the description says it.
  await add("described", tailor, "Bridal Wrapper", "Cut from aso oke cloth.");
  await add("gel", tailor, "Styling Gel", "Holds all day.");
});

describe("store names in product search", () => {
  it("find a store's products by its name, in any spelling of a local term", async () => {
    for (const query of ["aso oke", "aso-oke", "asooke", "Ilorin"]) {
      const page = await search(query);
      expect(page.correctedQuery, query).toBeUndefined();
      expect(page.data.map((c) => c.id), query).toContain(ids.sanyan);
    }
  });

  it("rank the product's name first, then the store's name, then the description", async () => {
    const page = await search("aso oke");
    expect(page.data.map((c) => c.id)).toEqual([ids.named, ids.sanyan, ids.described]);
    expect(page.count).toBe(3);
  });

  it("narrow with the product's words: a store word and a name word together", async () => {
    const page = await search("aso oke sanyan");
    expect(page.data.map((c) => c.id)).toEqual([ids.sanyan]);
  });

  it("stay out of a merchant's own product list, where every product shares the store's name", async () => {
    const own = async (query: string) =>
      (await t.call("GET", `/api/v1/products?search=${encodeURIComponent(query)}`, { token: tailor.token })).json().data.data.map((p: { id: string }) => p.id);
    expect(await own("lagos")).toEqual([]);
    expect(await own("aso oke")).toEqual([ids.named, ids.described]);
  });

  it("follow a rename, and the new name's words join the vocabulary", async () => {
    await t.db.update(stores).set({ storeName: "Offa Kijipa Looms" }).where(eq(stores.id, weaver.storeId));
    invalidateCatalogueCache(t.db);
    expect((await search("offa looms")).data.map((c) => c.id)).toEqual([ids.sanyan]);
    expect((await search("ilorin")).data).toEqual([]);
    expect(await vocabulary(["looms", "offa"])).toEqual(["looms", "offa"]);
    await t.db.update(stores).set({ storeName: "Ilorin Aso-Oke House" }).where(eq(stores.id, weaver.storeId));
    invalidateCatalogueCache(t.db);
    expect((await search("ilorin")).data.map((c) => c.id)).toEqual([ids.sanyan]);
  });

  it("leave a store that is not live out of the vocabulary", async () => {
    await makeMerchant(t, { storeName: "Zzyzx Pending Wares", approved: false });
    expect(await vocabulary(["zzyzx"])).toEqual([]);
    await rebuildSearchWords(t.db);
    expect(await vocabulary(["zzyzx", "ilorin", "oke", "gel"])).toEqual(["gel", "ilorin", "oke"]);
  });
});

describe("the spelling correction", () => {
  it("never rewrites a local product word, even one the catalogue lacks", async () => {
    // "gele" is a head tie; the catalogue only has hair gel, one letter away.
    const gele = await search("gele");
    expect(gele.correctedQuery).toBeUndefined();
    expect(gele.data.map((c) => c.id)).toEqual([ids.named]);
    const egusi = await search("egusi soup");
    expect(egusi).toEqual({ data: [], count: 0 });
  });

  it("still corrects a misspelt word to the catalogue's or a store's", async () => {
    expect((await search("stylng")).correctedQuery).toBe("styling");
    const page = await search("ilorinn");
    expect(page.correctedQuery).toBe("ilorin");
    expect(page.data.map((c) => c.id)).toEqual([ids.sanyan]);
  });
});
