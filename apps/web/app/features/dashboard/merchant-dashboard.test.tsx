import type { MerchantDashboard } from "@bitmarte/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithMantine } from "../../test/render";
import { MerchantToday, MerchantTodayPanel } from "./merchant-dashboard";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const busyStore: MerchantDashboard = {
  store: {
    storeName: "Kano Leather Works",
    storeUrl: "kano-leather-works",
    status: "approved",
    rejectionReason: null,
  },
  orders: { toAccept: 2, toPack: 1, toHandOver: 0 },
  returns: { toAnswer: 1, toReceive: 0 },
  sales: { today: 17_900, todayOrders: 1, week: 53_700, weekOrders: 3 },
  lowStock: {
    count: 6,
    items: [
      {
        productId: "p1",
        productName: "Leather Sandals",
        variantId: "v1",
        variantLabel: "41, Brown",
        sku: "SAN-41-BRN",
        quantity: 2,
        alertAt: 5,
      },
      {
        productId: "p2",
        productName: "Leather Belt",
        variantId: null,
        variantLabel: null,
        sku: null,
        quantity: 0,
        alertAt: 5,
      },
    ],
  },
  money: {
    nextPayout: {
      orderName: "BM-1042",
      amount: 16_110,
      status: "pending",
      completedAt: "2026-11-20T10:00:00.000Z",
    },
    unpaidPayouts: 2,
    unpaidAmount: 30_000,
    inReturnWindow: 9_000,
    inReturnWindowOrders: 1,
    nextReleaseAt: "2026-12-01T10:00:00.000Z",
  },
};

function renderRouted(ui: ReactElement) {
  const router = createMemoryRouter([{ path: "*", element: ui }], {
    initialEntries: ["/merchant"],
  });
  return renderWithMantine(<RouterProvider router={router} />);
}

describe("merchant dashboard", () => {
  it("answers what needs the merchant now, each count linking to its filtered list", () => {
    renderRouted(<MerchantTodayPanel data={busyStore} />);
    expect(screen.getByText("Kano Leather Works is live")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See your storefront" }).getAttribute("href")).toBe("/storefront/kano-leather-works");
    expect(screen.getByRole("link", { name: /^Orders to accept\s*2$/ }).getAttribute("href")).toBe("/merchant/orders?status=pending");
    expect(screen.getByRole("link", { name: /^Orders to pack\s*1$/ }).getAttribute("href")).toBe("/merchant/orders?status=confirmed");
    expect(screen.getByRole("link", { name: /^Orders to hand over\s*0$/ }).getAttribute("href")).toBe("/merchant/orders?status=ready_to_ship");
    expect(screen.getByRole("link", { name: /^Returns to answer\s*1$/ }).getAttribute("href")).toBe("/merchant/returns?status=requested");
  });

  it("shows sales, the next payout and the money in the return window in naira", () => {
    renderRouted(<MerchantTodayPanel data={busyStore} />);
    const money = screen.getByRole("region", { name: "Sales and money" });
    expect(money.textContent).toContain("₦17,900.00");
    expect(money.textContent).toContain("1 paid order");
    expect(money.textContent).toContain("₦53,700.00");
    expect(money.textContent).toContain("3 paid orders since Monday");
    expect(money.textContent).toContain("₦16,110.00");
    expect(money.textContent).toContain("Order BM-1042 · waiting for approval · 2 payouts unpaid, ₦30,000.00");
    expect(money.textContent).toContain("₦9,000.00");
    expect(money.textContent).toContain("1 delivered order; the first becomes payable on");
  });

  it("lists low stock per variant with links to the products", () => {
    renderRouted(<MerchantTodayPanel data={busyStore} />);
    const low = screen.getByRole("region", { name: "Low stock" });
    expect(within(low).getByRole("link", { name: "Leather Sandals (41, Brown)" }).getAttribute("href")).toBe("/merchant/products/p1/edit");
    expect(low.textContent).toContain("2 left · alert at 5 · SAN-41-BRN");
    expect(low.textContent).toContain("out of stock · alert at 5");
    expect(
      within(low).getByRole("link", {
        name: "4 more items low on stock: see your products",
      }),
    ).toBeTruthy();
  });

  it("tells each approval step, and a rejection with its reason", () => {
    const waiting = renderRouted(
      <MerchantTodayPanel
        data={{
          ...busyStore,
          store: { ...busyStore.store, status: "pending" },
        }}
      />,
    );
    expect(screen.getByText("Waiting for the first approval")).toBeTruthy();
    waiting.unmount();
    const second = renderRouted(
      <MerchantTodayPanel
        data={{
          ...busyStore,
          store: { ...busyStore.store, status: "first_approved" },
        }}
      />,
    );
    expect(screen.getByText("First approval given: waiting for the second")).toBeTruthy();
    second.unmount();
    renderRouted(
      <MerchantTodayPanel
        data={{
          ...busyStore,
          store: {
            ...busyStore.store,
            status: "rejected",
            rejectionReason: "The logo is blurred",
          },
        }}
      />,
    );
    expect(screen.getByText("Kano Leather Works was not approved")).toBeTruthy();
    expect(screen.getByText("Reason: The logo is blurred")).toBeTruthy();
  });

  it("shows a staff member only the parts their permissions open, and a quiet store says nothing waits", () => {
    renderRouted(
      <MerchantTodayPanel
        data={{
          ...busyStore,
          orders: { toAccept: 0, toPack: 0, toHandOver: 0 },
          returns: null,
          sales: null,
          money: null,
          lowStock: { count: 0, items: [] },
        }}
      />,
    );
    expect(screen.getByText("Nothing is waiting for you.")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Sales and money" })).toBeNull();
    expect(screen.queryByRole("link", { name: /Returns to answer/ })).toBeNull();
    expect(screen.getByText("Every product and variant is above its stock alert level.")).toBeTruthy();
  });

  it("says the spec's words with a retry when the figures cannot be read", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              success: false,
              message: "Internal error",
              code: "INTERNAL",
            }),
            { status: 500 },
          ),
      ),
    );
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false } },
    });
    renderRouted(
      <QueryClientProvider client={queryClient}>
        <MerchantToday />
      </QueryClientProvider>,
    );
    expect(screen.getByLabelText("Loading your store's figures")).toBeTruthy();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Could not get your store's figures. Try again later.");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
