// `npm run try-topology`: the several-machines deployment of docs/deploy.md, tried on one machine.
//
//   1. a primary of Debian's PostgreSQL 15 (wal_level=replica, a replication role with its own
//      pg_hba.conf line) and a streaming replica made with `pg_basebackup -R`, kept 1 s behind
//      (recovery_min_apply_delay) on another port;
//   2. the production build (web app and compiled API), the migrations, reference and demo data
//      applied by the first server, then a second server started on the existing database: two
//      production servers, DATABASE_URL on the primary, DATABASE_READ_URL on the replica, TRUST_PROXY;
//   3. nginx in front of both with deploy/nginx-bitmarte.conf (the file docs/deploy.md shows), on
//      TLS with a certificate from a throw-away CA, run as a child with its own prefix;
//   4. the browser journeys through nginx, while the replica's lag is sampled every second;
//   5. figures: the replica's lag, a production server's start-up on an existing database, the cost
//      of a /metrics scrape against /health.
//
// Not part of `npm test` (it builds, and runs journeys for many minutes). It exits non-zero when a
// journey fails, and stops and removes everything it started, also on Ctrl-C.
//
// Usage: npm run try-topology -- [--journeys catalogue-admin,reports,…] [--build-dir DIR]
//   --journeys   the e2e files to run (names without .e2e.test.ts); default: DEFAULT_JOURNEYS below
//   --build-dir  keep the production build in DIR (inside the repository) and reuse it on the next run
//                (default: built afresh into a folder removed at the end)
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import https from "node:https";
import { createServer } from "node:net";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { allowReplication, installedMajors, startStreamingReplica, startSystemPostgres } from "./system-postgres.mjs";

const root = path.resolve(import.meta.dirname, "..");
const MAJOR = 15;
const APPLY_DELAY = "1s";

/**
 * The journeys of the catalogue, approvals, merchandising, reports, buying and returns that need no
 * development helper: production refuses /dev/mail, /dev/outbox and DEV_CLOCK (so sign-up by mailed
 * link, moved clocks and payouts after the return window cannot run on production servers).
 */
const DEFAULT_JOURNEYS = [
  "catalogue-admin",
  "catalogue-journeys",
  "stores-admin",
  "themes-journey",
  "reports",
  "buying-merchant-admin",
  "returns",
  "page-cache",
  "buying-customer",
  "stores-following",
  "reviews-journey",
  "merchant-dashboard",
];

function argValue(name) {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}
const journeys = (argValue("--journeys")?.split(",").map((s) => s.trim()).filter(Boolean)) ?? DEFAULT_JOURNEYS;
const keptBuildDir = argValue("--build-dir") ? path.resolve(argValue("--build-dir")) : null;
// The compiled API finds its packages in the repository's node_modules, so its folder must be inside the repository.
if (keptBuildDir && path.relative(root, keptBuildDir).startsWith("..")) {
  console.error(`[try-topology] --build-dir must be a folder inside ${root} (the compiled API loads its packages from there)`);
  process.exit(2);
}

const started = Date.now();
const say = (m) => console.log(`[try-topology ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${m}`);
const step = (n, m) => console.log(`\n[try-topology] ── step ${n}: ${m}`);

