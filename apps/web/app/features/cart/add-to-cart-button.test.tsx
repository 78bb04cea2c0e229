import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../../test/render";
import { readGuestCart } from "../../lib/guest-cart";
import { Toaster } from "../../ui/light";
import { AddToCartButton } from "./add-to-cart-button";

const PRODUCT = "0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a01";

function LoginProbe() {
  const location = useLocation();
  return <p>Login page {location.search}</p>;
}

function renderButton(fetchImpl: () => Promise<Response>) {
  const fetchMock = vi.fn(fetchImpl);
  vi.stubGlobal("fetch", fetchMock);
  const Stub = createRoutesStub([
    { path: "/login", Component: LoginProbe },
    { path: "/product/:id", Component: () => <AddToCartButton productId={PRODUCT} quantity={2} /> },
  ]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <>
      <QueryClientProvider client={client}>
        <Stub initialEntries={[`/product/${PRODUCT}`]} />
      </QueryClientProvider>
      <Toaster />
    </>,
  );
  return fetchMock;
}

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));

beforeEach(() => {
  document.cookie = "bitmarte_customer_token=; path=/; max-age=0";
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = "bitmarte_customer_token=; path=/; max-age=0";
});

describe("AddToCartButton", () => {
  it("keeps a signed-out visitor's item in the guest cart, without asking to log in", async () => {
    window.localStorage.clear();
    const fetchMock = renderButton(() => json(200, {}));
    fireEvent.click(await screen.findByRole("button", { name: "Add to cart" }));
    fireEvent.click(await screen.findByRole("button", { name: "Add to cart" }));
    await waitFor(() => expect(readGuestCart()).toEqual([{ productId: PRODUCT, quantity: 4 }]));
    expect(screen.queryByText(/Login page/)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect((await screen.findAllByRole("status")).map((t) => t.textContent)).toContain("Added to cart×");
    window.localStorage.clear();
  });

  it("posts the product and quantity with the customer's token", async () => {
    document.cookie = "bitmarte_customer_token=saved-token; path=/";
    const fetchMock = renderButton(() => json(201, { success: true, message: "Added to cart", data: {} }));
    fireEvent.click(await screen.findByRole("button", { name: "Add to cart" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/v1/cart/add-cart");
    expect(JSON.parse(String(init.body))).toEqual({ productId: PRODUCT, quantity: 2 });
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer saved-token");
    expect((await screen.findAllByRole("status")).some((t) => t.textContent?.startsWith("Added to cart"))).toBe(true);
  });

  it("shows the server's message when the product cannot be added", async () => {
    document.cookie = "bitmarte_customer_token=saved-token; path=/";
    renderButton(() => json(409, { success: false, message: "Only 1 left in stock", code: "CONFLICT", requestId: "r2" }));
    fireEvent.click(await screen.findByRole("button", { name: "Add to cart" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Only 1 left in stock");
    expect(screen.queryByText(/Login page/)).toBeNull();
  });

  it("rethrows 'Token is not valid' as a trip to the login page instead of a toast", async () => {
    document.cookie = "bitmarte_customer_token=stale-token; path=/";
    renderButton(() => json(403, { success: false, message: "Token is not valid", code: "TOKEN_INVALID", requestId: "r1" }));
    fireEvent.click(await screen.findByRole("button", { name: "Add to cart" }));
    expect((await screen.findByText(/Login page/)).textContent).toContain("redirectTo=");
  });

  it("is enabled in the server's HTML, so the page can be used before it hydrates", () => {
    const Stub = createRoutesStub([{ path: "/product/:id", Component: () => <AddToCartButton productId={PRODUCT} quantity={1} /> }]);
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <Stub initialEntries={[`/product/${PRODUCT}`]} />
      </QueryClientProvider>,
    );
    const button = html.match(/<button[^>]*data-testid="add-to-cart"[^>]*>/)?.[0] ?? "";
    expect(button).not.toBe("");
    expect(button).not.toMatch(/disabled/);
  });
});
