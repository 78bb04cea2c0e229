import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The storefront pages (home, category, search, product, store) and the site layout load no Mantine and no
 * zod in the browser: Mantine alone is ~150 KB gzip, zod ~50 KB, and the page budget is 150 KB. This walks
 * the value imports (not `import type`) from each page's module and names the first path to a forbidden one.
 */
const APP = path.resolve(import.meta.dirname);
const ENTRIES = [
  "root.tsx",
  "routes/customer/site-layout.tsx",
  "routes/customer/home.tsx",
  "routes/customer/category.tsx",
  "routes/customer/search.tsx",
  "routes/customer/product.tsx",
  "routes/storefront/store-page.tsx",
];
const FORBIDDEN = [/^@mantine\//, /^zod$/, /^@bitmarte\/contracts$/, /^recharts$/];

/** Value imports and re-exports of a module: `import x from`, `import {a, type B} from`, `export … from`, `import("…")`. */
export function valueImports(source: string): string[] {
  const found: string[] = [];
  const statement = /(?:^|\n)\s*(import|export)\s+([\s\S]*?)\s*from\s*["']([^"']+)["']/g;
  for (const m of source.matchAll(statement)) {
    const clause = m[2];
    if (/^type\s/.test(clause)) continue;
    const braces = clause.match(/\{([\s\S]*)\}/);
    const outside = braces ? clause.replace(braces[0], "").replace(/,/g, "").trim() : clause.trim();
    const named = braces ? braces[1].split(",").map((s) => s.trim()).filter(Boolean) : [];
    if (!outside && named.length > 0 && named.every((n) => n.startsWith("type "))) continue;
    found.push(m[3]);
  }
  for (const m of source.matchAll(/(?:^|\n)\s*import\s*["']([^"']+)["']/g)) found.push(m[1]);
  for (const m of source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) found.push(m[1]);
  return found;
}

function resolveLocal(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (existsSync(candidate) && /\.(ts|tsx)$/.test(candidate)) return candidate;
  }
  return null;
}

/** The chain of modules from `entry` to the first forbidden import, or null. Server-only modules are skipped. */
function forbiddenPath(entry: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, trail: string[]): string[] | null => {
    if (seen.has(file) || file.endsWith(".server.ts") || file.endsWith(".server.tsx")) return null;
    seen.add(file);
    for (const spec of valueImports(readFileSync(file, "utf8"))) {
      if (spec.startsWith(".")) {
        const next = resolveLocal(file, spec);
        if (!next) continue;
        const hit = walk(next, [...trail, path.relative(APP, next)]);
        if (hit) return hit;
      } else if (FORBIDDEN.some((re) => re.test(spec))) {
        return [...trail, spec];
      }
    }
    return null;
  };
  return walk(path.join(APP, entry), [entry]);
}

describe("storefront pages load no Mantine, zod or chart library", () => {
  for (const entry of ENTRIES) {
    it(entry, () => {
      expect(forbiddenPath(entry)?.join(" → ") ?? null).toBeNull();
    });
  }

  it("the import reader tells type imports from value imports", () => {
    const source = [
      'import type { A } from "@bitmarte/contracts";',
      'import { type B, type C } from "zod";',
      'import { D, type E } from "@mantine/core";',
      'export { F } from "./f";',
      'import "./side-effect.css";',
      'const G = lazy(() => import("./g"));',
    ].join("\n");
    expect(valueImports(source)).toEqual(["@mantine/core", "./f", "./side-effect.css", "./g"]);
  });
});
