#!/usr/bin/env node
// How soon the signed-in customer's pages are ready on a slow phone, beside the storefront's home page:
// Chromium (Debian's, through playwright-core) at 390×844 with DevTools' Fast 3G (1.6 Mbps down, 750 kbps
// up, 150 ms round trip) and the CPU slowed 4×, no cache, the demo customer's session cookie set. For each
// page, from the start of the navigation (the page's own clock): first contentful paint, and "ready" —
// hydrated, its heading in the page and no full-screen restore spinner (read when the waits end,
// so a little late).
//   node bench/storefront/signed-in-ready.mjs [baseURL] [runs]     # default http://127.0.0.1:3000, 1 run
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { signedInPages } from "./budget-lib.mjs";

const baseURL = process.argv[2] ?? process.env.BASE_URL ?? "http://127.0.0.1:3000";
const runs = Number(process.argv[3] ?? 1);
const FAST_3G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"];

async function once(pagePath, token) {
  const profile = mkdtempSync(path.join(tmpdir(), "bitmarte-bench-"));
  const context = await chromium.launchPersistentContext(profile, { executablePath: "/usr/bin/chromium", headless: true, args: ARGS, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  try {
    const url = new URL(baseURL);
    await context.addCookies([{ name: "bitmarte_customer_token", value: encodeURIComponent(token), domain: url.hostname, path: "/", sameSite: "Lax" }]);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(() => {
      const w = window;
      w.__paint = { fcp: null };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (e.name === "first-contentful-paint") w.__paint.fcp = e.startTime;
      }).observe({ type: "paint", buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", FAST_3G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(new URL(pagePath, baseURL).href, { waitUntil: "commit" });
    await page.locator("html[data-hydrated='true']").waitFor({ state: "attached", timeout: 90_000 });
    await page.locator("main h1").first().waitFor({ state: "attached", timeout: 90_000 });
    await page.getByTestId("full-screen-spinner").waitFor({ state: "detached", timeout: 90_000 });
    // Read at once after the wait (a few ms of polling late at most).
    const ready = await page.evaluateHandle(() => performance.now());
    return { ready: await ready.jsonValue(), fcp: await page.evaluate(() => window.__paint.fcp) };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const { token, pages } = await signedInPages(baseURL);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`Fast 3G + 4× CPU slowdown, 390×844, signed in, ${runs} run(s) per page, ${baseURL}`);
console.log("| page | first paint | ready |");
console.log("|:--|--:|--:|");
for (const [name, pagePath] of Object.entries({ home: "/", ...pages })) {
  // An account without orders has no order page to wait for.
  if (pagePath.includes("00000000-0000")) continue;
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await once(pagePath, token));
  const s = (ms) => (ms === null || ms === undefined ? "—" : `${(ms / 1000).toFixed(2)} s`);
  console.log(`| ${name} | ${s(median(results.map((r) => r.fcp ?? Number.NaN)))} | ${s(median(results.map((r) => r.ready)))} |`);
}
