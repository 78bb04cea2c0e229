import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";

// Demo accounts share a published password: a production server gets them only when asked.
describe("SEED_DEMO default", () => {
  const seeds = (env: Record<string, string>) => loadConfig(env as NodeJS.ProcessEnv).SEED_DEMO;

  it("is on in development and tests, off in production", () => {
    expect(seeds({})).toBe(true);
    expect(seeds({ NODE_ENV: "development" })).toBe(true);
    expect(seeds({ NODE_ENV: "test" })).toBe(true);
    expect(seeds({ NODE_ENV: "production" })).toBe(false);
  });

  it("follows an explicit setting in every mode", () => {
    expect(seeds({ NODE_ENV: "production", SEED_DEMO: "1" })).toBe(true);
    expect(seeds({ NODE_ENV: "production", SEED_DEMO: "true" })).toBe(true);
    expect(seeds({ NODE_ENV: "development", SEED_DEMO: "0" })).toBe(false);
  });
});
