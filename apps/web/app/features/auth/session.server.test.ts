import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionFromRequest } from "./session.server";

const customer = {
  id: "0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a02",
  firstName: "Ada",
  lastName: "Obi",
  email: "customer@bitmarte.test",
  category: "customer",
  role: "customer",
  storeId: null,
  storeName: null,
  isRegisteredBusiness: false,
  image: null,
  lastLogin: null,
  permissions: [],
};
const cartData = { cartItemsList: [{ id: "line-1", quantity: 2 }] };

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const ok = (data: unknown) => json(200, { success: true, message: "ok", data });

/** The API as the page render calls it: GET /auth/userdata and GET /cart/get-cart. */
function stubApi(answers: { user: () => Response | Promise<Response>; cart: () => Response | Promise<Response> }) {
  const calls: { url: string; authorization: string | undefined }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, authorization: (init.headers as Record<string, string>).Authorization });
      return url.includes("/auth/userdata") ? answers.user() : answers.cart();
    }),
  );
  return calls;
}

const page = (path: string, cookie?: string) => new Request(`http://shop.test${path}`, { headers: cookie ? { cookie } : {} });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("sessionFromRequest", () => {
  it("reads the customer and the cart with the cookie's token", async () => {
    const calls = stubApi({ user: () => ok(customer), cart: () => ok({ cartItemsData: cartData }) });
    const session = await sessionFromRequest(page("/cart", "theme=x; bitmarte_customer_token=tok%2Ben"));
    expect(session).toEqual({ user: customer, cart: cartData });
    expect(calls.map((c) => c.url.replace(/^https?:\/\/[^/]+/, "")).sort()).toEqual(["/api/v1/auth/userdata", "/api/v1/cart/get-cart"]);
    expect(calls.every((c) => c.authorization === "Bearer tok+en")).toBe(true);
  });

  it("asks nothing without the customer's cookie, or on another area's page", async () => {
    const calls = stubApi({ user: () => ok(customer), cart: () => ok({ cartItemsData: cartData }) });
    expect(await sessionFromRequest(page("/cart"))).toBeNull();
    expect(await sessionFromRequest(page("/cart", "bitmarte_merchant_token=tok"))).toBeNull();
    expect(await sessionFromRequest(page("/merchant/orders", "bitmarte_customer_token=tok"))).toBeNull();
    expect(calls).toEqual([]);
  });

  it("leaves the session to the browser when the API refuses the token or fails", async () => {
    stubApi({ user: () => json(401, { success: false, message: "Please log in to continue", code: "UNAUTHENTICATED" }), cart: () => ok({ cartItemsData: cartData }) });
    expect(await sessionFromRequest(page("/orders", "bitmarte_customer_token=tok"))).toBeNull();
    stubApi({ user: () => Promise.reject(new TypeError("fetch failed")), cart: () => ok({ cartItemsData: cartData }) });
    expect(await sessionFromRequest(page("/orders", "bitmarte_customer_token=tok"))).toBeNull();
  });

  it("refuses a token of another kind of user", async () => {
    stubApi({ user: () => ok({ ...customer, category: "merchant", role: "merchant" }), cart: () => ok({ cartItemsData: cartData }) });
    expect(await sessionFromRequest(page("/account", "bitmarte_customer_token=tok"))).toBeNull();
  });

  it("still knows the customer when only the cart could not be read", async () => {
    stubApi({ user: () => ok(customer), cart: () => json(500, { success: false, message: "Internal server error", code: "INTERNAL" }) });
    expect(await sessionFromRequest(page("/account", "bitmarte_customer_token=tok"))).toEqual({ user: customer, cart: null });
  });
});
