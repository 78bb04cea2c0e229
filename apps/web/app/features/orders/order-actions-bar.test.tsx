import type { Caller, Order, OrderStatusCode } from "@bitmarte/contracts";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSession, saveSession } from "../../lib/session";
import "../../test/render";
import { theme } from "../../ui/theme";
import { OrderActionsBar } from "./order-actions-bar";
import { OrderCallerProvider } from "./order-caller";
import type { OrderScope } from "./order-actions";
import { DeliverWithTokenModal } from "./order-forms";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

const ORDER_ID = "0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a01";
const order = (orderStatus: OrderStatusCode) =>
  ({ id: ORDER_ID, orderName: "BM-260310-ABCDEF", orderNumber: "BM-260310-ABCDEF-1", orderStatus, assignedToBitmarte: false, assignedToDispatcher: false, assignedToShippingPartner: false }) as Order;
const status = (code_name: OrderStatusCode) => ({ id: 1, code_name, known_name: code_name });
const ok = (data: unknown) => new Response(JSON.stringify({ success: true, message: "Successful", data }), { status: 200 });

function renderBar(scope: OrderScope, o: Order, onGone?: () => void, caller?: Caller) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const bar = <OrderActionsBar scope={scope} order={o} onGone={onGone} />;
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <MemoryRouter>{caller ? <OrderCallerProvider caller={caller}>{bar}</OrderCallerProvider> : bar}</MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const user = { id: ORDER_ID, firstName: "M", lastName: "O", email: "m@x.test", category: "merchant", role: "merchant", storeId: null, storeName: null, isRegisteredBusiness: false, image: null, lastLogin: null, permissions: [] } as never;

describe("OrderActionsBar", () => {
  it("shows exactly the moves the server allows, and accepts an order with its token", async () => {
    saveSession("merchant", "merchant-token", user);
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes("/order-statuses")) return ok([status("confirmed"), status("cancelled")]);
      if (init?.method === "PATCH") return ok({ ...order("confirmed") });
      throw new Error(`unexpected ${url}`);
    });
    vi.stubGlobal("fetch", fetchMock);
    renderBar("merchant", order("pending"));
    expect(await screen.findByRole("button", { name: /Accept order/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: /Cancel order/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /ready to ship/i })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: /Accept order/ }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(true));
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === "PATCH") as [string, RequestInit];
    expect(url).toBe(`/api/v1/ordertracking/update-order-status/${ORDER_ID}`);
    expect(JSON.parse(String(init.body))).toEqual({ status: "confirmed" });
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer merchant-token");
  });

  it("asks for a reason before cancelling", async () => {
    saveSession("merchant", "merchant-token", user);
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes("/order-statuses")) return ok([status("cancelled")]);
      if (init?.method === "PATCH") return ok(order("cancelled"));
      throw new Error(`unexpected ${url}`);
    });
    vi.stubGlobal("fetch", fetchMock);
    renderBar("merchant", order("confirmed"));
    fireEvent.click(await screen.findByRole("button", { name: /Cancel order/ }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(dialog.querySelector("button[type=submit]") as HTMLButtonElement);
    expect(await screen.findByText("Give a reason for cancelling")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === "PATCH")).toBe(false);

    fireEvent.change(screen.getByLabelText(/Reason for cancelling/), { target: { value: "Out of stock" } });
    fireEvent.click(dialog.querySelector("button[type=submit]") as HTMLButtonElement);
    await waitFor(() => expect(fetchMock.mock.calls.some(([, i]) => i?.method === "PATCH")).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === "PATCH") as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ status: "cancelled", reason: "Out of stock" });
  });

  it("says so when the server has no moves endpoint yet", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ success: false, code: "NOT_IMPLEMENTED", message: "This feature is not available yet", requestId: "r" }), { status: 501 })));
    renderBar("admin", order("ready_to_ship"));
    expect(await screen.findByText("Actions are not available yet")).toBeTruthy();
  });

  it("sends a partner's accept through the partner status endpoint", async () => {
    saveSession("partner", "partner-token", user);
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes("/order-statuses")) return ok([status("3pl_accepted"), status("ready_to_ship")]);
      if (init?.method === "PATCH") return ok(order("3pl_accepted"));
      throw new Error(`unexpected ${url}`);
    });
    vi.stubGlobal("fetch", fetchMock);
    renderBar("partner", order("3pl_assigned"));
    expect(await screen.findByRole("button", { name: /Decline/ })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Accept delivery/ }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, i]) => i?.method === "PATCH")).toBe(true));
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === "PATCH") as [string, RequestInit];
    expect(url).toBe(`/api/v1/partner/orders/${ORDER_ID}/status`);
    expect(JSON.parse(String(init.body))).toEqual({ status: "3pl_accepted" });
  });
});

