export interface PageBudget {
  jsGzip: number;
  jsFiles: number;
  cssGzip: number;
  html: number;
}
export interface PageWeight {
  path: string;
  status: number;
  html: number;
  htmlGzip: number;
  jsFiles: number;
  jsRaw: number;
  jsGzip: number;
  cssFiles: number;
  cssRaw: number;
  cssGzip: number;
  js: string[];
  css: string[];
}
export type StorefrontPage = "home" | "category" | "search" | "product" | "store";
export const CLIENT_DIR: string;
export const BUDGETS: Record<StorefrontPage, PageBudget>;
export function initialAssets(html: string): { js: string[]; css: string[] };
export function measurePage(baseURL: string, pagePath: string, clientDir?: string, init?: { cookie?: string }): Promise<PageWeight>;
export function overBudget(name: string, m: PageWeight, budget?: PageBudget): string[];
export type SignedInPage = "cart" | "checkout" | "orders" | "order" | "account" | "addresses" | "giftCards" | "following";
export const SIGNED_IN_BUDGETS: Record<SignedInPage, PageBudget>;
export const DEMO_CUSTOMER: { email: string; password: string };
export function signedInPages(
  baseURL: string,
  account?: { email: string; password: string },
): Promise<{ token: string; cookie: string; pages: Record<SignedInPage, string> }>;
export function storefrontPages(baseURL: string): Promise<Record<StorefrontPage, string>>;
export function kb(n: number): string;
