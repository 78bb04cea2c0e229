import { expect } from "vitest";
import { apiCall, apiToken, listProducts } from "./buying-helpers";

export interface PlacedOrder {
  id: string;
  orderName: string;
}

export const DAY_MS = 86_400_000;
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function ok(res: Promise<{ status: number; message: string }>, what: string) {
  const r = await res;
  expect(r.status, `${what}: ${r.message}`).toBeLessThan(300);
}

/** The demo customer's default delivery address in Surulere (added again harmlessly). */
export async function ensureCustomerAddress(baseURL: string, customer: string): Promise<void> {
  await apiCall(baseURL, customer, "POST", "/customershippingaddress", {
    fullName: "Ngozi Obi",
    phoneNumber: "08035550101",
    emailAddress: "customer@bitmarte.test",
    stateOrRegion: "Lagos",
    city: "Surulere",
    address: "7 Adeniran Ogunsanya Street, Surulere",
    default: true,
  });
}

/**
 * A paid order of `quantity` units of a Demo Store product (the dearest without variants), carried to
 * delivered through the API: the store confirms and packs, an admin assigns the demo dispatcher, who
 * picks it up and delivers it with the customer's token. Tokens are taken now (the dev clock may move).
 */
export async function deliveredDemoOrder(baseURL: string, quantity = 1): Promise<PlacedOrder> {
  const customer = await apiToken(baseURL, "customer", "customer@bitmarte.test");
  const merchant = await apiToken(baseURL, "merchant", "merchant@bitmarte.test");
  const admin = await apiToken(baseURL, "admin", "admin@bitmarte.test");
  await ensureCustomerAddress(baseURL, customer);
  const cart = await apiCall<{ cartItemsData: { cartItemsList: { id: string }[] } }>(baseURL, customer, "GET", "/cart/get-cart");
  for (const item of cart.data?.cartItemsData.cartItemsList ?? []) await apiCall(baseURL, customer, "DELETE", "/cart/remove-cart", { cartItemId: item.id });
  const store = await apiCall<{ store: { id: string } }>(baseURL, null, "GET", "/stores/demo-store");
  const product = (await listProducts(baseURL, `storeId=${store.data.store.id}&inStock=true&limit=50&sortBy=price_desc`)).find((p) => !p.hasVariants);
  await ok(apiCall(baseURL, customer, "POST", "/cart/add-cart", { productId: product?.id, quantity }), "add to cart");
  const addresses = await apiCall<{ rows: { id: string }[] }>(baseURL, customer, "GET", "/customershippingaddress");
  const res = await fetch(`${baseURL}/api/v1/ordertracking/create-order`, {
    method: "POST",
    headers: { authorization: `Bearer ${customer}`, "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
    body: JSON.stringify({ addressId: addresses.data.rows[0]?.id, paymentChannel: "card" }),
  });
  const placed = (await res.json()) as { data: { orders: PlacedOrder[]; payment: { reference: string } | null } };
  expect(res.status).toBeLessThan(300);
  if (placed.data.payment) {
    await ok(apiCall(baseURL, null, "POST", `/payments/test-gateway/${placed.data.payment.reference}`, { outcome: "success" }), "pay");
    await apiCall(baseURL, customer, "POST", "/transactions/customer/transaction", { reference: placed.data.payment.reference });
  }
  const order = placed.data.orders[0];
  const move = (token: string, status: string) => apiCall(baseURL, token, "PATCH", `/ordertracking/update-order-status/${order.id}`, { status });
  await ok(move(merchant, "confirmed"), "confirm");
  await ok(move(merchant, "ready_to_ship"), "pack");
  const riders = await apiCall<{ id: string; email: string }[]>(baseURL, admin, "GET", "/ordertracking/dispatchers");
  const rider = riders.data.find((d) => d.email === "dispatcher@bitmarte.test") ?? riders.data[0];
  await ok(apiCall(baseURL, admin, "PATCH", `/ordertracking/assign-to-dispatcher/${order.id}`, { dispatcherId: rider.id }), "assign");
  const dispatcher = await apiToken(baseURL, "admin", rider.email);
  await ok(move(dispatcher, "picked_up"), "pick up");
  await ok(move(dispatcher, "in_transit"), "in transit");
  const info = await apiCall<{ orderDeliveryToken: string }>(baseURL, customer, "GET", `/ordertracking/customer/order-info/${order.id}`);
  await ok(apiCall(baseURL, dispatcher, "POST", `/ordertracking/convert-token/${order.id}`, { token: info.data.orderDeliveryToken }), "deliver");
  return order;
}

/** Moves the server's development clock past the return window and completes what is due. */
export async function closeReturnWindow(baseURL: string): Promise<void> {
  expect((await apiCall(baseURL, null, "POST", "/dev/clock", { advanceHours: 7 * 24 + 1 })).status).toBe(200);
  expect((await apiCall(baseURL, null, "POST", "/dev/jobs/run", { name: "fulfilment.complete" })).status).toBe(200);
}