// ── Everything started is undone here, in reverse order, once (also on Ctrl-C and on failure). ──
const undo = [];
let cleaning = null;
function cleanup() {
  cleaning ??= (async () => {
    for (const fn of undo.reverse()) {
      try {
        await fn();
      } catch (error) {
        console.error(`[try-topology] cleanup: ${error.message}`);
      }
    }
  })();
  return cleaning;
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    console.error(`\n[try-topology] ${signal}: stopping everything it started…`);
    void cleanup().then(() => process.exit(130));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "0.0.0.0", () => server.close(() => resolve(true)));
  });
}

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, encoding: "utf8", ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (${r.status}):\n${r.stderr || r.stdout}`);
  return r.stdout;
}

/** A child process whose output goes to `logFile`; stopped with SIGTERM (SIGKILL after 20 s) at cleanup. */
function startChild(name, cmd, args, { env, logFile, cwd = root }) {
  const log = createWriteStream(logFile);
  const child = spawn(cmd, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  // When each line came, from the start: where a start-up spends its time.
  const began = Date.now();
  const marks = [];
  child.stdout.on("data", (chunk) => {
    for (const line of String(chunk).split("\n")) if (line.startsWith("[bitmarte]")) marks.push({ ms: Date.now() - began, line });
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let stopping = false;
  const stop = () =>
    new Promise((resolve) => {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill("SIGKILL"), 20_000);
      child.once("exit", () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill("SIGTERM");
    });
  undo.push(async () => {
    await stop();
    log.end();
  });
  child.once("exit", (code, signal) => {
    if (!cleaning && !stopping) say(`${name} exited (${signal ?? code}); its log: ${logFile}`);
  });
  return { child, stop, name, logFile, marks };
}

/** GET over http(s) with the throw-away CA trusted; resolves with the status, body and milliseconds taken. */
function get(url, { ca, headers = {}, timeoutMs = 5000 } = {}) {
  const began = process.hrtime.bigint();
  if (url.startsWith("https:")) {
    return new Promise((resolve, reject) => {
      const req = https.get(url, { ca, headers, timeout: timeoutMs }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString("utf8"), ms: Number(process.hrtime.bigint() - began) / 1e6 }));
      });
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", reject);
    });
  }
  return fetch(url, { headers, redirect: "manual", signal: AbortSignal.timeout(timeoutMs) }).then(async (res) => ({ status: res.status, location: res.headers.get("location"), body: await res.text(), ms: Number(process.hrtime.bigint() - began) / 1e6 }));
}

async function waitFor200(url, { child, timeoutMs = 300_000, ca } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline) {
    if (child && (child.child.exitCode !== null || child.child.signalCode !== null)) {
      throw new Error(`${child.name} exited before ${url} answered 200; see ${child.logFile}:\n${tail(child.logFile)}`);
    }
    try {
      const res = await get(url, { ca, timeoutMs: 2000 });
      if (res.status === 200) return;
      last = `${res.status} ${res.body.slice(0, 200)}`;
    } catch (error) {
      last = error.message;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${last})`);
}

function tail(file, lines = 30) {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

const quantile = (xs, q) => {
  if (xs.length === 0) return Number.NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const fmt = (x, digits = 2) => (Number.isFinite(x) ? x.toFixed(digits) : "n/a");

/** The ```nginx block of docs/deploy.md: the file the script runs must be the one the guide shows. */
function nginxSiteFromGuide() {
  const file = readFileSync(path.join(root, "deploy/nginx-bitmarte.conf"), "utf8");
  const guide = readFileSync(path.join(root, "docs/deploy.md"), "utf8");
  const block = guide.match(/```nginx\n([\s\S]*?)```/)?.[1];
  if (block?.trim() !== file.trim()) {
    throw new Error("docs/deploy.md's nginx block and deploy/nginx-bitmarte.conf differ: change both together.");
  }
  return file;
}

/**
 * The guide's site, with only what differs on this machine replaced: the upstream's servers, the
 * certificate paths, and the ports when 443 and 80 are taken (then `$host`, which drops the port,
 * becomes `$http_host`, which keeps it, so the servers still see the address the browser used).
 */
function nginxSiteForThisMachine(site, { servers, cert, key, httpsPort, httpPort }) {
  let out = site
    .replace(/^(\s*)server 127\.0\.0\.1:3000;.*$/m, (_, indent) => servers.map((s) => `${indent}server ${s};`).join("\n"))
    .replace(/ssl_certificate\s+\S+;/, `ssl_certificate     ${cert};`)
    .replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${key};`);
  if (httpsPort !== 443 || httpPort !== 80) {
    out = out
      .replace("listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`)
      .replace("listen 80;", `listen 127.0.0.1:${httpPort};`)
      .replaceAll("$host", "$http_host")
      .replace("https://$http_host$request_uri", `https://127.0.0.1:${httpsPort}$request_uri`);
  }
  return out;
}

