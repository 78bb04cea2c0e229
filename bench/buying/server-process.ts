/**
 * One server process of the buying bench: the app as production runs it (one process per core, each with
 * its own pool), listening on a port of its own on 127.0.0.1. Sends its address to the parent when ready
 * answers "cpu" with the CPU time it has used, and closes when the parent says "close".
 */
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { adaptersFromConfig } from "../../apps/api/src/adapters/index.js";
import { buildApp } from "../../apps/api/src/app.js";
import { createDb } from "../../apps/api/src/db/client.js";
import { benchConfig } from "../bench-database.js";

const [url, poolSize] = process.argv.slice(2);
const db = createDb(url, Number(poolSize));
db.$client.on("error", () => {});
const config = benchConfig("production");
const app = await buildApp({ db, config, adapters: adaptersFromConfig(config) });
const base = await app.listen({ port: 0, host: "127.0.0.1" });
process.send?.({ base });
const inspector = new Session();
inspector.connect();
process.on("message", async (message) => {
  // BENCH_PROFILE_DIR: the parent profiles each scenario ("profile" starts, { saveProfile: file } writes it).
  if (message === "profile") {
    await inspector.post("Profiler.enable");
    await inspector.post("Profiler.start");
    process.send?.({ profiling: true });
    return;
  }
  if (typeof message === "object" && message && "saveProfile" in message) {
    const { profile } = await inspector.post("Profiler.stop");
    writeFileSync(String(message.saveProfile), JSON.stringify(profile));
    process.send?.({ saved: true });
    return;
  }
  if (message === "cpu") {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMs: (user + system) / 1000 });
    return;
  }
  if (message !== "close") return;
  await app.close();
  await db.$client.end();
  process.exit(0);
});
