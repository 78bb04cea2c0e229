import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ORDER_GROUP as GROUP, storePart } from "../../test/order-fixtures";
import { renderWithMantine } from "../../test/render";
import { DataTable } from "../../ui/data-table";
import { orderColumns } from "./order-columns";
import { OrderList } from "./order-list";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PARTS = [storePart(1, "Aba Shoes"), storePart(2, "Yaba Books")];

function renderRouted(ui: ReactElement, path = "/") {
  const router = createMemoryRouter([{ path: "*", element: ui }], { initialEntries: [path] });
  return renderWithMantine(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("order lists name each store part by its own number", () => {
  it("the merchant's and admin's list: two parts of one checkout, two numbers, each linking to its order", () => {
    renderRouted(
      <DataTable caption="Orders" columns={orderColumns({ href: (o) => `/admin/orders/${o.id}`, showStore: true })} rows={PARTS} rowKey={(o) => o.id} />,
    );
    for (const part of PARTS) {
      const links = screen.getAllByRole("link", { name: part.orderNumber });
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link.getAttribute("href")).toBe(`/admin/orders/${part.id}`);
    }
    expect(screen.queryAllByRole("link", { name: GROUP })).toHaveLength(0);
  });

  it("the customer's My orders: each part's number, and View names it with its store", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, message: "ok", data: { rows: PARTS, count: PARTS.length } }), {
          status: 200,
          headers: { "Content-Type": "application/json" },
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderRouted(<OrderList />, "/orders");
    for (const part of PARTS) {
      const links = await screen.findAllByRole("link", { name: part.orderNumber });
      expect(links[0].getAttribute("href")).toBe(`/orders/${part.id}`);
      expect(screen.getAllByRole("link", { name: `View order ${part.orderNumber} from ${part.storeName}` }).length).toBeGreaterThan(0);
    }
    expect(String((fetchMock.mock.calls[0] as unknown[] | undefined)?.[0] ?? "")).toContain("/ordertracking/customer/orders");
  });
});
