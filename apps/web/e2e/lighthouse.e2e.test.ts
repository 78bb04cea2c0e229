import { describe, expect, it } from "vitest";
import { signedInPages, storefrontPages } from "../../../bench/storefront/budget-lib.mjs";
import { lighthouseTable, runLighthouse } from "../../../bench/storefront/lighthouse-lib.mjs";
import { deliveredDemoOrder } from "./money-helpers";
import { serverOfThisWorker } from "./support/browser";

// Lighthouse (mobile) over the storefront pages and the pages a signed-in customer uses most, signed in
// with the session cookie in the browser (issue 24). Accessibility must be 100 on every page, and each
// signed-in page must stay itself (not end at the login page). Performance depends on how busy the
// machine is, so it is printed, not checked: the figures are a bench's (`bench/storefront/lighthouse.mjs`,
// docs/performance.md).
describe("Lighthouse on the storefront and the signed-in pages", () => {
  it("scores accessibility 100 on every page, signed-in pages drawn signed in", async () => {
    const baseURL = serverOfThisWorker();
    await deliveredDemoOrder(baseURL);
    const signedIn = await signedInPages(baseURL);
    const targets = [
      ...Object.entries(await storefrontPages(baseURL)).map(([name, pagePath]) => ({ name, pagePath })),
      ...Object.entries(signedIn.pages).map(([name, pagePath]) => ({ name: `${name} (signed in)`, pagePath, signedIn: true })),
    ];
    const rows = await runLighthouse(baseURL, targets, { cookie: signedIn.cookie });
    console.info(lighthouseTable(rows));
    for (const row of rows) {
      expect(row.runtimeError, row.name).toBeNull();
      expect(row.finalPath, row.name).toBe(new URL(row.pagePath, baseURL).pathname);
      expect({ page: row.name, accessibility: row.accessibility, failed: row.failed }).toEqual({ page: row.name, accessibility: 100, failed: [] });
    }
  }, 600_000);
});
