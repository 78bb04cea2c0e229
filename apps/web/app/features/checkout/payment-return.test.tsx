import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storePart } from "../../test/order-fixtures";
import { renderWithMantine } from "../../test/render";
import { PaymentReturn } from "./payment-return";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("payment success page", () => {
  it("names the checkout and each store part by its own number, part 1 first", async () => {
    // The list answers newest first; parts 2 and 10 must not come before part 1.
    const rows = [storePart(2, "Yaba Books"), storePart(1, "Aba Shoes"), { ...storePart(3, "Ikeja Bags"), orderNumber: "BM-261127-ABCDEF-10" }];
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: true, message: "ok", data: { rows, count: rows.length } }), {
            status: 200,
            headers: { "Content-Type": "application/json" },
          }),
      ),
    );
    const router = createMemoryRouter([{ path: "*", element: <PaymentReturn reference={null} orderName="BM-261127-ABCDEF" /> }]);
    renderWithMantine(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect((await screen.findByTestId("order-name")).textContent).toBe("BM-261127-ABCDEF");
    expect(screen.getByTestId("payment-success").textContent).toContain("Checkout BM-261127-ABCDEF");
    await screen.findAllByTestId("checkout-order-number");
    expect(screen.getAllByTestId("checkout-order-number").map((n) => n.textContent)).toEqual([
      "BM-261127-ABCDEF-1",
      "BM-261127-ABCDEF-2",
      "BM-261127-ABCDEF-10",
    ]);
  });
});
