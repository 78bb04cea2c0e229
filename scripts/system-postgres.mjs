// A throw-away cluster of the machine's own PostgreSQL (Debian's `postgresql` package), so the API
// suite can run on the versions managed services still offer besides the embedded one.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, chownSync } from "node:fs";
import path from "node:path";

const PG_ROOT = "/usr/lib/postgresql";

/** Installed server majors, newest first (e.g. [15]). */
export function installedMajors() {
  if (!existsSync(PG_ROOT)) return [];
  return readdirSync(PG_ROOT)
    .filter((d) => existsSync(path.join(PG_ROOT, d, "bin", "postgres")))
    .map(Number)
    .filter(Number.isFinite)
    .sort((a, b) => b - a);
}

/** PostgreSQL refuses to run as root: as root, run its programs as the `postgres` account. */
function asServerUser(bin, args) {
  const isRoot = process.getuid?.() === 0;
  const [cmd, argv] = isRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  return spawnSync(cmd, argv, { encoding: "utf8" });
}

/** Starts a fresh cluster of `major` in `dir` on `port`; returns its URL and a stop function. */
export function startSystemPostgres({ major, dir, port }) {
  const bin = path.join(PG_ROOT, String(major), "bin");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, "data");
  const init = asServerUser(path.join(bin, "initdb"), ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C.UTF-8"]);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  // The suite clones a database per test file, two files at a time, each with its own pools.
  const opts = `-p ${port} -k ${dir} -c max_connections=300 -c fsync=off -c listen_addresses=127.0.0.1`;
  const start = asServerUser(path.join(bin, "pg_ctl"), ["-D", data, "-o", opts, "-l", path.join(dir, "server.log"), "-w", "start"]);
  if (start.status !== 0) throw new Error(`pg_ctl start failed: ${start.stderr || start.stdout}`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      asServerUser(path.join(bin, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
