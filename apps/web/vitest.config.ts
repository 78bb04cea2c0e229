import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
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
