import type { Page } from "playwright-core";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DEMO_PASSWORD, DESKTOP, MOBILE, waitForStillPage } from "./support/browser";
import { SCREENSHOT_DIR } from "./support/paths";

type Kind = "customer" | "merchant" | "admin";

/** Logs in through the API (for setting up data the journey is not about). */
export async function apiToken(baseURL: string, kind: Kind, email: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/v1/auth/${kind}/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { data: { token: string } };
  return body.data.token;
}

export async function apiCall<T>(baseURL: string, token: string | null, method: string, path: string, body?: unknown): Promise<{ status: number; data: T; message: string }> {
  const res = await fetch(`${baseURL}${path.startsWith("/api") || path.startsWith("/shipping-api") ? path : `/api/v1${path}`}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { "content-type": "application/json" } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json().catch(() => ({}))) as { data: T; message: string };
  return { status: res.status, data: json.data, message: json.message };
}

/** A whole-page screenshot from the top (toasts included), in test-output/screenshots. */
export async function fullShot(page: Page, name: string, full = true): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  if (full) await page.evaluate(() => window.scrollTo(0, 0));
  await waitForStillPage(page);
  // Toasts of earlier steps would cover the page; the journeys check them before the screenshot.
  await page.addStyleTag({ content: ".mantine-Notifications-root { visibility: hidden !important; }" });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: full });
  await page.evaluate(() => {
    for (const style of document.querySelectorAll("style")) {
      if (style.textContent?.includes(".mantine-Notifications-root { visibility")) style.remove();
    }
  });
}

/** Desktop (1280×800) and mobile (390×844) screenshots of the current page: whole page, or the viewport (modals). */
export async function shots(page: Page, name: string, { full = true }: { full?: boolean } = {}): Promise<void> {
  await fullShot(page, `${name}-desktop`, full);
  await page.setViewportSize(MOBILE);
  await fullShot(page, `${name}-mobile`, full);
  await page.setViewportSize(DESKTOP);
}

export function uniqueCode(prefix: string): string {
  return `${prefix}${Date.now().toString(36).toUpperCase().slice(-5)}`;
}

/** Picks an option of a Mantine MultiSelect / Select by typing part of its label. */
export async function pickOption(page: Page, label: string | RegExp, text: string): Promise<void> {
  const input = page.getByRole("textbox", { name: label }).or(page.getByLabel(label)).first();
  await input.click();
  await input.fill(text);
  await page.getByRole("option").filter({ hasText: text }).first().click();
  await page.keyboard.press("Escape");
}

export interface ProductCard {
  id: string;
  name: string;
  storeId: string;
  storeName: string;
  inStock: boolean;
  hasVariants: boolean;
}

export async function listProducts(baseURL: string, query: string): Promise<ProductCard[]> {
  const res = await fetch(`${baseURL}/api/v1/products/customer/getallproducts?${query}`);
  const body = (await res.json()) as { data: { data: ProductCard[] } };
  return body.data.data;
}
