import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiToken, fullShot, listProducts, shots } from "./buying-helpers";
import { type BrowserSession, DESKTOP, logIn, MOBILE, openBrowser, visit } from "./support/browser";

interface PlacedOrder {
  id: string;
  orderName: string;
  orderNumber: string;
}

/**
 * The delivery chain after payment, for every role: the merchant accepts, packs and prints a packing
 * slip; the customer cancels an order the store has not accepted; the admin filters, assigns to a
 * dispatcher, sets the phone and makes a new token; the control tower moves live; the scheduler
 * assigns in bulk; the dispatcher delivers with the customer's token on a phone; a shipping partner
 * accepts and delivers (when partners can be listed); the customer sees the delivered order.
 */
describe("fulfilment: from a paid order to a delivered one", () => {
  let browser: BrowserSession;
  let baseURL = "";
  let customer = "";
  let merchant = "";
  let admin = "";
  /** A: merchant accepts and packs in the browser; B: for a partner; C: scheduler's bulk assign; D: customer cancels; E: merchant cancels. */
  const orders: Record<"A" | "B" | "C" | "D" | "E", PlacedOrder> = {} as never;
  let partnersListed = false;
  /** The partner step's assignment is made once: a retry of that step finds the order assigned already. */
  let assignedToPartner = false;
  let demoProductId = "";

  async function paidOrder(productId: string): Promise<PlacedOrder> {
    const cart = await apiCall<{ cartItemsData: { cartItemsList: { id: string }[] } }>(baseURL, customer, "GET", "/cart/get-cart");
    for (const item of cart.data?.cartItemsData.cartItemsList ?? []) {
      await apiCall(baseURL, customer, "DELETE", "/cart/remove-cart", { cartItemId: item.id });
    }
    const added = await apiCall(baseURL, customer, "POST", "/cart/add-cart", { productId, quantity: 1 });
    expect(added.status, added.message).toBeLessThan(300);
    const addresses = await apiCall<{ rows: { id: string }[] }>(baseURL, customer, "GET", "/customershippingaddress");
    const addressId = addresses.data.rows[0]?.id;
    const res = await fetch(`${baseURL}/api/v1/ordertracking/create-order`, {
      method: "POST",
      headers: { authorization: `Bearer ${customer}`, "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
      body: JSON.stringify({ addressId, paymentChannel: "card" }),
    });
    const placed = (await res.json()) as { data: { orders: PlacedOrder[]; payment: { reference: string } | null } };
    expect(res.status).toBeLessThan(300);
    if (placed.data.payment) {
      const paid = await apiCall(baseURL, null, "POST", `/payments/test-gateway/${placed.data.payment.reference}`, { outcome: "success" });
      expect(paid.status, paid.message).toBeLessThan(300);
      await apiCall(baseURL, customer, "POST", "/transactions/customer/transaction", { reference: placed.data.payment.reference });
    }
    return placed.data.orders[0] as PlacedOrder;
  }

  const move = (token: string, order: PlacedOrder, status: string) =>
    apiCall(baseURL, token, "PATCH", `/ordertracking/update-order-status/${order.id}`, { status });

  async function freshBrowser(viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
    await browser?.close();
    browser = await openBrowser(viewport);
    return browser.page;
  }

  const statusBadge = (page: Page) => page.getByTestId("order-status");
  const counts = { pending: 0, readyToShip: 0, adminReadyToShip: 0 };

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
    baseURL = browser.baseURL;
    customer = await apiToken(baseURL, "customer", "customer@bitmarte.test");
    merchant = await apiToken(baseURL, "merchant", "merchant@bitmarte.test");
    admin = await apiToken(baseURL, "admin", "admin@bitmarte.test");
    const address = await apiCall(baseURL, customer, "POST", "/customershippingaddress", {
      fullName: "Ada Okafor",
      phoneNumber: "08031234567",
      emailAddress: "customer@bitmarte.test",
      stateOrRegion: "Lagos",
      city: "Ikeja",
      address: "12 Allen Avenue, Ikeja",
      default: true,
    });
    expect(address.status, address.message).toBe(201);
    const store = await apiCall<{ store: { id: string } }>(baseURL, null, "GET", "/stores/demo-store");
    const products = (await listProducts(baseURL, `storeId=${store.data.store.id}&inStock=true&limit=50&sortBy=price_asc`)).filter((p) => !p.hasVariants);
    demoProductId = products[0].id;
    for (const [i, key] of (["A", "B", "C", "D", "E"] as const).entries()) orders[key] = await paidOrder(products[i % products.length].id);
    // B and C are packed already; B waits for a partner, C for the scheduler.
    for (const o of [orders.B, orders.C]) {
      expect((await move(merchant, o, "confirmed")).status).toBe(200);
      expect((await move(merchant, o, "ready_to_ship")).status).toBe(200);
    }
    partnersListed = (await apiCall(baseURL, admin, "GET", "/partners?status=approved")).status === 200;
    // Other journeys share the server and may leave orders of the Demo Store behind: count what is there.
    const countOf = async (token: string, path: string) => (await apiCall<{ count: number }>(baseURL, token, "GET", path)).data.count;
    counts.pending = await countOf(merchant, "/ordertracking/merchant/orders?status=pending&limit=1");
    counts.readyToShip = await countOf(merchant, "/ordertracking/merchant/orders?status=ready_to_ship&limit=1");
    counts.adminReadyToShip = await countOf(admin, "/ordertracking/admin/orders?status=ready_to_ship&limit=1");
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("the merchant sees new orders by status, accepts one, packs it and prints its packing slip", async () => {
    const page = browser.page;
    await logIn(page, "/merchant/login", "merchant@bitmarte.test");
    await page.waitForURL((url) => url.pathname === "/merchant");
    await page.getByRole("link", { name: "Orders" }).first().click();
    await page.getByRole("heading", { level: 1, name: "Orders" }).waitFor();
    await page.getByTestId(`order-row-${orders.A.orderNumber}`).first().waitFor();
    await expect.poll(async () => (await page.getByTestId("tab-pending").textContent()) ?? "").toMatch(new RegExp(`Pending\\s*${counts.pending}$`));
    await expect.poll(async () => (await page.getByTestId("tab-ready_to_ship").textContent()) ?? "").toMatch(new RegExp(`Ready to ship\\s*${counts.readyToShip}$`));
    await shots(page, "fulfilment-merchant-orders");

    // The Pending tab keeps its place in the address.
    await page.getByTestId("tab-pending").click();
    await page.waitForURL((url) => url.searchParams.get("status") === "pending");
    await expect.poll(() => page.locator("[data-testid^=order-row-]").count()).toBe(Math.min(counts.pending, 20));

    await page.getByRole("link", { name: orders.A.orderNumber }).first().click();
    await page.getByRole("heading", { level: 1, name: orders.A.orderNumber }).waitFor();
    // Only the moves the server allows: accept or cancel; nothing about shipping yet.
    await page.getByRole("button", { name: "Accept order" }).waitFor();
    expect(await page.getByRole("button", { name: "Mark ready to ship" }).count()).toBe(0);
    await page.getByRole("button", { name: "Accept order" }).click();
    await expect.poll(async () => statusBadge(page).textContent()).toBe("Confirmed");
    await page.getByRole("button", { name: "Mark ready to ship" }).click();
    await expect.poll(async () => statusBadge(page).textContent()).toBe("Ready to ship");
    await page.getByText("The store packed the order; it is ready to ship").waitFor();
    await shots(page, "fulfilment-merchant-order");

    await page.getByRole("link", { name: "Packing slip" }).click();
    await page.getByTestId("qr-code").waitFor();
    expect(await page.getByTestId("packing-slip").textContent()).toContain(orders.A.orderNumber);
    await shots(page, "fulfilment-packing-slip");
    // Printing shows only the slip.
    await page.emulateMedia({ media: "print" });
    expect(await page.locator(".mantine-AppShell-navbar").isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Print" }).isVisible()).toBe(false);
    await fullShot(page, "fulfilment-packing-slip-print");
    await page.emulateMedia({ media: "screen" });

    // Cancelling asks for a reason the customer will read.
    await visit(page, `/merchant/orders/${orders.E.id}`);
    await page.getByRole("button", { name: "Cancel order" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Cancel order" }).click();
    await dialog.getByText("Give a reason for cancelling").waitFor();
    await dialog.getByLabel(/Reason for cancelling/).fill("Out of stock in this colour");
    await dialog.getByRole("button", { name: "Cancel order" }).click();
    await expect.poll(async () => statusBadge(page).textContent()).toBe("Cancelled");
    await page.getByText(/Out of stock in this colour/).first().waitFor();
    expect(browser.pageErrors).toEqual([]);
  });

  it("the customer follows an order and cancels one the store has not accepted", async () => {
    const page = await freshBrowser();
    await logIn(page, "/login", "customer@bitmarte.test");
    await page.waitForURL((url) => url.pathname === "/account");
    await visit(page, `/orders/${orders.D.id}`);
    await page.getByTestId("tracking-steps").waitFor();
    await page.getByRole("button", { name: "Cancel order" }).waitFor();
    await shots(page, "fulfilment-customer-order-pending");
    await page.getByRole("button", { name: "Cancel order" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(/Reason for cancelling/).fill("Ordered the wrong size");
    await dialog.getByRole("button", { name: "Cancel order" }).click();
    await expect.poll(async () => statusBadge(page).textContent()).toBe("Cancelled");
    // A cancelled order offers nothing more.
    await expect.poll(() => page.getByRole("button", { name: "Cancel order" }).count()).toBe(0);
    expect(browser.pageErrors).toEqual([]);
  });

  it("the admin filters orders, assigns one to a dispatcher, sets the phone and sends a new token", async () => {
    const page = await freshBrowser();
    await logIn(page, "/admin/login", "admin@bitmarte.test");
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.getByRole("link", { name: "Orders" }).first().click();
    await page.getByRole("heading", { level: 1, name: "Orders" }).waitFor();
    await page.getByTestId(`order-row-${orders.A.orderNumber}`).first().waitFor();
    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: /^Ready to ship/ }).click();
    await page.waitForURL((url) => url.searchParams.get("status") === "ready_to_ship");
    // B, C and A (packed by the store above), with whatever other journeys left packed.
    await expect.poll(() => page.locator("[data-testid^=order-row-]").count()).toBe(Math.min(counts.adminReadyToShip + 1, 20));
    await shots(page, "fulfilment-admin-orders");

    await page.getByRole("link", { name: orders.A.orderNumber }).first().click();
    await page.getByRole("heading", { level: 1, name: orders.A.orderNumber }).waitFor();
    await page.getByRole("button", { name: "Assign to a dispatcher" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("combobox", { name: "Dispatcher" }).click();
    await page.getByRole("option", { name: /Musa Ibrahim/ }).click();
    await dialog.getByRole("button", { name: "Assign" }).click();
    await expect.poll(async () => statusBadge(page).textContent()).toBe("Assigned to dispatcher");
    await page.getByTestId("assignment").filter({ hasText: "Bitmarte dispatcher" }).waitFor();

    await page.getByLabel("Phone the customer can call").fill("0809 555 0101");
    await page.getByRole("button", { name: "Save phone" }).click();
    await page.getByText("Dispatcher phone number saved").first().waitFor();

    await page.getByRole("button", { name: "Make a new delivery token" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Make new token" }).click();
    await page.getByText(/A new token was sent to/).waitFor();
    await shots(page, "fulfilment-admin-order");
    expect(browser.pageErrors).toEqual([]);
  });

  it("the control tower counts orders per status and moves when an order moves", async () => {
    const page = browser.page;
    await visit(page, "/admin/control-tower");
    await page.getByTestId("live-state").filter({ hasText: "Live" }).waitFor();
    const tile = page.getByTestId("tile-ready_to_ship");
    const count = async () => Number(((await tile.textContent()) ?? "").replace(/\D+/g, " ").trim().split(" ")[0]);
    await expect.poll(count).toBe(2);
    await shots(page, "fulfilment-control-tower");
    // A new order is paid and the store accepts it: the tiles and the feed move without a reload.
    const confirmed = page.getByTestId("tile-confirmed");
    const confirmedCount = async () => Number(((await confirmed.textContent()) ?? "").replace(/\D+/g, " ").trim().split(" ")[0]);
    const before = await confirmedCount();
    const extra = await paidOrder(demoProductId);
    expect((await move(merchant, extra, "confirmed")).status).toBe(200);
    await page.getByRole("link", { name: extra.orderNumber }).first().waitFor({ timeout: 20_000 });
    await expect.poll(confirmedCount, { timeout: 20_000 }).toBe(before + 1);
    expect(browser.pageErrors).toEqual([]);
  });

  it("the scheduler assigns the waiting orders to a dispatcher in bulk", async () => {
    const page = await freshBrowser();
    await logIn(page, "/admin/login", "scheduler@bitmarte.test");
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.getByRole("link", { name: "Dispatch" }).first().click();
    await page.getByRole("heading", { level: 1, name: "Dispatch" }).waitFor();
    await page.getByTestId(`queue-row-${orders.C.orderNumber}`).first().waitFor();
    await page.getByTestId("dispatcher-dispatcher@bitmarte.test").waitFor();
    await page.getByRole("checkbox", { name: `Select ${orders.C.orderNumber}` }).first().check();
    await page.getByRole("combobox", { name: "Assign to" }).click();
    await page.getByRole("option", { name: /Musa Ibrahim/ }).click();
    await shots(page, "fulfilment-dispatch");
    await page.getByRole("button", { name: "Assign 1 order" }).click();
    await page.getByText("1 order assigned").first().waitFor();
    await expect.poll(() => page.getByTestId(`queue-row-${orders.C.orderNumber}`).count()).toBe(0);
    expect(browser.pageErrors).toEqual([]);
  });

  it("the dispatcher picks up, sets off and delivers with the customer's token, on a phone", async () => {
    const page = await freshBrowser(MOBILE);
    await logIn(page, "/admin/login", "dispatcher@bitmarte.test");
    await page.waitForURL((url) => url.pathname === "/admin");
    await visit(page, "/admin/deliveries");
    await page.getByTestId(`field-order-${orders.A.orderNumber}`).waitFor();
    await page.getByTestId(`field-order-${orders.C.orderNumber}`).waitFor();
    await fullShot(page, "fulfilment-dispatcher-orders-mobile");
    await page.getByTestId(`field-order-${orders.A.orderNumber}`).click();
    await page.getByRole("heading", { level: 1, name: orders.A.orderNumber }).waitFor();
    await page.getByRole("link", { name: /Call the customer/ }).waitFor();
    expect(await page.getByRole("link", { name: /Call the store/ }).getAttribute("href")).toMatch(/^tel:\+?\d+$/);
    await fullShot(page, "fulfilment-dispatcher-order-mobile");

    await page.getByRole("button", { name: "Mark picked up" }).click();
    await expect.poll(async () => statusBadge(page).textContent()).toBe("Picked up");
    await page.getByRole("button", { name: "Mark in transit" }).click();
    await expect.poll(async () => statusBadge(page).textContent()).toBe("In transit");

    await page.getByRole("button", { name: "Deliver with token" }).click();
    const dialog = page.getByRole("dialog");
    const field = dialog.getByLabel(/Customer's delivery token/);
    await field.fill("12ab");
    expect(await field.inputValue()).toBe("12");
    await field.fill("000000");
    await dialog.getByRole("button", { name: "Confirm delivery" }).click();
    await dialog.getByText(/Token is not valid/).waitFor();
    await fullShot(page, "fulfilment-dispatcher-token-mobile", false);
    const info = await apiCall<{ orderDeliveryToken: string | null }>(baseURL, customer, "GET", `/ordertracking/customer/order-info/${orders.A.id}`);
    expect(info.data.orderDeliveryToken).toMatch(/^\d{6}$/);
    await field.fill(info.data.orderDeliveryToken ?? "");
    await dialog.getByRole("button", { name: "Confirm delivery" }).click();
    await expect.poll(async () => statusBadge(page).textContent()).toBe("Delivered");
    await page.getByTestId("no-actions").waitFor();
    expect(browser.pageErrors).toEqual([]);
  });

  it("a shipping partner accepts, picks up and delivers an assigned order", async (context) => {
    if (!partnersListed) context.skip("GET /partners is not implemented yet");
    const partners = await apiCall<{ rows: { id: string; shippingCompany: string }[] }>(baseURL, admin, "GET", "/partners?status=approved");
    const swift = partners.data.rows[0];
    if (!assignedToPartner) {
      expect((await apiCall(baseURL, admin, "PATCH", `/ordertracking/assign-to-partner/${orders.B.id}`, { partnerId: swift.id })).status).toBe(200);
      assignedToPartner = true;
    }
    const page = await freshBrowser(MOBILE);
    await logIn(page, "/shipping-partner/login", "partner@bitmarte.test");
    await page.waitForURL((url) => url.pathname === "/shipping-partner");
    // Found by its number: journeys run before this one may have given the partner a page of newer orders.
    await page.getByLabel("Search", { exact: true }).fill(orders.B.orderNumber);
    await page.getByTestId(`field-order-${orders.B.orderNumber}`).click();
    await page.getByRole("heading", { level: 1, name: orders.B.orderNumber }).waitFor();
    await page.getByRole("button", { name: "Decline" }).waitFor();
    await fullShot(page, "fulfilment-partner-order-mobile");
    await page.getByRole("button", { name: "Accept delivery" }).click();
    await expect.poll(async () => statusBadge(page).textContent()).toBe("Accepted by shipping partner");
    await page.getByRole("button", { name: "Mark picked up" }).click();
    await expect.poll(async () => statusBadge(page).textContent()).toBe("Picked up");
    await page.getByRole("button", { name: "Mark in transit" }).click();
    await expect.poll(async () => statusBadge(page).textContent()).toBe("In transit");
    const info = await apiCall<{ orderDeliveryToken: string | null }>(baseURL, customer, "GET", `/ordertracking/customer/order-info/${orders.B.id}`);
    await page.getByRole("button", { name: "Deliver with token" }).click();
    await page.getByRole("dialog").getByLabel(/Customer's delivery token/).fill(info.data.orderDeliveryToken ?? "");
    await page.getByRole("dialog").getByRole("button", { name: "Confirm delivery" }).click();
    await expect.poll(async () => statusBadge(page).textContent()).toBe("Delivered");
    expect(browser.pageErrors).toEqual([]);
  });

  it("the customer sees the delivered order with the rider's phone", async () => {
    const page = await freshBrowser();
    await logIn(page, "/login", "customer@bitmarte.test");
    await page.waitForURL((url) => url.pathname === "/account");
    await visit(page, `/orders/${orders.A.id}`);
    await expect.poll(async () => statusBadge(page).textContent()).toBe("Delivered");
    await page.getByTestId("dispatch-phone").filter({ hasText: "0809" }).waitFor();
    expect(await page.locator("[data-state=current]").textContent()).toContain("Delivered");
    await shots(page, "fulfilment-customer-order-delivered");
    expect(browser.pageErrors).toEqual([]);
  });
});
