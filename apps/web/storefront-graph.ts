/**
 * The storefront's module graph, read from the source: which of our files and which icons the storefront
 * pages load (value imports only, `import type` is erased). The build uses it to put what several storefront
 * pages share into one chunk (a phone makes a few requests, not forty); a test uses it to keep Mantine and
 * zod out of those pages.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const APP = path.resolve(import.meta.dirname, "app");

/** The root, the site layout (header, footer), the storefront pages customers land on and the help, terms and privacy pages. */
export const STOREFRONT_ENTRIES = [
  "root.tsx",
  "routes/customer/site-layout.tsx",
  "routes/customer/home.tsx",
  "routes/customer/category.tsx",
  "routes/customer/search.tsx",
  "routes/customer/product.tsx",
  "routes/storefront/store-page.tsx",
  "routes/customer/help.tsx",
  "routes/customer/terms.tsx",
  "routes/customer/privacy.tsx",
] as const;

/** The signed-in customer pages drawn with ui/light (issue 24), with their layout: no Mantine or zod either. */
export const LIGHT_SIGNED_IN_ENTRIES = [
  "routes/customer/signed-in-layout.tsx",
  "routes/customer/account-home.tsx",
  "routes/customer/orders.tsx",
  "routes/customer/following.tsx",
  "routes/customer/addresses.tsx",
  "routes/customer/gift-cards.tsx",
  "routes/customer/cart.tsx",
  "routes/customer/order-info.tsx",
  "routes/customer/checkout.tsx",
] as const;

export interface ValueImport {
  spec: string;
  /** Named value imports (`{ A, B as C }` gives A and B); empty for a default, namespace or bare import. */
  names: string[];
  /** An `import("…")`: loaded when the code asks for it, not with the page. */
  lazy?: true;
}

/** Value imports and re-exports of a module: `import x from`, `import {a, type B} from`, `export … from`, `import("…")`. */
export function valueImports(source: string): ValueImport[] {
  const found: ValueImport[] = [];
  for (const m of source.matchAll(/(?:^|\n)\s*(?:import|export)\s+([\s\S]*?)\s*from\s*["']([^"']+)["']/g)) {
    const clause = m[1];
    if (/^type\s/.test(clause)) continue;
    const braces = clause.match(/\{([\s\S]*)\}/);
    const outside = braces ? clause.replace(braces[0], "").replace(/,/g, "").trim() : clause.trim();
    const named = braces
      ? braces[1]
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : [];
    const values = named.filter((n) => !n.startsWith("type ")).map((n) => n.split(/\s+as\s+/)[0].trim());
    if (!outside && values.length === 0 && named.length > 0) continue;
    found.push({ spec: m[2], names: values });
  }
  for (const m of source.matchAll(/(?:^|\n)\s*import\s*["']([^"']+)["']/g)) found.push({ spec: m[1], names: [] });
  for (const m of source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) found.push({ spec: m[1], names: [], lazy: true });
  return found;
}

function resolveLocal(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec.split("?")[0]);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (existsSync(candidate) && /\.(ts|tsx|css)$/.test(candidate)) return candidate;
  }
  return null;
}

export interface StorefrontGraph {
  /** Each local file the storefront loads, with the entries that reach it. */
  files: Map<string, Set<string>>;
  /** Each package the storefront imports, with the names it imports and the trail to the first importer. */
  packages: Map<string, { names: Set<string>; trail: string[] }>;
}

/**
 * Walks the value imports from every storefront entry. Server-only modules (`*.server.ts`) are skipped.
 * `lazy: false` leaves out what is imported with `import("…")` (what a page loads only when asked).
 */
export function storefrontGraph(appDir: string = APP, entries: readonly string[] = STOREFRONT_ENTRIES, { lazy = true } = {}): StorefrontGraph {
  const files = new Map<string, Set<string>>();
  const packages = new Map<string, { names: Set<string>; trail: string[] }>();
  for (const entry of entries) {
    const visit = (file: string, trail: string[]) => {
      if (/\.server\.tsx?$/.test(file)) return;
      const entries = files.get(file) ?? new Set<string>();
      if (entries.has(entry)) return;
      entries.add(entry);
      files.set(file, entries);
      if (file.endsWith(".css")) return;
      for (const { spec, names, lazy: isLazy } of valueImports(readFileSync(file, "utf8"))) {
        if (isLazy && !lazy) continue;
        if (spec.startsWith(".")) {
          const next = resolveLocal(file, spec);
          if (next) visit(next, [...trail, path.relative(appDir, next)]);
        } else {
          const pkg = packages.get(spec) ?? { names: new Set<string>(), trail: [...trail, spec] };
          for (const name of names) pkg.names.add(name);
          packages.set(spec, pkg);
        }
      }
    };
    visit(path.join(appDir, entry), [entry]);
  }
  return { files, packages };
}
