import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import path from "node:path";
import { accountEntries, accountGraph } from "./account-graph";
import { readFileSync } from "node:fs";
import { LIGHT_SIGNED_IN_ENTRIES, STOREFRONT_ENTRIES, storefrontGraph, valueImports } from "./storefront-graph";

/** The light signed-in pages with forms (their own `signed-in-forms` file; see clientChunks). */
const LIGHT_SIGNED_IN_FORM_ENTRIES = ["routes/customer/addresses.tsx", "routes/customer/gift-cards.tsx"];
/** Light pages whose forms load only once the page is drawn (the order page's dialogs and review form, checkout's new address). */
const LIGHT_SIGNED_IN_LATER_FORM_ENTRIES = ["routes/customer/order-info.tsx", "routes/customer/checkout.tsx"];

const APP_DIR = path.resolve(import.meta.dirname, "app");

const apiTarget = process.env.API_ORIGIN ?? "http://127.0.0.1:3000";
const proxied = ["/api", "/shipping-api", "/theme-api", "/uploads-files"];

/**
 * Browser chunks: React, React Router and React Query in one "framework" file; what two or more storefront
 * pages share (header, cart button, product cards, ui/light, the light contracts, their icons) in one
 * "storefront" file, with their stylesheet. Left to itself the bundler made ~40 small files for a product page; a phone on a slow
 * network pays for each request. The customer's own pages (cart, checkout, orders, account…) likewise: what
 * two or more of them share and their icons in one "account" file, the component kit (Mantine and the
 * small packages under it) in one "kit" file, the contracts and zod in one "contracts" file; they loaded
 * 60–100 files before. Dashboards keep the default splitting for the rest.
 */
