// Compiles the server to one ES module, dist/main.js, for production (`NODE_ENV=production npm start`),
// and the command-line tools beside it (dist/create-superadmin.js), each bundle standing alone.
// Every package stays an import resolved from node_modules at run time, except the workspace's own
// `@bitmarte/*` packages, which point at TypeScript sources and are bundled in. Files the server
// reads beside its code (the SQL migrations) are copied next to the bundle.
// Usage: node scripts/build.mjs [outDir]   (default apps/api/dist)
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const api = path.resolve(import.meta.dirname, "..");
const dist = path.resolve(process.argv[2] ?? path.join(api, "dist"));
const started = Date.now();

rmSync(dist, { recursive: true, force: true });

await build({
  absWorkingDir: api,
  entryPoints: { main: "src/main.ts", "create-superadmin": "src/cli/create-superadmin.ts" },
  outdir: dist,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  sourcemap: true,
  logLevel: "warning",
  tsconfig: "tsconfig.json",
  plugins: [
    {
      name: "external-packages",
      setup(b) {
        // Bare specifiers (packages and node: builtins) stay imports, workspace packages excepted.
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith("@bitmarte/")) return undefined;
          return { path: args.path, external: true };
        });
      },
    },
  ],
});

// db/client.ts resolves `./migrations` against its own module, which is dist/<entry>.js once bundled.
cpSync(path.join(api, "src/db/migrations"), path.join(dist, "migrations"), { recursive: true });

console.log(`[bitmarte] API compiled to ${path.relative(process.cwd(), dist)} (main.js, create-superadmin.js) in ${Date.now() - started} ms`);
