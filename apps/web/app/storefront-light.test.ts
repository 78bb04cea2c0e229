import { describe, expect, it } from "vitest";
import { LIGHT_SIGNED_IN_ENTRIES, storefrontGraph, valueImports } from "../storefront-graph";

/**
 * The storefront pages (home, category, search, product, store) and the site layout load no Mantine and no
 * zod in the browser: Mantine alone is ~150 KB gzip, zod ~50 KB, and a page's budget is 150 KB.
 */
const FORBIDDEN = [/^@mantine\//, /^zod$/, /^@bitmarte\/contracts$/, /^recharts$/, /^dayjs/];

describe("the storefront's module graph", () => {
  it("loads no Mantine, zod, chart library or the contracts' schemas (each hit names its import trail)", () => {
    const hits = [...storefrontGraph().packages]
      .filter(([spec]) => FORBIDDEN.some((re) => re.test(spec)))
      .map(([, { trail }]) => trail.join(" → "));
    expect(hits).toEqual([]);
  });

  it("keeps the signed-in pages drawn with ui/light (My orders, Stores I follow) as light", () => {
    const hits = [...storefrontGraph(undefined, LIGHT_SIGNED_IN_ENTRIES).packages]
      .filter(([spec]) => FORBIDDEN.some((re) => re.test(spec)))
      .map(([, { trail }]) => trail.join(" → "));
    expect(hits).toEqual([]);
  });

  it("reaches the product card from the home, list, product and store pages", () => {
    const card = [...storefrontGraph().files].find(([file]) => file.endsWith("features/storefront/product-card.tsx"));
    expect(card?.[1].size).toBeGreaterThanOrEqual(4);
  });

  it("tells type imports from value imports", () => {
    const source = [
      'import type { A } from "@bitmarte/contracts";',
      'import { type B, type C } from "zod";',
      'import { D as Dee, type E } from "@mantine/core";',
      'export { F } from "./f";',
      'import "./side-effect.css";',
      'const G = lazy(() => import("./g"));',
    ].join("\n");
    expect(valueImports(source)).toEqual([
      { spec: "@mantine/core", names: ["D"] },
      { spec: "./f", names: ["F"] },
      { spec: "./side-effect.css", names: [] },
      { spec: "./g", names: [], lazy: true },
    ]);
  });
});
