import { defineConfig } from "vitest/config";
import { e2eServerCount } from "./e2e/support/global-setup";

const servers = e2eServerCount();

export default defineConfig({
  test: {
    name: "e2e",
    environment: "node",
    include: ["e2e/**/*.e2e.test.ts"],
    globalSetup: ["e2e/support/global-setup.ts"],
    setupFiles: ["e2e/support/accessibility-setup.ts"],
    // A ceiling that catches a hang, not a slow machine: each wait has its own 30 s, and a step of many
    // waits took 39 s to over 90 s with three suites' journeys on 2 cores (load 24–32).
    testTimeout: 300_000,
    hookTimeout: 150_000,
    // One worker per server (E2E_SERVERS, 2 by default): two journeys at a time, each alone on its server.
    fileParallelism: servers > 1,
    maxWorkers: servers,
    // One more try for a journey step that lost a race with the browser; a real break fails twice.
    retry: 1,
    // expect.poll waits for a state: 1 s (vitest's default) is a timing a busy machine breaks.
    expect: { poll: { timeout: 30_000, interval: 250 } },
  },
});
