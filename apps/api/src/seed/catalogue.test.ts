import { describe, expect, it } from "vitest";
import { DEMO_CATALOGUE_TREE, storeAssortment } from "./catalogue.js";
import { DEMO_MERCHANTS, DEMO_STORE } from "./stores.js";

const names = (pairs: [number, number][] | null) =>
  (pairs ?? []).map(([ci, si]) => `${DEMO_CATALOGUE_TREE[ci].name}/${DEMO_CATALOGUE_TREE[ci].subs[si].name}`);

describe("demo store assortments", () => {
  it("gives every demo store goods of its own kind", () => {
    for (const m of DEMO_MERCHANTS) {
      expect(storeAssortment(DEMO_CATALOGUE_TREE, m), m.storeName).not.toBeNull();
    }
  });

  it("keeps perfume houses to fragrances and beauty stores away from groceries", () => {
    expect(names(storeAssortment(DEMO_CATALOGUE_TREE, { storeName: "Maitama Luxe Perfumes", category: "Beauty" }))).toEqual([
      "Beauty & Personal Care/Fragrances",
    ]);
    const beauty = names(storeAssortment(DEMO_CATALOGUE_TREE, { storeName: "Garden City Beauty", category: "Beauty" }));
    expect(beauty.every((n) => n.startsWith("Beauty & Personal Care/"))).toBe(true);
    expect(names(storeAssortment(DEMO_CATALOGUE_TREE, { storeName: "Ibadan Organic Pantry", category: "Groceries" })).every((n) => n.startsWith("Groceries/"))).toBe(true);
    expect(names(storeAssortment(DEMO_CATALOGUE_TREE, { storeName: "Onitsha Auto Spares", category: "Car parts" }))).toEqual(["Automotive/Car Parts", "Automotive/Car Care"]);
  });

  it("leaves stores of other kinds to the general mix", () => {
    expect(storeAssortment(DEMO_CATALOGUE_TREE, { storeName: DEMO_STORE.name, category: "General merchandise" })).toBeNull();
    expect(storeAssortment(DEMO_CATALOGUE_TREE, { storeName: "X", category: null })).toBeNull();
  });
});