describe("buttons follow the role", () => {
  const adminMoves = () =>
    vi.fn(async (url: string) => {
      if (url.includes("/order-statuses")) return ok([status("3pl_assigned"), status("dispatcher_assigned"), status("cancelled")]);
      throw new Error(`unexpected ${url}`);
    });

  it("gives an admin every assignment, Bitmarte delivery and cancel", async () => {
    vi.stubGlobal("fetch", adminMoves());
    renderBar("admin", order("ready_to_ship"), undefined, { kind: "admin", role: "admin" });
    expect(await screen.findByRole("button", { name: /Assign to a dispatcher/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: /Assign to a shipping partner/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: /Assign to Bitmarte/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: /Cancel order/ })).toBeTruthy();
  });

  it("gives a scheduler only the dispatcher assignment, even when the server lists more moves", async () => {
    vi.stubGlobal("fetch", adminMoves());
    renderBar("admin", order("ready_to_ship"), undefined, { kind: "admin", role: "scheduler" });
    expect(await screen.findByRole("button", { name: /Assign to a dispatcher/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /shipping partner/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Assign to Bitmarte/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Cancel order/ })).toBeNull();
  });
});

describe("a partner's decline", () => {
  it("asks for a reason, sends it, and leaves the order that is no longer the partner's", async () => {
    saveSession("partner", "partner-token", user);
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes("/order-statuses")) return ok([status("3pl_accepted"), status("ready_to_ship")]);
      if (init?.method === "PATCH") return ok(order("ready_to_ship"));
      throw new Error(`unexpected ${url}`);
    });
    vi.stubGlobal("fetch", fetchMock);
    const onGone = vi.fn();
    renderBar("partner", order("3pl_assigned"), onGone);
    fireEvent.click(await screen.findByRole("button", { name: /Decline/ }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(screen.getByLabelText(/Reason for declining/), { target: { value: "ok" } });
    fireEvent.click(dialog.querySelector("button[type=submit]") as HTMLButtonElement);
    expect(await screen.findByText("Reason must be at least 3 characters")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Reason for declining/), { target: { value: "No rider free today" } });
    fireEvent.click(dialog.querySelector("button[type=submit]") as HTMLButtonElement);
    await waitFor(() => expect(onGone).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === "PATCH") as [string, RequestInit];
    expect(url).toBe(`/api/v1/partner/orders/${ORDER_ID}/decline`);
    expect(JSON.parse(String(init.body))).toEqual({ reason: "No rider free today" });
  });
});

describe("DeliverWithTokenModal", () => {
  function renderModal(onSubmit = vi.fn()) {
    render(
      <MantineProvider theme={theme}>
        <DeliverWithTokenModal opened onClose={() => {}} orderNumber="BM-1-1" onSubmit={onSubmit} pending={false} error={null} uploadAs="admin" />
      </MantineProvider>,
    );
    return onSubmit;
  }

  it("keeps digits only and enables Confirm at six", async () => {
    const onSubmit = renderModal();
    const field = (await screen.findByLabelText(/Customer's delivery token/)) as HTMLInputElement;
    const confirm = screen.getByRole("button", { name: "Confirm delivery" }) as HTMLButtonElement;
    fireEvent.change(field, { target: { value: "12 3a4" } });
    expect(field.value).toBe("1234");
    expect(confirm.disabled).toBe(true);
    fireEvent.change(field, { target: { value: "123-456" } });
    expect(field.value).toBe("123456");
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    expect(onSubmit).toHaveBeenCalledWith("123456", []);
  });

  it("shows the contract's message for a short token sent with Enter", async () => {
    const onSubmit = renderModal();
    const field = await screen.findByLabelText(/Customer's delivery token/);
    fireEvent.change(field, { target: { value: "123" } });
    fireEvent.submit(field.closest("form") as HTMLFormElement);
    expect(await screen.findByText("The delivery token has 6 digits")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
