// Lighthouse (mobile, its default throttling) over pages of a running server, in Debian's Chromium
// (Lighthouse never downloads a browser here). Shared by the bench (`lighthouse.mjs`) and the browser
// journey that runs in `npm test` (`apps/web/e2e/lighthouse.e2e.test.ts`).
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";

const FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A run that did not trace the page (no first paint: Lighthouse's own time-outs on a busy machine) is run again, twice at most. */
async function measureOnce(browser, url, signedIn) {
  let lhr;
  for (let attempt = 0; attempt < 3; attempt++) {
    // Signed out pages run in a browser without the cookie: a second, clean context.
    const context = signedIn ? browser.defaultBrowserContext() : await browser.createBrowserContext();
    const page = await context.newPage();
    try {
      const r = await lighthouse(
        url,
        { output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"], blockedUrlPatterns: ["*/notifications/live"] },
        undefined,
        page,
      );
      lhr = r.lhr;
    } finally {
      await page.close();
      if (!signedIn) await context.close();
    }
    if (!lhr.runtimeError && (lhr.audits["first-contentful-paint"]?.numericValue ?? 0) > 0) break;
  }
  return lhr;
}

/**
 * Runs Lighthouse `runs` times on each target and gives the medians. A target with `signedIn` is loaded
 * with the session cookie in the browser (as after a login: the page reads it, not only the server), and
 * its live notification stream is left out: it stays open for as long as the page does, and Lighthouse
 * waits for the network to go quiet.
 * @param {string} baseURL
 * @param {{ name: string; pagePath: string; signedIn?: boolean }[]} targets
 * @param {{ cookie?: string; runs?: number }} options `cookie`: `name=value` of the session cookie
 */
export async function runLighthouse(baseURL, targets, { cookie, runs = 1 } = {}) {
  const browser = await puppeteer.launch({ executablePath: "/usr/bin/chromium", args: FLAGS, headless: true });
  const rows = [];
  try {
    if (cookie) {
      const at = cookie.indexOf("=");
      await browser.setCookie({ name: cookie.slice(0, at), value: cookie.slice(at + 1), domain: new URL(baseURL).hostname, path: "/" });
    }
    for (const { name, pagePath, signedIn } of targets) {
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await measureOnce(browser, new URL(pagePath, baseURL).href, signedIn));
      const score = (cat) => median(results.map((lhr) => Math.round((lhr.categories[cat].score ?? 0) * 100)));
      const metric = (id) => median(results.map((lhr) => lhr.audits[id]?.numericValue ?? 0));
      const last = results[results.length - 1];
      const failed = Object.values(last.audits)
        .filter((a) => a.score !== null && a.score < 1 && last.categories.accessibility.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0))
        .map((a) => a.id);
      rows.push({
        name,
        pagePath,
        finalPath: new URL(last.finalDisplayedUrl).pathname,
        runtimeError: last.runtimeError?.message ?? null,
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
    await browser.close();
  }
  return rows;
}

/** The rows as a Markdown table. */
export function lighthouseTable(rows) {
  const lines = [
    "| page | performance | accessibility | first paint | largest paint | blocking | layout shift | transferred | accessibility audits failed |",
    "|:--|--:|--:|--:|--:|--:|--:|--:|:--|",
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.name} | ${r.performance} | ${r.accessibility} | ${(r.fcp / 1000).toFixed(1)} s | ${(r.lcp / 1000).toFixed(1)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${Math.round(r.bytes / 1024)} KiB | ${r.failed.join(", ") || "—"} |`,
    );
  }
  return lines.join("\n");
}
