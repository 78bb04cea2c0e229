#!/usr/bin/env node
// Storefront page weight against its budget. Needs the web build and a running server:
//   npm run build -w apps/web && npm start            # in one shell
//   node bench/storefront/budget.mjs [baseURL]        # default http://127.0.0.1:3000
// Prints one row per page and exits 1 when a page is over budget.
import { BUDGETS, kb, measurePage, overBudget, storefrontPages } from "./budget-lib.mjs";

const baseURL = process.argv[2] ?? process.env.BASE_URL ?? "http://127.0.0.1:3000";
const pages = await storefrontPages(baseURL);
const failures = [];
console.log("| page | path | HTML | JS files | JS raw | JS gzip | CSS files | CSS raw | CSS gzip |");
console.log("|:--|:--|--:|--:|--:|--:|--:|--:|--:|");
for (const [name, pagePath] of Object.entries(pages)) {
  const m = await measurePage(baseURL, pagePath);
  console.log(`| ${name} | ${pagePath.slice(0, 40)} | ${kb(m.html)} | ${m.jsFiles} | ${kb(m.jsRaw)} | ${kb(m.jsGzip)} | ${m.cssFiles} | ${kb(m.cssRaw)} | ${kb(m.cssGzip)} |`);
  if (m.status !== 200) failures.push(`${name}: ${pagePath} answered ${m.status}`);
  failures.push(...overBudget(name, m, BUDGETS[name]));
}
if (process.argv.includes("--files")) for (const name of Object.keys(pages)) console.log(name, (await measurePage(baseURL, pages[name])).js.join(" "));
if (failures.length) {
  console.log(`\nOver budget:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log("\nAll storefront pages within budget.");
