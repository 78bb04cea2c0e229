import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EmbeddedDatabase, isAlive, startEmbeddedPostgres } from "./embedded.js";

// A crash leaves the embedded PostgreSQL's lock file (postmaster.pid) behind, sometimes with processes of the
// dead server still running. `npm start` must come up again by itself, and never touch anything not its own.

const outDir = path.resolve(import.meta.dirname, "../../../../test-output");
mkdirSync(outDir, { recursive: true });
const root = mkdtempSync(path.join(outDir, "embedded-"));
// The embedded PostgreSQL runs as its own user when started by root: it must be able to enter this folder.
chmodSync(root, 0o755);
const dataDir = path.join(root, "pg");
const pidFile = path.join(dataDir, "postmaster.pid");
let port = 0;
let db: EmbeddedDatabase | null = null;
const others: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}


async function gone(pid: number): Promise<void> {
  for (let i = 0; i < 200 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 50));
  expect(isAlive(pid)).toBe(false);
}

const lockPid = () => Number.parseInt(readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);

const start = () => startEmbeddedPostgres({ dataDir, port, database: "faults" });

async function query<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: db?.url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  port = await freePort();
  db = await start();
  await query("create table marks (n int primary key)");
  await query("insert into marks values (1)");
}, 60_000);

afterAll(async () => {
  await Promise.race([db?.stop().catch(() => {}), new Promise((r) => setTimeout(r, 10_000))]);
  for (const child of others) if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(root, { recursive: true, force: true });
}, 30_000);

describe("embedded PostgreSQL after a crash", () => {
  it("a lock file whose pid is no longer running does not stop the start", async () => {
    const pid = lockPid();
    process.kill(pid, "SIGKILL");
    await gone(pid);
    expect(existsSync(pidFile)).toBe(true);
    db = await start();
    expect(await query<{ n: number }>("select n from marks")).toEqual([{ n: 1 }]);
  }, 60_000);

  it("a lock file naming a live process that is not this database's (a pid re-used) is cleared, and that process left alone", async () => {
    await db?.stop();
    const stranger = spawn("sleep", ["60"], { stdio: "ignore" });
    others.push(stranger);
    const text = readFileSync(path.join(dataDir, "PG_VERSION"), "utf8");
    expect(text).toMatch(/^\d+/);
    // What PostgreSQL writes first in its lock file: the postmaster's pid, then the data directory.
    writeFileSync(pidFile, `${stranger.pid}\n${dataDir}\n`);
    db = await start();
    expect(isAlive(stranger.pid as number)).toBe(true);
    expect(await query<{ n: number }>("select n from marks")).toEqual([{ n: 1 }]);
  }, 60_000);

  it("makes no Unix socket, so a socket lock file in /tmp naming a live re-used pid cannot stop the start", async () => {
    await db?.stop();
    const stranger = spawn("sleep", ["60"], { stdio: "ignore" });
    others.push(stranger);
    // What a killed postmaster leaves in /tmp when it listened on a socket; its pid now belongs to someone else.
    const socketLock = `/tmp/.s.PGSQL.${port}.lock`;
    writeFileSync(socketLock, `${stranger.pid}\n${dataDir}\n`);
    try {
      db = await start();
      expect(await query<{ n: number }>("select n from marks")).toEqual([{ n: 1 }]);
      expect(existsSync(`/tmp/.s.PGSQL.${port}`)).toBe(false);
    } finally {
      rmSync(socketLock, { force: true });
    }
  }, 60_000);

  it("a lock file naming another database's postmaster (a pid re-used) is cleared, and that database keeps running", async () => {
    const other = await startEmbeddedPostgres({ dataDir: path.join(root, "other"), port: await freePort(), database: "other" });
    try {
      const otherPid = Number.parseInt(readFileSync(path.join(root, "other", "postmaster.pid"), "utf8").split("\n")[0] ?? "", 10);
      await db?.stop();
      writeFileSync(pidFile, `${otherPid}\n${dataDir}\n`);
      db = await start();
      expect(isAlive(otherPid)).toBe(true);
      const client = new pg.Client({ connectionString: other.url });
      await client.connect();
      expect((await client.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
      await client.end();
      expect(await query<{ n: number }>("select n from marks")).toEqual([{ n: 1 }]);
    } finally {
      await other.stop();
    }
  }, 60_000);

  it("the postmaster killed while a backend is busy: the orphaned backend is stopped, the start succeeds, the data is intact", async () => {
    await query("insert into marks values (2)");
    // A backend busy in a long computation does not notice its postmaster dying until it is done.
    const busy = new pg.Client({ connectionString: db?.url });
    await busy.connect();
    busy.on("error", () => {});
    const [{ pid: backend }] = (await busy.query<{ pid: number }>("select pg_backend_pid() as pid")).rows;
    busy.query("select count(*) from generate_series(1, 2000000000)").catch(() => {});
    // Wait until the computation is running (a busy machine may take a while to start it).
    const until = Date.now() + 30_000;
    while ((await query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where pid = ${Number(backend)} and state = 'active'`))[0]?.n !== 1) {
      if (Date.now() > until) throw new Error("the busy query never started");
      await new Promise((r) => setTimeout(r, 20));
    }
    const postmaster = lockPid();
    process.kill(postmaster, "SIGKILL");
    await gone(postmaster);
    expect(isAlive(backend)).toBe(true);
    db = await start();
    expect(isAlive(backend)).toBe(false);
    expect(await query<{ n: number }>("select n from marks order by n")).toEqual([{ n: 1 }, { n: 2 }]);
    await busy.end().catch(() => {});
  }, 60_000);

  it("a postmaster left running by a killed server is stopped and started again on the same data", async () => {
    const before = lockPid();
    expect(isAlive(before)).toBe(true);
    db = await start();
    expect(isAlive(before)).toBe(false);
    expect(lockPid()).not.toBe(before);
    expect(await query<{ n: number }>("select count(*)::int as n from marks")).toEqual([{ n: 2 }]);
  }, 60_000);
});