/** A CA of this run and a certificate for 127.0.0.1 signed by it (browsers refuse a bare self-signed leaf). */
function makeCertificates(dir) {
  const f = (name) => path.join(dir, name);
  run("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", f("ca.key"), "-out", f("ca.pem"), "-days", "2",
    "-subj", "/CN=Bitmarte try-topology CA", "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign"]);
  run("openssl", ["req", "-newkey", "rsa:2048", "-nodes", "-keyout", f("server.key"), "-out", f("server.csr"), "-subj", "/CN=127.0.0.1"]);
  writeFileSync(f("server.ext"), "subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n");
  run("openssl", ["x509", "-req", "-in", f("server.csr"), "-CA", f("ca.pem"), "-CAkey", f("ca.key"), "-CAcreateserial", "-out", f("server.pem"), "-days", "2", "-extfile", f("server.ext")]);
  return { ca: f("ca.pem"), cert: f("server.pem"), key: f("server.key") };
}

/** Chromium on Linux trusts the roots in $HOME/.pki/nssdb: a home of this run with the run's CA in it. */
function browserHomeTrusting(home, caFile) {
  const db = path.join(home, ".pki", "nssdb");
  mkdirSync(db, { recursive: true });
  run("certutil", ["-d", `sql:${db}`, "-N", "--empty-password"]);
  run("certutil", ["-d", `sql:${db}`, "-A", "-t", "C,,", "-n", "bitmarte-try-topology", "-i", caFile]);
}

function findNginx() {
  for (const p of ["/usr/sbin/nginx", "/usr/bin/nginx"]) if (existsSync(p)) return p;
  return null;
}

