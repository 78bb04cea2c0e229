import type { StorePolicy } from "@bitmarte/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StorePolicies, sortPolicies } from "./store-policies";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const policy = (id: string, type: StorePolicy["type"], title: string): StorePolicy =>
  ({ id, storeId: "s1", type, title, content: `${title} text`, createdAt: "2026-05-28T00:00:00Z", updatedAt: "2026-05-28T00:00:00Z" }) as StorePolicy;

function renderPolicies(initialData?: { rows: StorePolicy[]; count: number }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <StorePolicies storeId="s1" initialData={initialData} />
    </QueryClientProvider>,
  );
}

describe("StorePolicies", () => {
  it("orders policies by type, then title", () => {
    const rows = [policy("3", "shipping", "Shipping"), policy("2", "refund", "B refunds"), policy("1", "return", "Returns"), policy("4", "refund", "A refunds")];
    expect(sortPolicies(rows).map((p) => p.id)).toEqual(["1", "4", "2", "3"]);
  });

  it("shows each policy as a disclosure, the first one open", () => {
    const { container } = renderPolicies({ rows: [policy("2", "shipping", "Shipping"), policy("1", "return", "Returns")], count: 2 });
    expect(screen.getByRole("region", { name: "Store policies" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Store policies" })).toBeTruthy();
    const sections = container.querySelectorAll("details");
    expect(sections).toHaveLength(2);
    expect(sections[0].open).toBe(true);
    expect(sections[0].querySelector("summary")?.textContent).toContain("Returns");
    expect(sections[0].querySelector("summary")?.textContent).toContain("Returns · Updated");
    expect(sections[1].open).toBe(false);
    expect(screen.getByText("Shipping text")).toBeTruthy();
  });

  it("says so when the store has none", () => {
    renderPolicies({ rows: [], count: 0 });
    expect(screen.getByText("No policies yet")).toBeTruthy();
  });

  it("shows the server's message and a retry when the read fails", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ success: false, message: "Store policies are unavailable", code: "INTERNAL" }), { status: 500 })));
    renderPolicies();
    expect((await screen.findByRole("alert")).textContent).toContain("Store policies are unavailable");
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
