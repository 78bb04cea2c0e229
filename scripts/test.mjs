// `npm test`: type-checks, then runs every suite (unit, API integration on a real PostgreSQL, web
// unit, browser journeys in Chromium) and ends with one line over all of them: `N passed, N failed`.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { installedMajors, startSystemPostgres } from "./system-postgres.mjs";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "test-output");
mkdirSync(out, { recursive: true });
const only = process.argv.slice(2);

const suites = [
  { name: "contracts", cwd: "packages/contracts", args: ["vitest", "run"] },
  { name: "api", cwd: "apps/api", args: ["vitest", "run"] },
  // The API's integration tests again on the machine's own PostgreSQL when it is older than the
  // embedded one (Debian's 15; managed services still run 15 and 16): every module's migrations and queries.
  { name: "api-system-pg", cwd: "apps/api", args: ["vitest", "run", "src/modules", "src/http", "src/seed"], systemPostgres: true },
  { name: "web", cwd: "apps/web", args: ["vitest", "run"] },
  // Every page a journey shows is checked with axe-core and serious or critical WCAG 2.2 AA violations
  // fail the journey file (E2E_AXE=report only prints them; off skips the checks).
  { name: "e2e", cwd: "apps/web", args: ["vitest", "run", "--config", "vitest.e2e.config.ts"], needsBuild: true, env: { E2E_AXE: process.env.E2E_AXE ?? "enforce" } },
].filter((s) => only.length === 0 || only.includes(s.name));

// The project brings its own Node (devDependencies "node"), first on the PATH of every npm script.
console.log(`node ${process.version}`);

let passed = 0;
let failed = 0;
let broken = false;
// Every failed test by name, printed again just above the summary line: CI keeps only the end of the log.
const failures = [];

function firstLine(text) {
  return (text ?? "").split("\n").find((l) => l.trim() !== "")?.trim().slice(0, 400) ?? "";
}

function run(cmd, args, cwd, env = {}) {
  const r = spawnSync(cmd, args, { cwd: path.join(root, cwd), stdio: "inherit", env: { ...process.env, FORCE_COLOR: "0", ...env } });
  return r.status ?? 1;
}

if (only.length === 0 || only.includes("typecheck")) {
  console.log("\n=== typecheck ===");
  if (run("npm", ["run", "typecheck"], ".") !== 0) {
    failed += 1;
    broken = true;
    console.log("typecheck failed");
  } else passed += 1;
}

for (const suite of suites) {
  if (suite.needsBuild) {
    console.log("\n=== web build ===");
    if (run("npm", ["run", "build", "-w", "apps/web"], ".") !== 0) {
      failed += 1;
      broken = true;
      continue;
    }
  }
  let env = suite.env ?? {};
  let stopServer = () => {};
  if (suite.systemPostgres) {
    const major = installedMajors().find((m) => m < 17);
    if (!major || process.env.DATABASE_URL) {
      console.log(`\n=== ${suite.name}: skipped (${process.env.DATABASE_URL ? "DATABASE_URL is set" : "no PostgreSQL older than 17 installed: apt-get install postgresql"}) ===`);
      continue;
    }
    try {
      const server = startSystemPostgres({ major, dir: path.join(out, `system-pg-${process.pid}`), port: 56000 + (process.pid % 1000) });
      env = { DATABASE_URL: server.url };
      stopServer = server.stop;
      console.log(`\n=== ${suite.name} (PostgreSQL ${major}) ===`);
    } catch (err) {
      console.log(`\n=== ${suite.name}: could not start PostgreSQL ${major}: ${err.message} ===`);
      failed += 1;
      broken = true;
      continue;
    }
  } else console.log(`\n=== ${suite.name} ===`);
  const report = path.join(out, `vitest-${suite.name}.json`);
  const status = run("npx", [...suite.args, "--reporter=default", "--reporter=json", `--outputFile=${report}`], suite.cwd, env);
  stopServer();
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, "utf8"));
    passed += r.numPassedTests ?? 0;
    failed += r.numFailedTests ?? 0;
    // A suite that failed to load counts as a failure even when no test inside ran.
    const suiteErrors = (r.testResults ?? []).filter((f) => f.status === "failed" && (f.assertionResults ?? []).every((a) => a.status !== "failed")).length;
    failed += suiteErrors;
    for (const file of r.testResults ?? []) {
      const where = path.relative(root, file.name ?? "");
      const failedTests = (file.assertionResults ?? []).filter((a) => a.status === "failed");
      for (const a of failedTests) failures.push(`${suite.name}: ${where} > ${a.fullName}\n    ${firstLine(a.failureMessages?.[0])}`);
      if (file.status === "failed" && failedTests.length === 0) failures.push(`${suite.name}: ${where} did not load\n    ${firstLine(file.message)}`);
    }
    if (status !== 0 && r.numFailedTests === 0 && suiteErrors === 0) {
      failed += 1;
      broken = true;
    }
  } else if (status !== 0) {
    failed += 1;
    broken = true;
  }
}

if (failures.length > 0) {
  console.log("\n=== failed ===");
  for (const f of failures) console.log(f);
}
console.log("");
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || broken ? 1 : 0);
