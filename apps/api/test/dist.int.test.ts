import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The production path: the compiled server (esbuild bundle) started with plain node, no tsx. It
// checks the migrations at start (reading them from beside the bundle) against a migrated clone.
const api = path.resolve(import.meta.dirname, "..");
const outDir = path.resolve(api, `../../test-output/api-dist-${process.pid}`);
const serverUrl = process.env.TEST_PG_SERVER_URL as string;
const dbName = `t_dist_${randomBytes(6).toString("hex")}`;

let child: ChildProcess | null = null;
let base = "";
let output = "";

beforeAll(async () => {
  const built = spawnSync(process.execPath, ["scripts/build.mjs", outDir], { cwd: api, encoding: "utf8" });
  expect(built.status, built.stderr).toBe(0);

  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${dbName} template bitmarte_test_template`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;

  const { NODE_OPTIONS: _ignored, ...env } = process.env;
  child = spawn(process.execPath, [path.join(outDir, "main.js")], {
    cwd: outDir,
    env: {
      ...env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      DATABASE_URL: url.toString(),
      JWT_SECRET: randomBytes(32).toString("hex"),
      SEED_DEMO: "0",
      DATA_DIR: path.join(outDir, "data"),
      WEB_BUILD_DIR: path.join(outDir, "no-web-build"),
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(m[1] as string);
      }
    };
    child?.stdout?.on("data", onData);
    child?.stderr?.on("data", onData);
    child?.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}, 60_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child?.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  rmSync(outDir, { recursive: true, force: true });
});

describe("compiled server", () => {
  it("bundles the workspace contracts and leaves packages as imports", () => {
    const js = readFileSync(path.join(outDir, "main.js"), "utf8");
    expect(js).not.toContain("@bitmarte/contracts");
    expect(js).not.toMatch(/from "tsx/);
    expect(js).toContain('from "fastify"');
  });

  it("finds its migrations and answers", async () => {
    expect(output).toContain("Applying migrations");
    const health = await fetch(`${base}/health`);
    expect(health.status).toBe(200);
    const list = await fetch(`${base}/api/v1/products/customer/getallproducts?page=1&limit=2`);
    expect(list.status).toBe(200);
    expect(((await list.json()) as { success: boolean }).success).toBe(true);
  });

  it("stops in order on SIGTERM (HTTP and the job queue, then the pool) and exits with 0", async () => {
    const started = Date.now();
    const exited = new Promise<number | null>((r) => child?.once("exit", (code) => r(code)));
    child?.kill("SIGTERM");
    const code = await exited;
    const ms = Date.now() - started;
    // The first line is what CI's summary keeps.
    expect(code, `exit code ${code} after ${ms} ms; the server said:\n${output}`).toBe(0);
    expect(ms).toBeLessThan(10_000);
    expect(output).toContain("SIGTERM: shutting down");
  });
});
