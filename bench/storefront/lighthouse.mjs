#!/usr/bin/env node
// Lighthouse (mobile, its default throttling) over the storefront pages: home, a category, a search, a
// product and a store; with --signed-in, also the pages a signed-in customer uses most (cart, checkout,
// orders, an order, account, addresses, gift cards, following), fetched with the demo customer's session
// cookie. Debian's Chromium; Lighthouse never downloads a browser here.
//   npm --prefix bench/storefront ci                                   # once: installs lighthouse for this bench only
//   node bench/storefront/lighthouse.mjs [baseURL] [runs] [--signed-in] # default http://127.0.0.1:3000, 1 run per page
// Prints performance and accessibility per page (the median over the runs), the main metrics, and the
// accessibility audits that failed.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { signedInPages, storefrontPages } from "./budget-lib.mjs";

const args = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const baseURL = args[0] ?? process.env.BASE_URL ?? "http://127.0.0.1:3000";
const runs = Number(args[1] ?? 1);
const withSignedIn = process.argv.includes("--signed-in");
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/** Each page to run, with the request headers it needs (the session cookie for a signed-in page). */
const targets = Object.entries(await storefrontPages(baseURL)).map(([name, pagePath]) => ({ name, pagePath, headers: undefined }));
if (withSignedIn) {
  const { cookie, pages } = await signedInPages(baseURL);
  for (const [name, pagePath] of Object.entries(pages)) targets.push({ name: `${name} (signed in)`, pagePath, headers: { Cookie: cookie } });
}
const chrome = await launch({ chromePath: "/usr/bin/chromium", chromeFlags: FLAGS });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
try {
  for (const { name, pagePath, headers } of targets) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const r = await lighthouse(new URL(pagePath, baseURL).href, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
        extraHeaders: headers,
      });
      results.push(r.lhr);
    }
    const score = (cat) => median(results.map((lhr) => Math.round((lhr.categories[cat].score ?? 0) * 100)));
    const metric = (id) => median(results.map((lhr) => lhr.audits[id].numericValue ?? 0));
    const last = results[results.length - 1];
    const failed = Object.values(last.audits)
      .filter((a) => a.score !== null && a.score < 1 && last.categories.accessibility.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0))
      .map((a) => a.id);
    rows.push({
      name,
      pagePath,
      performance: score("performance"),
      accessibility: score("accessibility"),
      fcp: metric("first-contentful-paint"),
      lcp: metric("largest-contentful-paint"),
      tbt: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift"),
      bytes: metric("total-byte-weight"),
      failed,
    });
  }
} finally {
  chrome.kill();
}
console.log(`Lighthouse mobile, ${runs} run(s) per page, ${baseURL}`);
console.log("| page | performance | accessibility | first paint | largest paint | blocking | layout shift | transferred | accessibility audits failed |");
console.log("|:--|--:|--:|--:|--:|--:|--:|--:|:--|");
for (const r of rows) {
  console.log(`| ${r.name} | ${r.performance} | ${r.accessibility} | ${(r.fcp / 1000).toFixed(1)} s | ${(r.lcp / 1000).toFixed(1)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${Math.round(r.bytes / 1024)} KiB | ${r.failed.join(", ") || "—"} |`);
}
