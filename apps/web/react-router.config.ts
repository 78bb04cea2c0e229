import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // WEB_BUILD_DIR (absolute) lets a second build sit beside the default one; the API serves the same setting.
  buildDirectory: process.env.WEB_BUILD_DIR ?? "build",
} satisfies Config;
