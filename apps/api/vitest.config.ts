import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    globalSetup: ["./test/global-setup.ts"],
    pool: "forks",
    maxWorkers: 2,
    // Limits that catch a hang, not a slow machine: CI often runs while the machine is busy (load 15+),
    // where a test that takes 5 s alone can take a minute.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    reporters: ["default"],
  },
});
