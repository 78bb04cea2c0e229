#!/usr/bin/env node
// How soon a product page is usable on a slow phone: Chromium (Debian's, through playwright-core) with
// DevTools' network throttling at Fast 3G (1.6 Mbps down, 750 kbps up, 150 ms round trip) and the CPU
// slowed 4×, no cache. For each run it reports, from the start of the navigation:
//   - first contentful paint and largest contentful paint (the product's content on screen);
//   - the time "Add to cart" first worked: the bench clicks it as soon as it is on the page and again
//     until the item is in the (guest) cart, and takes the page's own clock at that moment.
// Needs the web build and a running server (npm start); usage:
//   node bench/storefront/interactive.mjs [baseURL] [runs]       # default http://127.0.0.1:3000, 5 runs
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";

const baseURL = process.argv[2] ?? process.env.BASE_URL ?? "http://127.0.0.1:3000";
const runs = Number(process.argv[3] ?? 5);
const FAST_3G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"];

/** A product whose Add to cart needs no option chosen first (a sold-out one or one with variants would not do). */
async function pickProduct() {
  const home = await (await fetch(new URL("/", baseURL))).text();
  const paths = [...new Set([...home.matchAll(/href="(\/product\/[0-9a-f-]{36})"/g)].map((m) => m[1]))];
  for (const p of paths) {
    const html = await (await fetch(new URL(p, baseURL))).text();
    const button = html.match(/<button[^>]*data-testid="add-to-cart"[^>]*>/)?.[0];
    if (button && !/\sdisabled/.test(button)) return p;
  }
  throw new Error("No product on the home page can be added to the cart without choosing options");
}

async function once(productPath) {
  const profile = mkdtempSync(path.join(tmpdir(), "bitmarte-bench-"));
  const context = await chromium.launchPersistentContext(profile, { executablePath: "/usr/bin/chromium", headless: true, args: ARGS, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(() => {
      const w = window;
      w.__paint = { fcp: null, lcp: null, added: null };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (e.name === "first-contentful-paint") w.__paint.fcp = e.startTime;
      }).observe({ type: "paint", buffered: true });
      new PerformanceObserver((list) => {
        const entries = list.getEntries();
        w.__paint.lcp = entries[entries.length - 1].startTime;
      }).observe({ type: "largest-contentful-paint", buffered: true });
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key, value) {
        if (w.__paint.added === null && /cart/i.test(key) && value && value !== "[]") w.__paint.added = performance.now();
        return setItem.call(this, key, value);
      };
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", FAST_3G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(new URL(productPath, baseURL).href, { waitUntil: "commit" });
    const button = page.getByTestId("add-to-cart");
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      await button.click({ timeout: 30_000 }).catch(() => {});
      if (await page.evaluate(() => window.__paint.added !== null).catch(() => false)) break;
      await page.waitForTimeout(100);
    }
    await page.waitForLoadState("load");
    await page.waitForTimeout(500);
    return await page.evaluate(() => window.__paint);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const productPath = await pickProduct();
console.log(`product page ${productPath}, Fast 3G + 4× CPU slowdown, ${runs} runs`);
const results = [];
for (let i = 0; i < runs; i++) {
  const r = await once(productPath);
  results.push(r);
  console.log(`run ${i + 1}: first paint ${ms(r.fcp)}, largest paint ${ms(r.lcp)}, Add to cart worked at ${ms(r.added)}`);
}
const median = (xs) => {
  const s = xs.filter((x) => x !== null).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : null;
};
console.log(`median: first paint ${ms(median(results.map((r) => r.fcp)))}, largest paint ${ms(median(results.map((r) => r.lcp)))}, Add to cart worked at ${ms(median(results.map((r) => r.added)))}`);

function ms(x) {
  return x === null || x === undefined ? "never" : `${(x / 1000).toFixed(2)} s`;
}
