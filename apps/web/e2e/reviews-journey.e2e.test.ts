import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiToken, shots } from "./buying-helpers";
import { deliveredDemoOrder, type PlacedOrder } from "./money-helpers";
import { type BrowserSession, DESKTOP, logIn, openBrowser, visit } from "./support/browser";
import { toast } from "./stores-support";

const COMMENT = "Arrived quickly and works exactly as described";
const REPLY = "Thank you! We pack every order the day it is paid.";

/**
 * Reviews from a delivered order to the product page: the customer reviews the product (stars with the
 * keyboard) and the store from the order page; the rating shows on the product page and in My reviews;
 * the store reads it in its Reviews section; an admin hides it with a reason and it leaves the product page.
 */
describe("reviews: a customer reviews a delivered product, the rating shows, an admin hides it", () => {
  let browser: BrowserSession;
  let baseURL = "";
  let order: PlacedOrder = { id: "", orderName: "" };
  let productId = "";

  async function freshBrowser(): Promise<Page> {
    await browser?.close();
    browser = await openBrowser(DESKTOP);
    return browser.page;
  }

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
    baseURL = browser.baseURL;
    order = await deliveredDemoOrder(baseURL, 1);
    const customer = await apiToken(baseURL, "customer", "customer@bitmarte.test");
    const info = await apiCall<{ orderItems: { productId: string }[] }>(baseURL, customer, "GET", `/ordertracking/customer/order-info/${order.id}`);
    productId = info.data.orderItems[0].productId;
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("the customer writes a review of the item and of the store from the order page", async () => {
    const page = await freshBrowser();
    await logIn(page, "/login", "customer@bitmarte.test");
    await page.waitForURL((url) => url.pathname === "/account");
    await visit(page, `/orders/${order.id}`);
    await page.getByRole("heading", { level: 1, name: order.orderName }).waitFor();
    const item = page.getByTestId("item-review").first();
    await item.getByRole("button", { name: "Write a review" }).click();
    // keyboard: each star is a radio; focus the fourth and press Enter
    await item.getByRole("radio", { name: "4 stars" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(async () => item.getByText("Very good").count(), { timeout: 5000 }).toBe(1);
    await item.getByLabel("Comment (optional)").fill(COMMENT);
    await page.getByTestId("order-reviews").scrollIntoViewIfNeeded();
    await shots(page, "reviews-1-customer-form");
    await item.getByRole("button", { name: "Post review" }).click();
    await toast(page, "Thank you for your review");
    await item.getByTestId("review-written").waitFor();
    await expect.poll(async () => item.getByTestId("review-written").textContent()).toContain(COMMENT);

    const store = page.getByTestId("store-review");
    await store.getByRole("button", { name: "Write a review" }).click();
    await store.getByRole("radio", { name: "5 stars" }).focus();
    await page.keyboard.press("Enter");
    await store.getByRole("button", { name: "Post review" }).click();
    await store.getByTestId("review-written").waitFor();
    await shots(page, "reviews-2-customer-order-reviewed");
    expect(browser.pageErrors).toEqual([]);
  });

  it("the rating shows on the product page, and the review in My reviews", async () => {
    const page = browser.page;
    await visit(page, `/product/${productId}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expect.poll(async () => page.getByTestId("product-rating-average").textContent()).toBe("4.0");
    await expect.poll(async () => page.getByTestId("product-review").first().textContent()).toContain(COMMENT);
    await page.getByRole("link", { name: /4\.0 · 1 review/ }).waitFor();
    await shots(page, "reviews-3-product-page");
    await page.locator("#reviews").scrollIntoViewIfNeeded();
    await shots(page, "reviews-4-product-reviews-section", { full: false });

    // the store page shows the store's rating (its merchant reviews: one of five stars)
    await visit(page, "/storefront/demo-store");
    await page.getByText("5.0 (1)").first().waitFor();
    await shots(page, "reviews-4b-store-page", { full: false });

    await visit(page, "/account");
    await page.getByRole("link", { name: /My reviews/ }).first().click();
    await page.getByRole("heading", { name: "My reviews" }).waitFor();
    await page.getByTestId("my-review").first().waitFor();
    expect(await page.getByTestId("my-review").count()).toBe(2);
    await shots(page, "reviews-5-my-reviews");
    await visit(page, "/account/profile");
    await page.getByTestId("profile-email").waitFor();
    expect(await page.getByTestId("profile-email").textContent()).toBe("customer@bitmarte.test");
    await shots(page, "reviews-6-profile");
    expect(browser.pageErrors).toEqual([]);
  });

  it("the store reads it in its Reviews section and replies; the customer is told and the reply shows on the product page", async () => {
    const page = await freshBrowser();
    await logIn(page, "/merchant/login", "merchant@bitmarte.test");
    await page.waitForURL((url) => url.pathname.startsWith("/merchant") && !url.pathname.endsWith("/login"));
    await visit(page, "/merchant/reviews");
    await page.getByRole("heading", { name: "Reviews" }).first().waitFor();
    await page.getByText(COMMENT).first().waitFor();
    await shots(page, "reviews-7-merchant");

    // The store answers it; the reply shows under the review on the product page and the customer is told.
    // (A retry of this step finds the reply of the first try: it edits it.)
    await page.getByRole("row").filter({ hasText: COMMENT }).first().getByRole("button", { name: /^(Reply to|Edit reply to) / }).click();
    const dialog = page.getByRole("dialog", { name: /^(Reply to this review|Edit your reply)$/ });
    await dialog.waitFor();
    await dialog.getByLabel(/^Your reply/).fill(REPLY);
    await shots(page, "reviews-7a-merchant-reply", { full: false });
    await dialog.getByRole("button", { name: /^(Post|Save) reply$/ }).click();
    await toast(page, /^Reply (posted|updated)$/);
    await page.getByTestId("review-reply").filter({ hasText: REPLY }).first().waitFor();

    await visit(page, `/product/${productId}`);
    await page.getByTestId("product-review-reply").filter({ hasText: REPLY }).first().waitFor();
    await shots(page, "reviews-7b-product-reply");
    const customer = await apiToken(baseURL, "customer", "customer@bitmarte.test");
    // Other journeys tell the same demo customer of their orders meanwhile: look among the unread ones.
    const told = await apiCall<{ rows: { kind: string; link: string | null }[] }>(baseURL, customer, "GET", "/notifications?limit=100&status=unread");
    expect(told.data.rows.filter((n) => n.kind === "review_reply").map((n) => n.link)).toContain(`/product/${productId}`);
    expect(browser.pageErrors).toEqual([]);
  });

  it("an admin hides it with a reason; it leaves the product page and the rating", async () => {
    const page = await freshBrowser();
    await logIn(page, "/admin/login", "admin@bitmarte.test");
    await page.waitForURL((url) => url.pathname.startsWith("/admin") && !url.pathname.endsWith("/login"));
    await visit(page, "/admin/reviews?type=product");
    await page.getByText(COMMENT).first().waitFor();
    await shots(page, "reviews-8-admin-list");
    await page.getByRole("button", { name: /^Hide the review/ }).first().click();
    const dialog = page.getByRole("dialog", { name: "Hide this review?" });
    await dialog.waitFor();
    await dialog.getByLabel(/^Reason/).fill("Contains a phone number");
    await shots(page, "reviews-9-admin-hide", { full: false });
    await dialog.getByRole("button", { name: "Hide review" }).click();
    await page.locator(".mantine-Notification-root").filter({ hasText: "The review is hidden" }).first().waitFor();
    await page.getByTestId("review-row-hidden").first().waitFor();
    await shots(page, "reviews-10-admin-hidden");

    await visit(page, `/product/${productId}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.getByText("No reviews yet").first().waitFor();
    expect(await page.getByText(COMMENT).count()).toBe(0);
    expect(browser.pageErrors).toEqual([]);
  });
});