function requirements() {
  const missing = [];
  if (!installedMajors().includes(MAJOR)) missing.push(`PostgreSQL ${MAJOR} server (apt-get install -y postgresql-${MAJOR})`);
  if (!findNginx()) {
    if (process.getuid?.() === 0 && spawnSync("apt-get", ["--version"]).status === 0) {
      say("nginx is missing: apt-get install -y nginx");
      spawnSync("apt-get", ["install", "-y", "nginx"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    }
    if (!findNginx()) missing.push("nginx (apt-get install -y nginx)");
  }
  if (spawnSync("openssl", ["version"]).status !== 0) missing.push("openssl (apt-get install -y openssl)");
  if (spawnSync("certutil", ["-H"]).error) {
    if (process.getuid?.() === 0) spawnSync("apt-get", ["install", "-y", "libnss3-tools"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    if (spawnSync("certutil", ["-H"]).error) missing.push("certutil, to let the browser trust the run's certificate (apt-get install -y libnss3-tools)");
  }
  if (!existsSync("/usr/bin/chromium")) missing.push("Chromium at /usr/bin/chromium (apt-get install -y chromium)");
  for (const j of journeys) {
    if (!existsSync(path.join(root, "apps/web/e2e", `${j}.e2e.test.ts`))) missing.push(`the journey apps/web/e2e/${j}.e2e.test.ts`);
  }
  if (missing.length) {
    console.error(`[try-topology] This machine lacks what the run needs:\n  - ${missing.join("\n  - ")}`);
    process.exit(2);
  }
}

async function main() {
  requirements();
  const logDir = path.join(root, "test-output", "try-topology", new Date().toISOString().replace(/[:.]/g, "-"));
  mkdirSync(logDir, { recursive: true });
  const tmp = mkdtempSync(path.join(tmpdir(), "bitmarte-topology-"));
  // PostgreSQL and nginx's workers run as other accounts when started by root: they must enter it.
  chmodSync(tmp, 0o755);
  undo.push(() => rmSync(tmp, { recursive: true, force: true }));
  say(`temporary files in ${tmp}; logs kept in ${path.relative(root, logDir)}`);

  // ── 1. PostgreSQL: a primary and a streaming replica that lags ─────────────────────────────────
  step(1, `PostgreSQL ${MAJOR}: a primary (wal_level=replica) and a streaming replica (pg_basebackup -R, recovery_min_apply_delay=${APPLY_DELAY})`);
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primary = startSystemPostgres({ major: MAJOR, dir: path.join(tmp, "primary"), port: primaryPort, settings: { wal_level: "replica", max_wal_senders: "5" } });
  undo.push(() => primary.stop());
  const replicationPassword = randomBytes(18).toString("base64url");
  {
    const admin = new pg.Client({ connectionString: primary.url });
    await admin.connect();
    await admin.query(`create role replicator with replication login password '${replicationPassword}'`);
    await admin.query("create database bitmarte");
    await admin.end();
  }
  allowReplication(primary, { user: "replicator" });
  const replica = startStreamingReplica({ primary, dir: path.join(tmp, "replica"), port: replicaPort, user: "replicator", password: replicationPassword, settings: { recovery_min_apply_delay: APPLY_DELAY } });
  undo.push(() => replica.stop());
  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/bitmarte`;
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/bitmarte`;
  const watcher = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${primaryPort}/postgres` });
  await watcher.connect();
  undo.push(() => watcher.end());
  const replicaWatcher = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${replicaPort}/postgres` });
  await replicaWatcher.connect();
  undo.push(() => replicaWatcher.end());
  const state = (await watcher.query("select state, sync_state from pg_stat_replication")).rows[0];
  const inRecovery = (await replicaWatcher.query("select pg_is_in_recovery() as r, current_setting('recovery_min_apply_delay') as d")).rows[0];
  if (state?.state !== "streaming" || !inRecovery.r) throw new Error(`the replica is not streaming (${JSON.stringify({ state, inRecovery })})`);
  say(`primary 127.0.0.1:${primaryPort}, replica 127.0.0.1:${replicaPort}: ${state.state} (${state.sync_state}), apply delay ${inRecovery.d}`);

  // ── 2. The production build, two servers ───────────────────────────────────────────────────────
  step(2, "the production build and two production servers (DATABASE_URL: primary, DATABASE_READ_URL: replica)");
  const buildDir = keptBuildDir ?? mkdtempSync(path.join(root, "test-output", "try-topology-build-"));
  if (!keptBuildDir) undo.push(() => rmSync(buildDir, { recursive: true, force: true }));
  // Inside the repository: the compiled API imports its packages from the root node_modules.
  const webBuild = path.join(buildDir, "web");
  const apiBuild = path.join(buildDir, "api");
  if (!existsSync(path.join(webBuild, "server", "index.js"))) {
    const t = Date.now();
    say("building the web app (NODE_ENV=production)…");
    run("npm", ["run", "build", "-w", "apps/web"], { env: { ...process.env, NODE_ENV: "production", WEB_BUILD_DIR: webBuild }, stdio: ["ignore", "ignore", "pipe"] });
    say(`web app built in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  } else {
    say(`reusing the web build in ${path.relative(root, webBuild)}`);
  }
  if (!existsSync(path.join(apiBuild, "main.js"))) {
    const t = Date.now();
    run(process.execPath, ["apps/api/scripts/build.mjs", apiBuild], { stdio: ["ignore", "ignore", "pipe"] });
    say(`API compiled in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  } else {
    say(`reusing the compiled API in ${path.relative(root, apiBuild)}`);
  }

  const httpsPort = (await portIsFree(443)) && (await portIsFree(80)) ? 443 : await freePort();
  const httpPort = httpsPort === 443 ? 80 : await freePort();
  const publicUrl = httpsPort === 443 ? "https://127.0.0.1" : `https://127.0.0.1:${httpsPort}`;
  const metricsToken = randomBytes(24).toString("base64url");
  const JWT_SECRET = randomBytes(48).toString("base64url");
  const serverPorts = [await freePort(), await freePort()];
  const dataDir = path.join(tmp, "data");
  mkdirSync(dataDir, { recursive: true });
  const serverEnv = (port, seedDemo) => ({
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATABASE_URL: primaryUrl,
    DATABASE_READ_URL: replicaUrl,
    TRUST_PROXY: "127.0.0.1",
    JWT_SECRET,
    APP_URL: publicUrl,
    SEED_DEMO: seedDemo ? "1" : "0",
    // One process per server: two servers are the point here (WEB_CONCURRENCY is tried in npm test).
    WEB_CONCURRENCY: "1",
    WEB_BUILD_DIR: webBuild,
    // One machine: both servers share the upload folder, as several machines share S3.
    DATA_DIR: dataDir,
    METRICS_TOKEN: metricsToken,
    LOG_LEVEL: "warn",
    // Every journey comes from 127.0.0.1 (as in the e2e set-up): per-address limits would trip across them.
    LIMIT_MAIL_PER_ADDRESS: "100000",
    LIMIT_CODE_GUESSES_PER_ADDRESS: "100000",
    LIMIT_LINK_GUESSES_PER_ADDRESS: "100000",
  });
  const startServer = async (i, seedDemo) => {
    const t = Date.now();
    const server = startChild(`server ${i + 1}`, process.execPath, ["--enable-source-maps", path.join(apiBuild, "main.js")], {
      env: serverEnv(serverPorts[i], seedDemo),
      logFile: path.join(logDir, `server-${i + 1}.log`),
    });
    await waitFor200(`http://127.0.0.1:${serverPorts[i]}/ready`, { child: server });
    const ms = Date.now() - t;
    const stages = ["Applying migrations", "Starting the job queue", "Bitmarte is running"]
      .map((stage) => server.marks.find((m) => m.line.includes(stage)))
      .filter(Boolean)
      .map((m) => `${m.line.replace("[bitmarte] ", "").replace(/ at .*|…/, "")} at ${(m.ms / 1000).toFixed(1)} s`);
    return { server, ms, stages: `${stages.join(", ")}, /ready 200 at ${(ms / 1000).toFixed(1)} s` };
  };
  const first = await startServer(0, true);
  say(`server 1 on :${serverPorts[0]} ready in ${(first.ms / 1000).toFixed(1)} s (empty database: migrations, reference and demo data): ${first.stages}`);
  const second = await startServer(1, false);
  say(`server 2 on :${serverPorts[1]} ready in ${(second.ms / 1000).toFixed(1)} s (existing database): ${second.stages}`);
  // Start-up on an existing database, again: server 2 stopped and started (a rolling restart's step).
  await second.server.stop();
  const again = await startServer(1, false);
  say(`server 2 restarted, ready in ${(again.ms / 1000).toFixed(1)} s: ${again.stages}`);
  const startupMs = [second.ms, again.ms];

  // ── 3. nginx in front ───────────────────────────────────────────────────────────────────────────
  step(3, `nginx with deploy/nginx-bitmarte.conf (TLS, forwarded headers) balancing the two servers at ${publicUrl}`);
  const certs = makeCertificates(tmp);
  const nginxDir = path.join(tmp, "nginx");
  for (const d of ["logs", "client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(nginxDir, d), { recursive: true, mode: 0o777 });
  for (const d of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) chmodSync(path.join(nginxDir, d), 0o777);
  const site = nginxSiteForThisMachine(nginxSiteFromGuide(), {
    servers: serverPorts.map((p) => `127.0.0.1:${p}`),
    cert: certs.cert,
    key: certs.key,
    httpsPort,
    httpPort,
  });
  writeFileSync(path.join(nginxDir, "site.conf"), site);
  writeFileSync(
    path.join(nginxDir, "nginx.conf"),
    [
      "# The machine's nginx, with this run's own paths (not the system service).",
      "worker_processes 1;",
      `pid ${nginxDir}/nginx.pid;`,
      `error_log ${nginxDir}/logs/error.log warn;`,
      "events { worker_connections 1024; }",
      "http {",
      `  access_log ${nginxDir}/logs/access.log;`,
      `  client_body_temp_path ${nginxDir}/client_body;`,
      `  proxy_temp_path ${nginxDir}/proxy;`,
      `  fastcgi_temp_path ${nginxDir}/fastcgi;`,
      `  uwsgi_temp_path ${nginxDir}/uwsgi;`,
      `  scgi_temp_path ${nginxDir}/scgi;`,
      "  include site.conf;",
      "}",
      "",
    ].join("\n"),
  );
  const nginxBin = findNginx();
  run(nginxBin, ["-t", "-p", nginxDir, "-c", path.join(nginxDir, "nginx.conf"), "-e", path.join(nginxDir, "logs", "error.log")]);
  const nginx = startChild("nginx", nginxBin, ["-p", nginxDir, "-c", path.join(nginxDir, "nginx.conf"), "-e", path.join(nginxDir, "logs", "error.log"), "-g", "daemon off;"], {
    env: process.env,
    logFile: path.join(logDir, "nginx.log"),
  });
  undo.push(() => {
    for (const f of ["access.log", "error.log"]) if (existsSync(path.join(nginxDir, "logs", f))) cpSync(path.join(nginxDir, "logs", f), path.join(logDir, `nginx-${f}`));
  });
  const ca = readFileSync(certs.ca);
  await waitFor200(`${publicUrl}/ready`, { child: nginx, ca, timeoutMs: 30_000 });
  const redirect = await get(`http://127.0.0.1${httpPort === 80 ? "" : `:${httpPort}`}/`);
  say(`nginx answers ${publicUrl}/ready with 200; plain http answers ${redirect.status} to ${redirect.location}`);

  // ── 4. The journeys through nginx, the replica's lag sampled every second ───────────────────────
  step(4, `browser journeys through nginx: ${journeys.join(", ")}`);
  const lag = { replay: [], bytes: [] };
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      try {
        // replay_lag: from the primary's flush of a write to the replica's applying it (null once idle a while).
        const p = await watcher.query("select extract(epoch from replay_lag)::float8 as replay_lag, pg_wal_lsn_diff(sent_lsn, replay_lsn)::float8 as bytes from pg_stat_replication");
        if (p.rows[0]?.replay_lag != null) lag.replay.push(p.rows[0].replay_lag);
        if (p.rows[0]?.bytes != null) lag.bytes.push(p.rows[0].bytes);
      } catch {
        // a sample missed (the clusters are stopping): the next one counts
      }
      await new Promise((res) => setTimeout(res, 1000));
    }
  })();
  const home = path.join(tmp, "browser-home");
  browserHomeTrusting(home, certs.ca);
  const report = path.join(logDir, "journeys.json");
  const journeysStarted = Date.now();
  const vitest = spawn(
    process.execPath,
    [path.join(root, "node_modules/vitest/vitest.mjs"), "run", "--config", "vitest.e2e.config.ts", ...journeys.map((j) => `e2e/${j}.e2e.test.ts`), "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    {
      cwd: path.join(root, "apps/web"),
      env: { ...process.env, E2E_BASE_URL: publicUrl, WEB_BUILD_DIR: webBuild, HOME: home, NODE_EXTRA_CA_CERTS: certs.ca, NODE_PATH: `${root}/node_modules:${root}/apps/web/node_modules` },
      stdio: "inherit",
    },
  );
  undo.push(
    () =>
      new Promise((resolve) => {
        if (vitest.exitCode !== null || vitest.signalCode !== null) return resolve();
        vitest.once("exit", resolve);
        vitest.kill("SIGTERM");
      }),
  );
  const journeysCode = await new Promise((resolve) => vitest.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  const journeysMs = Date.now() - journeysStarted;
  sampling = false;
  await sampler;

  const results = [];
  try {
    const parsed = JSON.parse(readFileSync(report, "utf8"));
    for (const file of parsed.testResults ?? []) {
      const tests = file.assertionResults ?? [];
      results.push({
        journey: path.basename(file.name).replace(".e2e.test.ts", ""),
        status: file.status,
        passed: tests.filter((t) => t.status === "passed").length,
        failed: tests.filter((t) => t.status === "failed").length,
      });
    }
  } catch {
    // no report (vitest stopped before writing it): the exit code says it all
  }

  // Both servers served the journeys: each one's own count of answered requests.
  const served = [];
  for (const port of serverPorts) {
    const m = await get(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
    const count = m.body
      .split("\n")
      .filter((l) => /^http_requests_total\{/.test(l) || /^bitmarte_http_requests_total\{/.test(l))
      .reduce((sum, l) => sum + Number(l.split(" ").at(-1)), 0);
    served.push(count);
  }

  // ── 5. Figures: /metrics against /health ────────────────────────────────────────────────────────
  step(5, "figures");
  const scrape = async (pathName, headers, n) => {
    const times = [];
    let bytes = 0;
    for (let i = 0; i < n; i++) {
      const r = await get(`http://127.0.0.1:${serverPorts[0]}${pathName}`, { headers });
      if (r.status !== 200) throw new Error(`GET ${pathName} answered ${r.status}`);
      times.push(r.ms);
      bytes = r.body.length;
    }
    return { times, bytes };
  };
  const N = 50;
  await scrape("/health", {}, 5);
  const health = await scrape("/health", {}, N);
  const metrics = await scrape("/metrics", { authorization: `Bearer ${metricsToken}` }, N);
  const noToken = await get(`http://127.0.0.1:${serverPorts[0]}/metrics`);

  console.log("\n[try-topology] ── results");
  console.log(`  journeys (${(journeysMs / 60000).toFixed(1)} min, through nginx at ${publicUrl}):`);
  for (const r of results) console.log(`    ${r.status === "passed" ? "passed" : "FAILED"}  ${r.journey.padEnd(24)} ${r.passed} passed, ${r.failed} failed`);
  for (const j of journeys) if (!results.some((r) => r.journey === j)) console.log(`    FAILED  ${j.padEnd(24)} (no result)`);
  console.log(`  API requests answered by each server (http_requests_total of its /metrics): ${served.join(" and ")}`);
  console.log(`  replica lag (sampled every second for ${(journeysMs / 1000).toFixed(0)} s; ${lag.replay.length} samples while writes were being replayed; apply delay ${APPLY_DELAY}):`);
  console.log(`    primary's replay_lag:     median ${fmt(quantile(lag.replay, 0.5))} s, p95 ${fmt(quantile(lag.replay, 0.95))} s, max ${fmt(Math.max(...lag.replay))} s`);
  console.log(`    WAL sent, not yet applied: median ${fmt(quantile(lag.bytes, 0.5) / 1024, 1)} kB, max ${fmt(Math.max(...lag.bytes) / 1024, 1)} kB`);
  console.log(`  start-up of a production server, to /ready 200: ${(first.ms / 1000).toFixed(1)} s on an empty database; ${startupMs.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(" and ")} on the existing one`);
  console.log(`  /metrics: ${N} scrapes, median ${fmt(quantile(metrics.times, 0.5))} ms, p95 ${fmt(quantile(metrics.times, 0.95))} ms, ${(metrics.bytes / 1024).toFixed(1)} kB each; without the token: ${noToken.status}`);
  console.log(`  /health:  ${N} calls,   median ${fmt(quantile(health.times, 0.5))} ms, p95 ${fmt(quantile(health.times, 0.95))} ms (same server, same run)`);
  console.log(`  machine: ${availableParallelism()} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(" ")} at the end`);
  console.log(`  logs: ${path.relative(root, logDir)}`);

  const failed = journeysCode !== 0 || results.length < journeys.length || results.some((r) => r.status !== "passed");
  return failed ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`\n[try-topology] failed: ${error.stack ?? error.message}`);
  code = 1;
} finally {
  say("stopping nginx, the servers and PostgreSQL, removing the temporary files…");
  await cleanup();
}
process.exit(code);
