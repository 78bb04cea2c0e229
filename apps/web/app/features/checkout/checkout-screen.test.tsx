import type { CheckoutStore, CheckoutSummary, CustomerShippingAddress } from "@bitmarte/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useEffect } from "react";
import { Toaster } from "../../ui/light";
import { CheckoutScreen } from "./checkout-screen";

// The page composes the address chooser from the addresses feature (tested there); here a plain one that,
// like it, chooses the default address first.
const ADDRESS_ID = "0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a01";
const OTHER_ID = "0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a02";
const STORE_A = "11111111-1111-4111-8111-111111111111";
const STORE_B = "22222222-2222-4222-8222-222222222222";

function address(id: string, over: Partial<CustomerShippingAddress> = {}): CustomerShippingAddress {
  return {
    id,
    fullName: "Ada Okafor",
    phoneNumber: "08031234567",
    emailAddress: "ada@example.com",
    stateOrRegion: "Lagos",
    city: "Ikeja",
    LGA: null,
    address: "12 Allen Avenue",
    country: "Nigeria",
    default: false,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...over,
  };
}

function Picker({ rows, value, onChange }: { rows: CustomerShippingAddress[]; value: string | null; onChange: (id: string | null) => void }) {
  useEffect(() => {
    if (!value) onChange((rows.find((r) => r.default) ?? rows[0])?.id ?? null);
  }, [rows, value, onChange]);
  return (
    <fieldset>
      <legend>Deliver to</legend>
      {rows.map((r) => (
        <input key={r.id} type="radio" name="addressId" aria-label={r.fullName} checked={value === r.id} onChange={() => onChange(r.id)} />
      ))}
    </fieldset>
  );
}

function store(storeId: string, storeName: string, fee: number, items: { name: string; price: number; quantity: number }[]): CheckoutStore {
  const subtotal = items.reduce((n, i) => n + i.price * i.quantity, 0);
  return {
    storeId,
    storeName,
    items: items.map((i, n) => ({
      cartItemId: `${storeId.slice(0, 8)}-0000-4000-8000-00000000000${n}`,
      productId: `${storeId.slice(0, 8)}-0000-4000-8000-00000000010${n}`,
      variantId: null,
      productName: i.name,
      variant: null,
      quantity: i.quantity,
      unitPrice: i.price,
      discount: 0,
      total: i.price * i.quantity,
    })),
    subtotal,
    discount: 0,
    couponCode: null,
    shipping: { storeId, storeName, zone: "within_lagos", withinLagos: true, vehicleType: "bike", weight: 1, chargeableWeight: 1, fee, discount: 0 },
    total: subtotal + fee,
  };
}

const TWO_STORES: CheckoutSummary = {
  addressId: ADDRESS_ID,
  stores: [store(STORE_A, "Eko Gadget Hub", 1500, [{ name: "Phone case", price: 2500, quantity: 2 }]), store(STORE_B, "Mama Nkechi Kitchen", 2000, [{ name: "Egusi soup", price: 3000, quantity: 1 }])],
  subtotal: 8000,
  discount: 0,
  shippingFeeTotal: 3500,
  giftCardTotal: 0,
  amount: 11500,
  problems: [],
};

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
const ok = (data: unknown) => json(200, { success: true, message: "", data });

type Handler = (url: string, init?: RequestInit) => Promise<Response>;

/** The shipping fees answer with the summary's; the rest as `other`. */
function api(other: Handler): Handler {
  return (url, init) => {
    if (url.includes("/calculate-shipping-fee")) return ok({ shippingFees: TWO_STORES.stores.map((s) => s.shipping), shippingFeeTotal: 3500 });
    return other(url, init);
  };
}

