#!/usr/bin/env node
// Page weight of the pages a signed-in customer uses most (issue 24), with the storefront's measure: the
// demo customer signs in through the API and each page is fetched with the session cookie a browser sends.
//   npm run build -w apps/web && npm start                # in one shell (demo data seeded)
//   node bench/storefront/signed-in.mjs [baseURL]         # default http://127.0.0.1:3000
// Prints one row per page and exits 1 when a page is over budget; --files lists each page's scripts.
import { CLIENT_DIR, kb, measurePage, overBudget, SIGNED_IN_BUDGETS, signedInPages } from "./budget-lib.mjs";

const baseURL = process.argv[2] ?? process.env.BASE_URL ?? "http://127.0.0.1:3000";
const { cookie, pages } = await signedInPages(baseURL);
const failures = [];
const measured = {};
console.log("| page | path | HTML | JS files | JS raw | JS gzip | CSS files | CSS raw | CSS gzip |");
console.log("|:--|:--|--:|--:|--:|--:|--:|--:|--:|");
for (const [name, pagePath] of Object.entries(pages)) {
  const m = await measurePage(baseURL, pagePath, CLIENT_DIR, { cookie });
  measured[name] = m;
  console.log(`| ${name} | ${pagePath.slice(0, 24)} | ${kb(m.html)} | ${m.jsFiles} | ${kb(m.jsRaw)} | ${kb(m.jsGzip)} | ${m.cssFiles} | ${kb(m.cssRaw)} | ${kb(m.cssGzip)} |`);
  if (m.status !== 200) failures.push(`${name}: ${pagePath} answered ${m.status}`);
  failures.push(...overBudget(name, m, SIGNED_IN_BUDGETS[name]));
}
if (process.argv.includes("--files")) for (const [name, m] of Object.entries(measured)) console.log(name, m.js.join(" "));
if (failures.length) {
  console.log(`\nOver budget:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log("\nAll signed-in pages within budget.");
