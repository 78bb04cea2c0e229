import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

const apiTarget = process.env.API_ORIGIN ?? "http://127.0.0.1:3000";
const proxied = ["/api", "/shipping-api", "/theme-api", "/uploads-files"];

export default defineConfig({
  plugins: [reactRouter()],
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
  ssr: {
    noExternal: ["@bitmarte/contracts"],
  },
});
