import type { Product } from "@bitmarte/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithMantine } from "../../test/render";
import { MerchantProductsScreen } from "./merchant-products-screen";

/** What the list rows need to draw; the rest of Product does not matter to this screen. */
function product(id: string, name: string, sellingPrice: number, quantity: number): Product {
  return {
    id,
    name,
    sku: `SKU-${id}`,
    childCategory: "Pots",
    hostedImages: [],
    approvalStatus: "approved",
    rejectionReason: null,
    pricing: { costPrice: 1, sellingPrice, price: sellingPrice },
    quantity,
    stockAlertUnits: 5,
    soldCount: 3,
    isFeatured: false,
  } as unknown as Product;
}

const ok = (data: unknown) => new Response(JSON.stringify({ success: true, message: "OK", data }), { status: 200 });
/** The merchant product list requests the screen made, as their query strings. */
let listQueries: URLSearchParams[];

beforeEach(() => {
  listQueries = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL | Request) => {
      const url = new URL(String(input instanceof Request ? input.url : input), "http://localhost");
      if (url.pathname.endsWith("/products")) {
        listQueries.push(url.searchParams);
        return ok({ data: [product("p1", "Clay pot", 4500, 9), product("p2", "Iron pot", 1200, 2)], count: 25 });
      }
      if (url.pathname.endsWith("/low-stock")) return ok({ data: [], count: 0 });
      return ok([]);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(entry: string) {
  const router = createMemoryRouter([{ path: "/merchant/products", element: <MerchantProductsScreen canWrite /> }], { initialEntries: [entry] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithMantine(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const header = (name: string) => screen.getByRole("button", { name: `Sort by ${name}` }).closest("th");

describe("merchant products: the server's sort lives in the address", () => {
  it("asks the server for the address's sort and page, and marks the sorted column", async () => {
    renderAt("/merchant/products?sort=price_desc&page=2");
    await screen.findByText("Clay pot");
    expect(listQueries[0].get("sort")).toBe("price_desc");
    expect(listQueries[0].get("page")).toBe("2");
    expect(header("Price")?.getAttribute("aria-sort")).toBe("descending");
    expect(header("Stock")?.getAttribute("aria-sort")).toBeNull();
  });

  it("a click on a column sorts on the server from page 1, and a reload of the new address keeps it", async () => {
    const router = renderAt("/merchant/products?status=approved&page=3");
    await screen.findByText("Clay pot");
    expect(listQueries[0].get("sort")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Sort by Stock" }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=approved&sort=stock_asc"));
    await waitFor(() => expect(listQueries.at(-1)?.get("sort")).toBe("stock_asc"));
    expect(listQueries.at(-1)?.get("page")).toBe("1");
    expect(listQueries.at(-1)?.get("status")).toBe("approved");
    expect(header("Stock")?.getAttribute("aria-sort")).toBe("ascending");

    fireEvent.click(screen.getByRole("button", { name: "Sort by Stock" }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=approved&sort=stock_desc"));
    await waitFor(() => expect(listQueries.at(-1)?.get("sort")).toBe("stock_desc"));

    const address = `${router.state.location.pathname}${router.state.location.search}`;
    cleanup();
    listQueries = [];
    renderAt(address);
    await screen.findByText("Clay pot");
    expect(listQueries[0].get("sort")).toBe("stock_desc");
    expect(header("Stock")?.getAttribute("aria-sort")).toBe("descending");
  });

  it("ignores a sort the server does not know, so a stale link still loads", async () => {
    renderAt("/merchant/products?sort=margin_asc");
    await screen.findByText("Clay pot");
    expect(listQueries[0].get("sort")).toBeNull();
    for (const name of ["Price", "Stock", "Sold"]) expect(header(name)?.getAttribute("aria-sort")).toBeNull();
  });
});
