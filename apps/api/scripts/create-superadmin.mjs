// `npm run create-superadmin -- --email EMAIL …`: runs the tool from the repository root (where
// `npm start` keeps ./data), from its TypeScript through tsx, or with NODE_ENV=production as compiled
// JavaScript on plain node (dist/create-superadmin.js, built first when missing or older than its sources).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const api = path.resolve(import.meta.dirname, "..");
const root = path.resolve(api, "../..");
const compiled = path.join(api, "dist/create-superadmin.js");
const production = process.env.NODE_ENV === "production";

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}
const sources = [path.join(api, "src"), path.join(api, "scripts"), path.join(root, "packages/contracts/src")];
if (production && (!existsSync(compiled) || statSync(compiled).mtimeMs < Math.max(...sources.map(newest)))) {
  const built = spawnSync(process.execPath, [path.join(api, "scripts/build.mjs")], { cwd: api, stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const args = production ? ["--enable-source-maps", compiled] : ["--import", "tsx", path.join(api, "src/cli/create-superadmin.ts")];
const tool = spawn(process.execPath, [...args, ...process.argv.slice(2)], { cwd: root, stdio: "inherit", env: process.env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => tool.kill(signal));
tool.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
