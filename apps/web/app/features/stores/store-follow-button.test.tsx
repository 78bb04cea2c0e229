import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSession, saveSession } from "../../lib/session";
import { Toaster } from "../../ui/light";
import { loginReturnUrl, StoreFollowButton } from "./store-follow-button";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession("customer");
});

const customer = {
  id: "0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a09",
  firstName: "Ada",
  lastName: "Okafor",
  email: "customer@bitmarte.test",
  category: "customer" as const,
  role: "customer" as const,
  storeId: null,
  storeName: null,
  isRegisteredBusiness: false,
  image: null,
  lastLogin: null,
  permissions: [],
};

function LoginProbe() {
  const location = useLocation();
  return <p>Login page {location.search}</p>;
}

function renderOnStorePage() {
  const Stub = createRoutesStub([
    { path: "/storefront/:storeUrl", Component: () => <StoreFollowButton storeId="0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a01" storeName="Eko Gadget Hub" /> },
    { path: "/login", Component: LoginProbe },
  ]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <Stub initialEntries={["/storefront/eko-gadget-hub?tab=products"]} />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe("StoreFollowButton", () => {
  it("builds a login address that returns to the page", () => {
    expect(loginReturnUrl("/storefront/eko", "?tab=a")).toBe("/login?redirectTo=%2Fstorefront%2Feko%3Ftab%3Da");
  });

  it("sends a signed-out visitor to the login page with a way back", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderOnStorePage();
    fireEvent.click(await screen.findByRole("button", { name: "Follow Eko Gadget Hub" }));
    expect(await screen.findByText(/Login page \?redirectTo=%2Fstorefront%2Feko-gadget-hub%3Ftab%3Dproducts/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows Following for a store the signed-in customer follows, and toggles it", async () => {
    saveSession("customer", "abc", customer);
    const followed = { rows: [{ storeId: "0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a01", storeName: "Eko", storeUrl: "eko", logo: null, followedAt: "2026-01-01T00:00:00Z" }], count: 1 };
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === "POST") {
        expect((init.headers as Record<string, string>).Authorization).toBe("Bearer abc");
        return new Response(JSON.stringify({ success: true, message: "You have unfollowed this store", data: { storeId: "0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a01", following: false, followersCount: 4 } }));
      }
      expect(url).toContain("/api/v1/followstore");
      return new Response(JSON.stringify({ success: true, message: "", data: followed }));
    });
    vi.stubGlobal("fetch", fetchMock);
    renderOnStorePage();
    const button = await screen.findByRole("button", { name: "Following Eko Gadget Hub" });
    expect(button.getAttribute("aria-pressed")).toBe("true");
    followed.rows = [];
    fireEvent.click(button);
    expect(await screen.findByRole("button", { name: "Follow Eko Gadget Hub" })).toBeTruthy();
    expect((await screen.findByRole("status")).textContent).toContain("You have unfollowed this store");
  });
});
