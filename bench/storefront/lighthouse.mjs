#!/usr/bin/env node
// Lighthouse (mobile, its default throttling) over the storefront pages: home, a category, a search, a
// product and a store; with --signed-in, also the pages a signed-in customer uses most (cart, checkout,
// orders, an order, account, addresses, gift cards, following), with the demo customer's session cookie in
// the browser. Debian's Chromium; Lighthouse never downloads a browser here.
//   node bench/storefront/lighthouse.mjs [baseURL] [runs] [--signed-in] # default http://127.0.0.1:3000, 1 run per page
// Prints performance and accessibility per page (the median over the runs), the main metrics, and the
// accessibility audits that failed. `apps/web/e2e/lighthouse.e2e.test.ts` runs the same in `npm test`.
import { signedInPages, storefrontPages } from "./budget-lib.mjs";
import { lighthouseTable, runLighthouse } from "./lighthouse-lib.mjs";

const args = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const baseURL = args[0] ?? process.env.BASE_URL ?? "http://127.0.0.1:3000";
const runs = Number(args[1] ?? 1);

const targets = Object.entries(await storefrontPages(baseURL)).map(([name, pagePath]) => ({ name, pagePath }));
let cookie;
if (process.argv.includes("--signed-in")) {
  const signedIn = await signedInPages(baseURL);
  cookie = signedIn.cookie;
  for (const [name, pagePath] of Object.entries(signedIn.pages)) targets.push({ name: `${name} (signed in)`, pagePath, signedIn: true });
}
const rows = await runLighthouse(baseURL, targets, { cookie, runs });
console.log(`Lighthouse mobile, ${runs} run(s) per page, ${baseURL}`);
console.log(lighthouseTable(rows));
for (const r of rows) if (r.finalPath !== new URL(r.pagePath, baseURL).pathname) console.log(`${r.name}: ended at ${r.finalPath}`);
