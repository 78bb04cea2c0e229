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
export function measurePage(baseURL: string, pagePath: string, clientDir?: string): Promise<PageWeight>;
export function overBudget(name: StorefrontPage, m: PageWeight, budget?: PageBudget): string[];
export function storefrontPages(baseURL: string): Promise<Record<StorefrontPage, string>>;
export function kb(n: number): string;
