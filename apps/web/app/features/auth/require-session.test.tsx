import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AREAS } from "../../lib/areas";
import { clearSession, getToken } from "../../lib/session";
import "../../test/render";
import { theme } from "../../ui/theme";
import { RequireSession } from "./require-session";
import { authKeys } from "./session.queries";

const merchant = {
  id: "0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a01",
  firstName: "Bola",
  lastName: "Ade",
  email: "merchant@bitmarte.test",
  category: "merchant",
  role: "merchant",
  storeId: null,
  storeName: "Demo Store",
  isRegisteredBusiness: false,
  image: null,
  lastLogin: null,
  permissions: [],
};

function LoginProbe() {
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice ?? "";
  return (
    <p>
      Login page {location.search} {notice}
    </p>
  );
}

function renderGuarded(fetchImpl: () => Promise<Response>, seed?: (client: QueryClient) => void) {
  vi.stubGlobal("fetch", vi.fn(fetchImpl));
  const Stub = createRoutesStub([
    { path: "/merchant/login", Component: LoginProbe },
    {
      path: "/merchant/orders",
      Component: () => <RequireSession area={AREAS.merchant}>{(user) => <p>Orders of {user.storeName}</p>}</RequireSession>,
    },
  ]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seed?.(client);
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <Stub initialEntries={["/merchant/orders"]} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));

beforeEach(() => {
  document.cookie = "bitmarte_merchant_token=saved-token; path=/";
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearSession();
});

describe("RequireSession", () => {
  it("sends a visitor without the area's cookie to its login page, keeping the way back", async () => {
    clearSession("merchant");
    const fetchSpy = vi.fn();
    renderGuarded(fetchSpy);
    expect((await screen.findByText(/Login page/)).textContent).toContain("redirectTo=%2Fmerchant%2Forders");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("restores the saved session through GET /auth/userdata with the bearer token", async () => {
    const fetchSpy = vi.fn((_url: string, _init: RequestInit) => json(200, { success: true, message: "ok", data: merchant }));
    renderGuarded(fetchSpy as unknown as () => Promise<Response>);
    await screen.findByText("Orders of Demo Store");
    const [url, init] = fetchSpy.mock.calls[0];
    expect(url).toBe("/api/v1/auth/userdata");
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer saved-token");
  });

  it("clears a token the server rejects and says the session ended", async () => {
    renderGuarded(() => json(401, { success: false, message: "Please log in to continue", code: "UNAUTHENTICATED", requestId: "r" }));
    expect((await screen.findByText(/Login page/)).textContent).toContain("Your session has ended. Please log in again.");
    expect(getToken("merchant")).toBeNull();
  });

  it("refuses a token of another kind", async () => {
    renderGuarded(() => json(200, { success: true, message: "ok", data: { ...merchant, category: "customer", role: "customer" } }));
    await screen.findByText(/Login page/);
    expect(getToken("merchant")).toBeNull();
  });

  it("shows the spinner while restoring; after 5000 ms says it could not get the user and keeps the session", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderGuarded(() => new Promise<Response>(() => {}));
    expect((await screen.findByRole("status")).textContent).toContain("Restoring your session");
    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    expect((await screen.findByRole("alert")).textContent).toContain("Could not get user data. Try again later.");
    expect(screen.queryByText(/Login page/)).toBeNull();
    expect(getToken("merchant")).toBe("saved-token");
  });

  it("keeps the session when the server fails, and draws the page once Try again succeeds", async () => {
    let answer = () => json(500, { success: false, message: "Internal server error", code: "INTERNAL", requestId: "r" });
    renderGuarded(() => answer());
    expect((await screen.findByRole("alert")).textContent).toContain("Could not get user data. Try again later.");
    expect(getToken("merchant")).toBe("saved-token");
    answer = () => json(200, { success: true, message: "ok", data: merchant });
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByText("Orders of Demo Store");
    expect(screen.queryByText(/Login page/)).toBeNull();
  });

  it("keeps the session when the network is down", async () => {
    renderGuarded(() => Promise.reject(new TypeError("Failed to fetch")));
    expect((await screen.findByRole("alert")).textContent).toContain("Could not get user data. Try again later.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeDefined();
    expect(getToken("merchant")).toBe("saved-token");
  });

  it("ends the session on a 403", async () => {
    renderGuarded(() => json(403, { success: false, message: "Forbidden", code: "FORBIDDEN", requestId: "r" }));
    expect((await screen.findByText(/Login page/)).textContent).toContain("Your session has ended. Please log in again.");
    expect(getToken("merchant")).toBeNull();
  });

  it("draws the page at once with the user the server render knew, without asking again", async () => {
    const fetchSpy = vi.fn(() => new Promise<Response>(() => {}));
    renderGuarded(fetchSpy, (client) => client.setQueryData(authKeys.user("merchant"), merchant));
    expect(screen.getByText("Orders of Demo Store")).toBeDefined();
    expect(screen.queryByRole("status")).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
