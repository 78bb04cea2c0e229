/**
 * The module graph of the customer's own pages (cart, checkout, orders, account, addresses, gift cards,
 * following, log in and sign up: every page under the "full-styles-customer" layout), read from the source
 * like storefront-graph.ts. The build puts what two or more of them share into one chunk, and the icons
 * they use beside it, so a signed-in page loads a few files rather than sixty to a hundred.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { STOREFRONT_ENTRIES, valueImports } from "./storefront-graph";

const APP = path.resolve(import.meta.dirname, "app");

/** Customer pages under the same layout that are not the account's (the plans table, for would-be merchants; contact). */
const NOT_ACCOUNT = new Set(["routes/customer/pricing.tsx", "routes/customer/contact.tsx"]);

/** The layout every customer account page sits in, and each of those pages (the storefront's excepted). */
export function accountEntries(appDir: string = APP): string[] {
  const storefront = new Set<string>([...STOREFRONT_ENTRIES, ...NOT_ACCOUNT]);
  const pages = readdirSync(path.join(appDir, "routes/customer"))
    .filter((name) => name.endsWith(".tsx") && !name.endsWith(".test.tsx"))
    .map((name) => `routes/customer/${name}`)
    .filter((entry) => !storefront.has(entry));
  return ["routes/full-styles-layout.tsx", ...pages];
}

function resolveLocal(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec.split("?")[0]);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (existsSync(candidate) && /\.(ts|tsx|css)$/.test(candidate)) return candidate;
  }
  return null;
}

export interface AccountGraph {
  /** Each local file the account pages load, with the entries that reach it. */
  files: Map<string, Set<string>>;
  /** The names each package is imported with (icons, components), with the entries that import each. */
  packages: Map<string, Map<string, Set<string>>>;
}

/** A barrel's named re-exports (`export { A, B as C } from "./x"` gives A and C from ./x). */
function reExports(source: string): Map<string, Set<string>> {
  const bySpec = new Map<string, Set<string>>();
  for (const m of source.matchAll(/(?:^|\n)\s*export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    const names = bySpec.get(m[2]) ?? new Set<string>();
    for (const part of m[1].split(",").map((x) => x.trim()).filter(Boolean)) {
      names.add(part.replace(/^type\s+/, "").split(/\s+as\s+/).pop() as string);
    }
    bySpec.set(m[2], names);
  }
  return bySpec;
}

const isBarrel = (file: string) => /[\\/]index\.tsx?$/.test(file);

/**
 * Walks the value imports from every account entry. Through a barrel (`features/x/index.ts`) only the
 * modules that export the names imported are followed: the barrels also name merchant and admin screens.
 * Server-only modules (`*.server.ts`) are skipped.
 */
export function accountGraph(appDir: string = APP): AccountGraph {
  const files = new Map<string, Set<string>>();
  const packages = new Map<string, Map<string, Set<string>>>();
  for (const entry of accountEntries(appDir)) {
    const seen = new Set<string>();
    const visit = (file: string, wanted: string[]) => {
      if (/\.server\.tsx?$/.test(file)) return;
      const barrel = isBarrel(file) && wanted.length > 0;
      const key = barrel ? `${file}#${[...wanted].sort().join(",")}` : file;
      if (seen.has(key)) return;
      seen.add(key);
      if (!barrel) {
        const entries = files.get(file) ?? new Set<string>();
        entries.add(entry);
        files.set(file, entries);
      }
      if (file.endsWith(".css")) return;
      const source = readFileSync(file, "utf8");
      const named = barrel ? reExports(source) : null;
      for (const { spec, names } of valueImports(source)) {
        if (spec.startsWith(".")) {
          if (named?.has(spec)) {
            const through = wanted.filter((name) => named.get(spec)?.has(name));
            if (through.length === 0) continue;
            const next = resolveLocal(file, spec);
            if (next) visit(next, through);
            continue;
          }
          const next = resolveLocal(file, spec);
          if (next) visit(next, names);
        } else {
          const pkg = packages.get(spec) ?? new Map<string, Set<string>>();
          for (const name of names) pkg.set(name, (pkg.get(name) ?? new Set<string>()).add(entry));
          packages.set(spec, pkg);
        }
      }
    };
    visit(path.join(appDir, entry), []);
  }
  return { files, packages };
}
