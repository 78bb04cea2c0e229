import type { CartItem, CartState } from "@bitmarte/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../ui/light";
import { cartKeys } from "./cart-count.queries";
import { CartScreen } from "./cart-screen";
import { GuestCartScreen } from "./guest-cart-screen";

const STORE_A = "11111111-1111-4111-8111-111111111111";
const STORE_B = "22222222-2222-4222-8222-222222222222";

function item(id: string, storeId: string, over: Partial<CartItem> = {}): CartItem {
  return {
    id,
    productId: "0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a01",
    variantId: null,
    productName: `Product ${id.slice(0, 4)}`,
    hostedImages: [],
    storeId,
    storeName: storeId === STORE_A ? "Eko Gadget Hub" : "Mama Nkechi Kitchen",
    quantity: 1,
    selected: true,
    pricing: { sellingPrice: 1000, price: 1000 },
    productVariant: null,
    unitPrice: 1000,
    lineTotal: 1000,
    available: 5,
    weight: 1,
    ...over,
  };
}

const SHIRT = item("a0000000-0000-4000-8000-000000000001", STORE_A, {
  productName: "Ankara shirt",
  variantId: "c0000000-0000-4000-8000-000000000001",
  productVariant: { id: "c0000000-0000-4000-8000-000000000001", sku: "SH-M-RED", size: "M", color: "Red", discount: 10, quantity: 4 },
  pricing: { sellingPrice: 5000, price: 5000 },
  unitPrice: 4500,
  lineTotal: 9000,
  quantity: 2,
});
const SOUP = item("b0000000-0000-4000-8000-000000000001", STORE_B, { productName: "Egusi soup" });

function cartState(items: CartItem[]): CartState {
  return {
    cartItemsList: items,
    subtotal: 10000,
    discount: 0,
    shippingFees: [],
    shippingFeeTotal: 0,
    giftCardTotal: 0,
    cartTotal: 10000,
    weight: 3,
    appliedDiscountCodes: [],
    appliedGiftCards: [],
    selectedShippingAddress: null,
    merchantAddresses: [],
  };
}

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));

function renderPage(screenElement: React.ReactNode, fetchImpl: (url: string, init?: RequestInit) => Promise<Response>, cart?: CartState) {
  const fetchMock = vi.fn((url: string | URL | Request, init?: RequestInit) => fetchImpl(String(url), init));
  vi.stubGlobal("fetch", fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  if (cart) client.setQueryData(cartKeys.cart(), cart);
  const Stub = createRoutesStub([
    { path: "/cart", Component: () => screenElement },
    { path: "/login", Component: () => <p>Login page</p> },
  ]);
  render(
    <>
      <QueryClientProvider client={client}>
        <Stub initialEntries={["/cart"]} />
      </QueryClientProvider>
      <Toaster />
    </>,
  );
  return fetchMock;
}

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

/** The boxes' reads (offers, applied gift cards) answer empty; everything else as `other`. */
const withEmptyBoxes = (other: (url: string, init?: RequestInit) => Promise<Response>) => (url: string, init?: RequestInit) => {
  if (url.includes("/coupon/getallcoupons/customers") || url.includes("/giftcards/applied")) return json(200, { success: true, message: "", data: [] });
  return other(url, init);
};

describe("CartScreen (ui/light)", () => {
  it("draws each store with its lines, every line's size and colour, and the summary", async () => {
    renderPage(<CartScreen />, withEmptyBoxes(() => json(500, {})), cartState([SHIRT, SOUP]));
    expect(screen.getByRole("heading", { level: 1, name: "Your cart" })).toBeTruthy();
    expect(screen.getByText("3 items from 2 stores. Only selected items are checked out.")).toBeTruthy();
    const stores = screen.getAllByTestId("cart-store");
    expect(stores.map((s) => within(s).getByRole("heading", { level: 2 }).textContent)).toEqual(["Eko Gadget Hub", "Mama Nkechi Kitchen"]);
    const shirt = screen.getAllByTestId("cart-line")[0];
    expect(within(shirt).getByText("M · Red")).toBeTruthy();
    expect(within(shirt).getByTestId("cart-quantity").textContent).toBe("2");
    expect(within(shirt).getByRole("button", { name: "Decrease quantity of Ankara shirt" })).toBeTruthy();
    // The summary and the code boxes come with their own file.
    expect(await screen.findByRole("link", { name: "Proceed to checkout" })).toBeTruthy();
    expect(await screen.findByRole("form", { name: "Apply a coupon" })).toBeTruthy();
    expect(screen.getByRole("form", { name: "Apply a gift card" })).toBeTruthy();
  });

  it("says 'Check network connection' when a change cannot reach the server, and the buttons work again", async () => {
    renderPage(<CartScreen />, withEmptyBoxes(() => Promise.reject(new TypeError("Failed to fetch"))), cartState([SHIRT]));
    const increase = screen.getByRole("button", { name: "Increase quantity of Ankara shirt" });
    fireEvent.click(increase);
    expect(await screen.findByText("Check network connection", { selector: "[role=alert] span" })).toBeTruthy();
    await waitFor(() => expect((increase as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByTestId("cart-quantity").textContent).toBe("2");
  });

  it("says why a coupon code is not valid before sending it", async () => {
    const fetchMock = renderPage(<CartScreen />, withEmptyBoxes(() => json(500, {})), cartState([SHIRT]));
    const form = await screen.findByRole("form", { name: "Apply a coupon" });
    fireEvent.change(within(form).getByLabelText("Coupon code"), { target: { value: "a!" } });
    fireEvent.click(within(form).getByRole("button", { name: "Apply" }));
    expect(await within(form).findByText("Coupon codes have at least 3 characters")).toBeTruthy();
    expect(within(form).getByLabelText("Coupon code").getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("apply-coupon"))).toBe(false);
  });

  it("offers to try again when the cart cannot be read", async () => {
    let calls = 0;
    renderPage(<CartScreen />, withEmptyBoxes(() => (++calls === 1 ? Promise.reject(new TypeError("offline")) : json(200, { success: true, message: "", data: { cartItemsData: cartState([]) } }))));
    const failure = await screen.findByText("Check network connection", { selector: "p" });
    fireEvent.click(within(failure.closest("[role=alert]") as HTMLElement).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Your cart is empty")).toBeTruthy();
  });
});

describe("GuestCartScreen (ui/light)", () => {
  it("says the products could not be read, and reads them again on Try again", async () => {
    window.localStorage.setItem("bitmarte.guestCart", JSON.stringify([{ productId: SOUP.productId, quantity: 2 }]));
    let calls = 0;
    const card = { id: SOUP.productId, name: "Egusi soup", storeName: "Mama Nkechi Kitchen", hostedImages: [], pricing: { sellingPrice: 1500 } };
    renderPage(<GuestCartScreen />, () => (++calls === 1 ? json(503, { success: false, message: "", code: "INTERNAL" }) : json(200, { success: true, message: "", data: [card] })));
    expect(await screen.findByText("Could not get products. Try again later.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect((await screen.findByTestId("guest-subtotal")).textContent).toBe("₦3,000.00");
    expect(screen.getByRole("link", { name: "Log in to check out" }).getAttribute("href")).toBe("/login?redirectTo=%2Fcart");
  });
});