function clientChunks() {
  const graph = storefrontGraph();
  // What the shell (root, header, footer) loads only when asked (the category menu, a signed-in customer's
  // bell) gets a file of its own, so a visitor does not carry it with every page.
  const SHELL: string[] = ["root.tsx", "routes/customer/site-layout.tsx"];
  const shell = storefrontGraph(APP_DIR, SHELL, { lazy: false });
  const whenAsked = (file: string, reached: Set<string>) => !shell.files.has(file) && [...reached].every((entry) => SHELL.includes(entry));
  // What two or more storefront pages share, and the shell every one of them loads (root, header, footer):
  // one JS file and one stylesheet instead of a render-blocking stylesheet per component.
  const entries = new Set(STOREFRONT_ENTRIES.map((entry) => path.join(APP_DIR, entry)));
  const everywhere = (reached: Set<string>) => reached.size >= 2 || reached.has("root.tsx") || reached.has("routes/customer/site-layout.tsx");
  const shared = new Set([...graph.files].filter(([file, reached]) => !entries.has(file) && everywhere(reached) && !whenAsked(file, reached)).map(([file]) => file));
  const account = accountGraph();
  const pages = new Set(accountEntries().map((entry) => path.join(APP_DIR, entry)));
  const accountShared = new Set([...account.files].filter(([file, reached]) => !pages.has(file) && reached.size >= 2).map(([file]) => file));
  // The signed-in pages drawn with ui/light (My orders, Stores I follow) count as account pages for what is
  // shared, but what they load must not sit in the account file (it imports the kit): those few modules and
  // icons get a file of their own.
  const light = storefrontGraph(APP_DIR, LIGHT_SIGNED_IN_ENTRIES);
  // What of the light pages only those with forms (Shipping addresses, Gift cards) load, so My orders and the
  // others do not carry it in the `signed-in` file: what both load (the form kit) in a `signed-in-forms` file;
  // what one of them shares with a Mantine page (its queries) in a file of that page's.
  // The pages whose forms load later (the order page) share the form kit with them, but their first scripts
  // must not grow the `signed-in-forms` file: what they share with a form page goes in a `signed-in-later-forms`
  // file, which they load with their forms.
  const firstFormEntries = new Set<string>(LIGHT_SIGNED_IN_FORM_ENTRIES);
  const formEntries = new Set<string>([...LIGHT_SIGNED_IN_FORM_ENTRIES, ...LIGHT_SIGNED_IN_LATER_FORM_ENTRIES]);
  const onlyForms = [...light.files].filter(([file, reached]) => [...reached].every((entry) => formEntries.has(entry)) && !shared.has(file));
  const formShared = new Set(onlyForms.filter(([, reached]) => [...reached].filter((entry) => firstFormEntries.has(entry)).length >= 2).map(([file]) => file));
  const laterFormShared = new Set(onlyForms.filter(([file, reached]) => reached.size >= 2 && !formShared.has(file)).map(([file]) => file));
  const formPageShared = [...formEntries].map((entry) => ({
    name: `signed-in-${path.basename(entry, ".tsx")}`,
    files: new Set(onlyForms.filter(([file, reached]) => reached.size === 1 && reached.has(entry) && accountShared.has(file)).map(([file]) => file)),
  }));
  const lightShared = new Set(
    [...accountShared].filter((file) => light.files.has(file) && !shared.has(file) && !onlyForms.some(([formFile]) => formFile === file)),
  );
  const lightIcons = new Set(light.packages.get("@tabler/icons-react")?.names ?? []);
  const allAccountIcons = [...(account.packages.get("@tabler/icons-react")?.keys() ?? [])];
  const accountIcons = allAccountIcons.filter((name) => !lightIcons.has(name));
  // The icons two or more storefront pages load (or the shell), and any storefront icon the account pages use
  // too (else the account file would take it and a storefront page would load that file for one icon). One
  // page's own icons (the store header's brand marks) stay with that page.
  const iconPages = new Map<string, Set<string>>();
  for (const [file, reached] of graph.files) {
    if (!/\.tsx?$/.test(file)) continue;
    for (const imported of valueImports(readFileSync(file, "utf8"))) {
      if (imported.spec !== "@tabler/icons-react") continue;
      for (const name of imported.names) iconPages.set(name, new Set([...(iconPages.get(name) ?? []), ...reached]));
    }
  }
  const accountIconNames = new Set(allAccountIcons);
  const icons = [...iconPages].filter(([name, reached]) => everywhere(reached) || accountIconNames.has(name)).map(([name]) => name);
  const storefrontIcon = new RegExp(`icons-react[\\\\/]dist[\\\\/]esm[\\\\/](icons[\\\\/](${icons.join("|") || "-"})|createReactComponent|defaultAttributes)\\.mjs$`);
  const lightContracts = /packages[\\/]contracts[\\/]src[\\/](light|constants|format|storefront-messages|endpoint)\.ts$/;
  // What the light signed-in pages read of the contracts (`@bitmarte/contracts/signed-in`): with their own modules.
  const signedInContracts = /packages[\\/]contracts[\\/]src[\\/](signed-in|signed-in-messages|order-statuses)\.ts$/;
  // The forms' field checks, loaded with the forms (after the page is drawn): with the code that uses them.
  const formContracts = /packages[\\/]contracts[\\/]src[\\/](signed-in-forms|address-checks|gift-card-checks|order-page|cart-checks)\.ts$/;

  // The Mantine components the account pages name, the kit's core, hooks and notifications; what those
  // components use comes along (a group takes in its modules' imports). Dashboards load the rest apart.
  const accountComponents = [...(account.packages.get("@mantine/core")?.keys() ?? [])].filter((name) => /^[A-Z]\w*$/.test(name));
  const kitModule = new RegExp(
    `node_modules[\\\\/]@mantine[\\\\/](core[\\\\/]esm[\\\\/](core|utils)[\\\\/]|core[\\\\/]esm[\\\\/]components[\\\\/](${accountComponents.join("|") || "-"})[\\\\/]|hooks|notifications|form)`,
  );
  const signedInIcon = new RegExp(`icons-react[\\\\/]dist[\\\\/]esm[\\\\/]icons[\\\\/](${[...lightIcons].filter((name) => !icons.includes(name)).join("|") || "-"})\\.mjs$`);
  const accountIcon = new RegExp(`icons-react[\\\\/]dist[\\\\/]esm[\\\\/]icons[\\\\/](${accountIcons.join("|") || "-"})\\.mjs$`);
  // A group takes in what its modules import that no group before it took: the storefront goes first (it
  // imports neither the kit nor zod), then the kit and the contracts, so the account file does not swallow them.
  return {
    groups: [
      {
        name: "framework",
        test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|cookie|set-cookie-parser|turbo-stream)[\\/]|vite[\\/]preload-helper/,
        priority: 20,
      },
      {
        name: "storefront",
        test: (id: string) => shared.has(id.split("?")[0]) || storefrontIcon.test(id) || lightContracts.test(id),
        priority: 15,
      },
      {
        name: "signed-in",
        test: (id: string) => lightShared.has(id.split("?")[0]) || signedInIcon.test(id) || signedInContracts.test(id),
        priority: 14,
      },
      {
        name: "signed-in-forms",
        test: (id: string) => formShared.has(id.split("?")[0]),
        priority: 13,
      },
      {
        name: "signed-in-later-forms",
        test: (id: string) => laterFormShared.has(id.split("?")[0]),
        priority: 13,
      },
      ...formPageShared.map(({ name, files }) => ({ name, test: (id: string) => files.has(id.split("?")[0]), priority: 13 })),
      {
        name: "account",
        test: (id: string) => accountShared.has(id.split("?")[0]) || accountIcon.test(id),
        priority: 9,
      },
      {
        name: "contracts",
        test: (id: string) => /packages[\\/]contracts[\\/]src[\\/]|node_modules[\\/]zod[\\/]/.test(id) && !lightContracts.test(id) && !signedInContracts.test(id) && !formContracts.test(id),
        priority: 11,
      },
      {
        name: "kit",
        test: kitModule,
        priority: 12,
      },
    ],
  };
}

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [reactRouter()],
  // Short class names in production: a home page draws ~800 class attributes, and "_cardImage_l92ov_152"
  // there costs 15 KB of HTML that "_x3Fa9Q" does not.
  css: mode === "production" ? { modules: { generateScopedName: "_[hash:base64:6]" } } : {},
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: clientChunks() } } },
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
  ssr: {
    noExternal: ["@bitmarte/contracts"],
  },
}));
