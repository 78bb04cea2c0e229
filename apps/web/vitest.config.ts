import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Renders under jsdom take seconds on a loaded machine (CI runs on a busy one): wait for the state, not 5 s.
    testTimeout: 30_000,
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["app/**/*.test.ts"],
          exclude: ["e2e/**", "node_modules/**", "build/**"],
        },
      },
      {
        plugins: [react()],
        test: {
          name: "components",
          environment: "jsdom",
          include: ["app/**/*.test.tsx"],
          exclude: ["e2e/**", "node_modules/**", "build/**"],
        },
      },
    ],
  },
});
