// What a storefront page makes the browser load before it is usable: the server's HTML, the
// JavaScript it starts with (the module script's imports and every modulepreload — the route's
// module, its static imports, the entry and React Router), and its stylesheets. Sizes of the
// files are read from the client build (apps/web/build/client), gzip at level 9.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export const CLIENT_DIR = process.env.WEB_BUILD_DIR
  ? path.resolve(import.meta.dirname, "../..", process.env.WEB_BUILD_DIR, "client")
  : path.resolve(import.meta.dirname, "../../apps/web/build/client");

/**
 * Budgets per storefront page, in bytes (the bench prints KB of 1,024 bytes): the targets of issue 13, initial
 * JS ≤ 150 KB gzip in ≤ 15 files, HTML ≤ 60 KB, CSS ≤ 30 KB gzip. Measured on the demo data: JS 139–146 KB
 * in 9–11 files, HTML 34–54 KB, CSS 7–10 KB (docs/performance.md, "Storefront").
 */
const KB = 1024;
const TARGET = { jsGzip: 150 * KB, jsFiles: 15, cssGzip: 30 * KB, html: 60 * KB };
export const BUDGETS = { home: TARGET, category: TARGET, search: TARGET, product: TARGET, store: TARGET };

const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

/** The URLs of the initial scripts and stylesheets named by a page's HTML. */
export function initialAssets(html) {
  const js = new Set();
  const css = new Set();
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const rel = attr(tag, "rel");
    const href = attr(tag, "href");
    if (!href) continue;
    if (rel === "modulepreload") js.add(href);
    if (rel === "stylesheet") css.add(href.split("#")[0]);
  }
  for (const script of html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? []) {
    const src = attr(script.slice(0, script.indexOf(">") + 1), "src");
    if (src) js.add(src);
    for (const m of script.matchAll(/import\s*(?:[^"'()]*?from\s*)?["']([^"']+\.js)["']/g)) js.add(m[1]);
    for (const m of script.matchAll(/import\(["']([^"']+\.js)["']\)/g)) js.add(m[1]);
  }
  const local = (url) => url.startsWith("/") && !url.startsWith("//");
  return { js: [...js].filter(local), css: [...css].filter(local) };
}

function sizes(urls, clientDir) {
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const body = readFileSync(path.join(clientDir, url.split(/[?#]/)[0]));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { raw, gzip };
}

/** Fetches one page and measures it; `cookie` is sent as the request's Cookie header (a signed-in page). */
export async function measurePage(baseURL, pagePath, clientDir = CLIENT_DIR, { cookie } = {}) {
  const res = await fetch(new URL(pagePath, baseURL), cookie ? { headers: { cookie } } : undefined);
  const html = await res.text();
  const { js, css } = initialAssets(html);
  const jsSize = sizes(js, clientDir);
  const cssSize = sizes(css, clientDir);
  return {
    path: pagePath,
    status: res.status,
    html: Buffer.byteLength(html),
    htmlGzip: gzipSync(html, { level: 9 }).length,
    jsFiles: js.length,
    jsRaw: jsSize.raw,
    jsGzip: jsSize.gzip,
    cssFiles: css.length,
    cssRaw: cssSize.raw,
    cssGzip: cssSize.gzip,
    js,
    css,
  };
}

/** Budget breaches of a measured page, as readable lines (empty when within budget). */
export function overBudget(name, m, budget = BUDGETS[name]) {
  const out = [];
  if (m.jsGzip > budget.jsGzip) out.push(`${name}: initial JS ${m.jsGzip} B gzip > ${budget.jsGzip}`);
  if (m.jsFiles > budget.jsFiles) out.push(`${name}: ${m.jsFiles} initial script files > ${budget.jsFiles}`);
  if (m.cssGzip > budget.cssGzip) out.push(`${name}: CSS ${m.cssGzip} B gzip > ${budget.cssGzip}`);
  if (m.html > budget.html) out.push(`${name}: HTML ${m.html} B > ${budget.html}`);
  return out;
}

/** The storefront pages of a running server: home, a category, a search, a product and a store. */
export async function storefrontPages(baseURL) {
  const home = await (await fetch(new URL("/", baseURL))).text();
  const product = home.match(/href="(\/product\/[0-9a-f-]{36})"/)?.[1];
  const category = home.match(/href="(\/category\/[^"?#]+)"/)?.[1];
  const list = await (await fetch(new URL("/api/v1/products?limit=1", baseURL))).json().catch(() => null);
  const productPath = product ?? (list?.data?.items?.[0] ? `/product/${list.data.items[0].id}` : null);
  const productHtml = productPath ? await (await fetch(new URL(productPath, baseURL))).text() : "";
  const store = productHtml.match(/href="(\/storefront\/[^"?#]+)"/)?.[1] ?? "/storefront/demo-store";
  return {
    home: "/",
    category: category ?? "/search?q=a",
    search: "/search?q=shirt",
    product: productPath ?? "/product/unknown",
    store,
  };
}

/**
 * Budgets of the pages a signed-in customer uses most (issue 24): every one draws with ui/light and meets
 * the storefront's own target (their forms' dialogs, checks, the gift card list and checkout's store parts
 * load after the page is drawn).
 */
export const SIGNED_IN_BUDGETS = {
  cart: TARGET,
  checkout: TARGET,
  orders: TARGET,
  order: TARGET,
  account: TARGET,
  addresses: TARGET,
  giftCards: TARGET,
  following: TARGET,
};

export const DEMO_CUSTOMER = { email: "customer@bitmarte.test", password: "Bitmarte#2026" };

/**
 * Signs the demo customer in through the API and names the signed-in pages: cart, checkout, orders, one
 * order (their newest, when they have one), account, addresses, gift cards and following. `cookie` is what the browser
 * sends with each page request after logging in.
 */
export async function signedInPages(baseURL, { email, password } = DEMO_CUSTOMER) {
  const login = await fetch(new URL("/api/v1/auth/customer/login", baseURL), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const token = (await login.json().catch(() => null))?.data?.token;
  if (!token) throw new Error(`Could not sign in ${email} at ${baseURL} (HTTP ${login.status})`);
  const orders = await fetch(new URL("/api/v1/ordertracking/customer/orders?limit=1", baseURL), { headers: { authorization: `Bearer ${token}` } });
  const firstOrder = (await orders.json().catch(() => null))?.data?.rows?.[0];
  return {
    token,
    cookie: `bitmarte_customer_token=${encodeURIComponent(token)}`,
    pages: {
      cart: "/cart",
      checkout: "/checkout",
      orders: "/orders",
      // An account without orders still measures the order page's scripts (it says the order was not found).
      order: `/orders/${firstOrder?.id ?? "00000000-0000-4000-8000-000000000000"}`,
      account: "/account",
      addresses: "/addresses",
      giftCards: "/gift-cards",
      following: "/following",
    },
  };
}

export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
