// `npm start`: builds the web app when its build is missing or older than its sources, then starts
// the server (embedded PostgreSQL unless DATABASE_URL is set; reference data always, demo data on first
// run unless NODE_ENV=production, where SEED_DEMO=1 asks for it).
// With NODE_ENV=production the server runs as compiled JavaScript (apps/api/dist/main.js, built the
// same way when missing or stale) on plain node; otherwise straight from its TypeScript through tsx.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const production = process.env.NODE_ENV === "production";
const webEntry = path.join(root, "apps/web/build/server/index.js");
const apiEntry = path.join(root, "apps/api/dist/main.js");

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "build" || entry.name === "dist" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

function stale(entry, sources) {
  return !existsSync(entry) || statSync(entry).mtimeMs < Math.max(...sources.map((s) => (statSync(s).isDirectory() ? newest(s) : statSync(s).mtimeMs)));
}

function build(what, workspace) {
  console.log(`[bitmarte] Building the ${what}…`);
  const r = spawnSync("npm", ["run", "build", "-w", workspace], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const contracts = path.join(root, "packages/contracts/src");
if (process.env.SKIP_WEB_BUILD !== "1" && stale(webEntry, [path.join(root, "apps/web/app"), contracts])) build("web app", "apps/web");
if (production && stale(apiEntry, [path.join(root, "apps/api/src"), path.join(root, "apps/api/scripts"), contracts])) build("API", "apps/api");

const args = production ? ["--enable-source-maps", apiEntry] : ["--import", "tsx", "apps/api/src/main.ts"];
const server = spawn(process.execPath, args, { cwd: root, stdio: "inherit", env: process.env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
