import type { Order } from "@bitmarte/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CustomerOrderPage } from "../../features/orders/customer-order-page";
import { orderKeys } from "../../features/orders/order-keys";
import { CustomerOrderReturns } from "../../features/returns/customer-order-returns";
import { CustomerOrderReviews } from "../../features/reviews/customer-order-reviews";

// jsdom has <dialog> without its modal methods: the browser's own open and close.
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ORDER_ID = "0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a01";
const ITEM_ID = "0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0e01";

/** One store part of a checkout, as GET order-info answers the customer. */
function order(change: Partial<Order> = {}): Order {
  const at = (hour: number) => `2026-11-27T${String(hour).padStart(2, "0")}:00:00.000Z`;
  const activity = (hour: number, status: Order["orderStatus"], activityText: string) => ({
    id: `0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f1a${String(hour).padStart(2, "0")}`,
    orderTrackerId: ORDER_ID,
    activity: activityText,
    status,
    actorType: "system" as const,
    actorName: null,
    createdAt: at(hour),
    updatedAt: at(hour),
  });
  return {
    id: ORDER_ID,
    orderName: "BM-261127-ABCDEF",
    orderNumber: "BM-261127-ABCDEF-1",
    orderStatus: "delivered",
    subtotal: 10_000,
    discount: 0,
    shippingFee: 1_500,
    giftCardAmount: 4_000,
    total: 11_500,
    storeName: "Aba Shoes",
    createdAt: at(9),
    orderNote: "Leave it with the gateman",
    customerName: "Ada Obi",
    assignedToShippingPartner: false,
    assignedToDispatcher: true,
    dispatchPhoneNumber: "0809 000 1111",
    orderDeliveryToken: "482913",
    paymentReference: null,
    returnWindowEndsAt: "2099-01-01T00:00:00.000Z",
    returns: [],
    merchantReview: null,
    deliveryAddress: {
      fullName: "Ada Obi",
      address: "12 Allen Avenue",
      city: "Ikeja",
      stateOrRegion: "Lagos",
      country: "Nigeria",
      phoneNumber: "08030000000",
      emailAddress: "ada@example.com",
    },
    orderItems: [
      {
        id: ITEM_ID,
        productId: "0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0f01",
        merchantId: "0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0c01",
        storeName: "Aba Shoes",
        storeId: "0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0d01",
        shippingFee: 1_500,
        quantity: 2,
        productPrice: 5_000,
        productName: "Leather Sandals",
        hostedImages: [],
        productVariants: { id: "0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0f11", sku: "SND-42", size: "42", color: "Brown" },
        discount: 0,
        total: 10_000,
        returnedQuantity: 0,
        reviewed: false,
        review: null,
      },
    ],
    orderActivities: [
      activity(9, "pending", "Order placed"),
      activity(10, "confirmed", "Confirmed"),
      activity(11, "ready_to_ship", "Ready to ship"),
      activity(12, "dispatcher_assigned", "Assigned to dispatcher"),
      activity(13, "picked_up", "Picked up"),
      activity(14, "in_transit", "In transit"),
      activity(15, "delivered", "Delivered"),
    ],
    ...change,
  } as Order;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** Answers the page's reads: the order (or a failure) and the moves the customer may make. */
function stubApi(answers: { order: () => Response; moves?: string[] }) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes("/ordertracking/order-statuses")) {
      return json({ success: true, message: "ok", data: (answers.moves ?? []).map((code, i) => ({ id: i + 1, code_name: code, known_name: code })) });
    }
    if (url.includes(`/ordertracking/customer/order-info/${ORDER_ID}`)) return answers.order();
    return json({ success: false, message: "Not found", code: "NOT_FOUND" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

// As the route composes the page: the order's own parts, then returns and reviews under the items.
const afterItems = (order: Order) => (
  <>
    <CustomerOrderReturns order={order} refreshKeys={[orderKeys.all]} />
    <CustomerOrderReviews order={order} refreshKeys={[orderKeys.all]} />
  </>
);

function renderPage() {
  const router = createMemoryRouter([{ path: "/orders/:id", element: <CustomerOrderPage id={ORDER_ID} afterItems={afterItems} /> }], { initialEntries: [`/orders/${ORDER_ID}`] });
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("the customer's order page (ui/light)", () => {
  it("shows the store part's number, status, token, tracking, the item with its variant, the money and the history", async () => {
    stubApi({ order: () => json({ success: true, message: "ok", data: order() }) });
    renderPage();
    expect(screen.getByRole("status", { name: "Loading the order" })).toBeTruthy();
    // The view's code loads while the order is read: the first load of it in a test run takes a while.
    await screen.findByRole("heading", { level: 1, name: "BM-261127-ABCDEF-1" }, { timeout: 10_000 });
    expect(screen.getByText(/Aba Shoes · checkout BM-261127-ABCDEF · placed/)).toBeTruthy();
    expect(screen.getByTestId("order-status").textContent).toBe("Delivered");
    expect(within(screen.getByTestId("delivery-token")).getByText("482913")).toBeTruthy();
    expect(screen.getByTestId("dispatch-phone").textContent).toBe("0809 000 1111");
    expect(screen.getByRole("link", { name: "Call the rider on 0809 000 1111" }).getAttribute("href")).toBe("tel:08090001111");

    const steps = screen.getByTestId("tracking-steps");
    const current = steps.querySelector("[data-state=current]");
    expect(current?.textContent).toContain("Delivered");
    expect(current?.getAttribute("aria-current")).toBe("step");

    const item = screen.getByTestId("order-item");
    expect(within(item).getByRole("link", { name: "Leather Sandals" }).getAttribute("href")).toBe("/product/0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0f01");
    expect(item.textContent).toContain("42 · Brown · SKU SND-42");
    expect(screen.getByTestId("order-total").textContent).toBe("₦11,500.00");
    const summary = screen.getByRole("region", { name: "Summary" });
    expect(summary.textContent).toContain("Shipping fee₦1,500.00");
    expect(summary.textContent).toContain("Paid with gift cards₦4,000.00");
    expect(summary.textContent).toContain("Paid by payment₦7,500.00");
    expect(screen.getByRole("region", { name: "Your note" }).textContent).toContain("Leave it with the gateman");
    expect(screen.getByRole("region", { name: "Order history" }).textContent).toContain("Assigned to dispatcher");

    // Delivered, inside the return window: returns and reviews are offered.
    expect(screen.getByRole("button", { name: "Return or replace items" })).toBeTruthy();
    expect(within(screen.getByTestId("order-reviews")).getAllByRole("button", { name: "Write a review" })).toHaveLength(2);
    // A delivered order cannot be cancelled.
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
  });

  it("shows a return with its refund, and no return button once every unit is asked back", async () => {
    const asked = order({
      orderItems: order().orderItems.map((i) => ({ ...i, returnedQuantity: 2 })),
      returns: [
        {
          id: "0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f2a01",
          type: "refund",
          status: "refunded",
          items: [{ orderItemId: ITEM_ID, productName: "Leather Sandals", quantity: 2 }],
          amount: 10_000,
          rejectionReason: null,
          refundStatus: "paid",
          refundAmount: 6_000,
          replacementOrderId: null,
          createdAt: "2026-11-28T09:00:00.000Z",
        },
      ],
    });
    stubApi({ order: () => json({ success: true, message: "ok", data: asked }) });
    renderPage();
    const row = await screen.findByTestId("order-return", undefined, { timeout: 10_000 });
    expect(within(row).getByTestId("order-return-status").textContent).toBe("Refunded");
    expect(row.textContent).toContain("2 × Leather Sandals");
    expect(row.textContent).toContain("Refund: ₦6,000.00 of ₦10,000.00");
    expect(screen.queryByRole("button", { name: "Return or replace items" })).toBeNull();
  });

  it("offers Cancel order while the server allows it, and checks the reason as the schema does", async () => {
    stubApi({ order: () => json({ success: true, message: "ok", data: order({ orderStatus: "pending", orderDeliveryToken: null, dispatchPhoneNumber: null }) }), moves: ["cancelled"] });
    renderPage();
    const cancel = await screen.findByRole("button", { name: "Cancel order" }, { timeout: 10_000 });
    expect(screen.queryByTestId("order-reviews")).toBeNull();
    fireEvent.click(cancel);
    const dialog = await screen.findByRole("dialog", { name: "Cancel BM-261127-ABCDEF-1" }, { timeout: 10_000 });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }));
    expect(await within(dialog).findByText("Give a reason for cancelling")).toBeTruthy();
    expect(within(dialog).getByLabelText(/Reason for cancelling/).getAttribute("aria-invalid")).toBe("true");
  });

  it("says when the order is not the customer's", async () => {
    stubApi({ order: () => json({ success: false, message: "Order not found", code: "NOT_FOUND" }, 404) });
    renderPage();
    expect(await screen.findByText("Order not found")).toBeTruthy();
    expect(screen.getByRole("link", { name: "← All orders" }).getAttribute("href")).toBe("/orders");
  });

  it("says a failed read in the spec's words and reads again on Try again", async () => {
    let calls = 0;
    stubApi({
      order: () => {
        calls += 1;
        return calls === 1 ? json({ success: false, message: "Down", code: "INTERNAL" }, 503) : json({ success: true, message: "ok", data: order() });
      },
    });
    renderPage();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Try again");
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await screen.findByRole("heading", { level: 1, name: "BM-261127-ABCDEF-1" }, { timeout: 10_000 });
  });
});