function renderCheckout(addresses: CustomerShippingAddress[], handler: Handler, goToPayment = vi.fn()) {
  const fetchMock = vi.fn((url: string | URL | Request, init?: RequestInit) => handler(String(url), init));
  vi.stubGlobal("fetch", fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const Page = () => (
    <CheckoutScreen goToPayment={goToPayment} renderAddressPicker={(value, onChange) => <Picker rows={addresses} value={value} onChange={onChange} />} />
  );
  const Stub = createRoutesStub([
    { path: "/checkout", Component: Page },
    { path: "/cart", Component: () => <p>Cart page</p> },
  ]);
  render(
    <>
      <QueryClientProvider client={client}>
        <Stub initialEntries={["/checkout"]} />
      </QueryClientProvider>
      <Toaster />
    </>,
  );
  return fetchMock;
}

/** The place order button once it can be used (its code comes after the page's). */
async function placeButton(): Promise<HTMLButtonElement> {
  let button: HTMLButtonElement | undefined;
  await waitFor(() => {
    button = screen.getByRole("button", { name: "Place order and pay" }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
  });
  return button as HTMLButtonElement;
}

function requestBody(fetchMock: ReturnType<typeof renderCheckout>, path: string): unknown {
  const call = fetchMock.mock.calls.find(([url]) => String(url).includes(path));
  if (!call) throw new Error(`No request to ${path}`);
  return JSON.parse(String((call[1] as RequestInit).body));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("CheckoutScreen (ui/light)", () => {
  it("chooses the default address, draws each store's part with its shipping fee, and the totals", async () => {
    const fetchMock = renderCheckout([address(OTHER_ID), address(ADDRESS_ID, { default: true, fullName: "Chidi Eze" })], api(() => ok(TWO_STORES)));
    expect(screen.getByRole("heading", { level: 1, name: "Checkout" })).toBeTruthy();
    const stores = await screen.findAllByTestId("checkout-store");
    expect(stores.map((s) => within(s).getByRole("heading", { level: 3 }).textContent)).toEqual(["Eko Gadget Hub", "Mama Nkechi Kitchen"]);
    expect(within(stores[0]).getByText("Phone case × 2")).toBeTruthy();
    expect(within(stores[0]).getByText("Shipping · bike, 1 kg")).toBeTruthy();
    expect(within(stores[0]).getByText("₦1,500.00")).toBeTruthy();
    expect(within(stores[1]).getByText("₦2,000.00")).toBeTruthy();
    expect(within(screen.getByTestId("checkout-totals")).getByText("₦11,500.00")).toBeTruthy();

    const group = screen.getByRole("group", { name: "Deliver to" });
    expect((within(group).getByRole("radio", { name: "Chidi Eze" }) as HTMLInputElement).checked).toBe(true);
    expect(requestBody(fetchMock, "/simulate-order")).toEqual({ addressId: ADDRESS_ID });

    // The note and payment method come with their own file.
    const payment = await screen.findByRole("group", { name: "Payment method" });
    expect((within(payment).getByRole("radio", { name: "Card" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(payment).getByRole("radio", { name: "USSD" }));
    expect((within(payment).getByRole("radio", { name: "USSD" }) as HTMLInputElement).checked).toBe(true);
  });

  it("says 'Check network connection' when the order cannot reach the server, and the button works again", async () => {
    const fetchMock = renderCheckout(
      [address(ADDRESS_ID, { default: true })],
      api((url) => (url.includes("/create-order") ? Promise.reject(new TypeError("Failed to fetch")) : ok(TWO_STORES))),
    );
    await screen.findAllByTestId("checkout-store");
    fireEvent.change(await screen.findByLabelText("Order note"), { target: { value: "  Call at the gate  " } });
    fireEvent.click(screen.getByRole("radio", { name: "Bank transfer" }));
    fireEvent.click(await placeButton());
    expect((await screen.findByTestId("place-order-error")).textContent).toBe("Check network connection");
    expect(await screen.findByText("Failed to place order", { selector: "[role=alert] span" })).toBeTruthy();
    await placeButton();
    expect(requestBody(fetchMock, "/create-order")).toEqual({ addressId: ADDRESS_ID, orderNote: "Call at the gate", paymentChannel: "bank_transfer" });
  });

  it("goes to the payment page once the order is placed", async () => {
    const goToPayment = vi.fn();
    const placed = { orderName: "BM-1", amount: 11500, payment: { reference: "REF-1", authorizationUrl: "/api/v1/payments/test-gateway/REF-1" }, orders: [{ id: ADDRESS_ID }] };
    renderCheckout(
      [address(ADDRESS_ID, { default: true })],
      api((url) => (url.includes("/create-order") ? json(201, { success: true, message: "", data: placed }) : ok(TWO_STORES))),
      goToPayment,
    );
    await screen.findAllByTestId("checkout-store");
    fireEvent.click(await placeButton());
    await waitFor(() => expect(goToPayment).toHaveBeenCalledWith("/api/v1/payments/test-gateway/REF-1"));
  });

  it("says the order could not be read, and reads it again on Try again", async () => {
    let calls = 0;
    renderCheckout([address(ADDRESS_ID, { default: true })], api(() => (++calls === 1 ? json(503, { success: false, message: "", code: "INTERNAL" }) : ok(TWO_STORES))));
    expect(await screen.findByText("Could not get your cart. Try again later.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Place order and pay" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findAllByTestId("checkout-store")).toHaveLength(2);
  });

  it("points back to the cart when nothing is selected, and asks for an address when there is none", async () => {
    renderCheckout([address(ADDRESS_ID, { default: true })], api(() => ok({ ...TWO_STORES, stores: [], subtotal: 0, shippingFeeTotal: 0, amount: 0 })));
    expect(await screen.findByText("Nothing to check out")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to cart" }).getAttribute("href")).toBe("/cart");
    expect((screen.getByRole("button", { name: "Place order and pay" }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();

    const fetchMock = renderCheckout([], api(() => ok(TWO_STORES)));
    expect(screen.getByText("Your items, delivery fees and totals appear once a delivery address is chosen.")).toBeTruthy();
    expect(screen.getByText("Choose a delivery address to continue.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Place order and pay" }) as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
