import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../test/render";
import { StorePoliciesToggle } from "./store-policies-toggle";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const STORE = "0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a01";
const policy = (type: string, title: string, content: string) => ({
  id: crypto.randomUUID(),
  storeId: STORE,
  type,
  title,
  content,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});

function renderToggle() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <StorePoliciesToggle storeId={STORE} storeName="Eko Gadget Hub" />
    </QueryClientProvider>,
  );
}

describe("StorePoliciesToggle", () => {
  it("reads the store's policies only when opened, returns first", async () => {
    const rows = [policy("shipping", "Shipping", "We ship within 2 days."), policy("return", "Returns", "Return unused items within 7 days.")];
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, message: "OK", data: { rows, count: 2 } }), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    renderToggle();
    const button = screen.getByRole("button", { name: "Eko Gadget Hub's policies" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    await screen.findByText("Return unused items within 7 days.");
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain(`/api/v1/policies/store/${STORE}`);
    const titles = screen.getAllByText(/^(Returns|Shipping)$/).map((el) => el.textContent);
    expect(titles).toEqual(["Returns", "Shipping"]);
  });

  it("says so when the store has no policies", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ success: true, message: "OK", data: { rows: [], count: 0 } }), { status: 200 })));
    renderToggle();
    fireEvent.click(screen.getByRole("button", { name: "Eko Gadget Hub's policies" }));
    await screen.findByText("This store has not published policies.");
  });
});
