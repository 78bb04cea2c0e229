// `npm start`: builds the web app when its build is missing or older than its sources, then starts
// the server (embedded PostgreSQL unless DATABASE_URL is set; demo data on first run).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const buildEntry = path.join(root, "apps/web/build/server/index.js");

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "build" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const stale =
  !existsSync(buildEntry) ||
  statSync(buildEntry).mtimeMs < Math.max(newest(path.join(root, "apps/web/app")), newest(path.join(root, "packages/contracts/src")));
if (stale && process.env.SKIP_WEB_BUILD !== "1") {
  console.log("[bitmarte] Building the web app…");
  const r = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", "apps/api/src/main.ts"], { cwd: root, stdio: "inherit", env: process.env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
