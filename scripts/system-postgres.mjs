// A throw-away cluster of the machine's own PostgreSQL (Debian's `postgresql` package), so the API
// suite can run on the versions managed services still offer besides the embedded one.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, chownSync, writeFileSync } from "node:fs";
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
export function asServerUser(bin, args) {
  const isRoot = process.getuid?.() === 0;
  const [cmd, argv] = isRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  return spawnSync(cmd, argv, { encoding: "utf8" });
}

/** A folder the server's account owns (as root: the `postgres` account). */
function serverOwnedDir(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
}

/** `-c name=value` for each extra setting, after the ones every throw-away cluster has. */
function serverOptions({ dir, port, settings }) {
  // The suite clones a database per test file, two files at a time, each with its own pools.
  const extra = Object.entries(settings ?? {}).map(([name, value]) => ` -c ${name}=${value}`).join("");
  return `-p ${port} -k ${dir} -c max_connections=300 -c fsync=off -c listen_addresses=127.0.0.1${extra}`;
}

function startCluster({ bin, data, dir, port, settings }) {
  const start = asServerUser(path.join(bin, "pg_ctl"), ["-D", data, "-o", serverOptions({ dir, port, settings }), "-l", path.join(dir, "server.log"), "-w", "start"]);
  if (start.status !== 0) throw new Error(`pg_ctl start failed: ${start.stderr || start.stdout}`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    bin,
    data,
    dir,
    port,
    stop() {
      asServerUser(path.join(bin, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts a fresh cluster of `major` in `dir` on `port`; returns its URL and a stop function.
 * `settings` adds server settings (e.g. `{ wal_level: "replica" }` for a primary with replicas).
 */
export function startSystemPostgres({ major, dir, port, settings }) {
  const bin = path.join(PG_ROOT, String(major), "bin");
  serverOwnedDir(dir);
  const data = path.join(dir, "data");
  const init = asServerUser(path.join(bin, "initdb"), ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C.UTF-8"]);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  return startCluster({ bin, data, dir, port, settings });
}

/**
 * Lets `user` (a role with REPLICATION and this password, made by the caller) stream from a primary
 * started above: its own pg_hba.conf line, first, so the cluster's `trust` lines do not answer for it.
 */
export function allowReplication(primary, { user }) {
  const hba = path.join(primary.data, "pg_hba.conf");
  const line = `host replication ${user} 127.0.0.1/32 scram-sha-256\n`;
  writeFileSync(hba, line + readFileSync(hba, "utf8"));
  const reload = asServerUser(path.join(primary.bin, "pg_ctl"), ["-D", primary.data, "reload"]);
  if (reload.status !== 0) throw new Error(`pg_ctl reload failed: ${reload.stderr || reload.stdout}`);
}

/**
 * A streaming replica of `primary` in `dir` on `port`: `pg_basebackup -R` (which writes the
 * standby.signal and the primary_conninfo), then a hot standby with `settings`, e.g.
 * `{ recovery_min_apply_delay: "1s" }` for one that is always behind.
 */
export function startStreamingReplica({ primary, dir, port, user, password, settings }) {
  serverOwnedDir(dir);
  const data = path.join(dir, "data");
  const conninfo = `host=127.0.0.1 port=${primary.port} user=${user} password=${password}`;
  const backup = asServerUser(path.join(primary.bin, "pg_basebackup"), ["-d", conninfo, "-D", data, "-R", "-X", "stream", "-c", "fast"]);
  if (backup.status !== 0) throw new Error(`pg_basebackup failed: ${backup.stderr || backup.stdout}`);
  return startCluster({ bin: primary.bin, data, dir, port, settings: { hot_standby: "on", ...settings } });
}
