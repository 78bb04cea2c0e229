import type { CustomerShippingAddress } from "@bitmarte/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addressPlace } from "./address-place";
import { AddressPickerLight, pickerAddressesQuery } from "./address-picker-light";
import { addressesQuery } from "./addresses.queries";

const FIRST = "0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a01";
const SECOND = "0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a02";

function address(id: string, over: Partial<CustomerShippingAddress> = {}): CustomerShippingAddress {
  return {
    id,
    fullName: "Ada Okafor",
    phoneNumber: "08031234567",
    emailAddress: "ada@example.com",
    stateOrRegion: "Lagos",
    city: "Ikeja",
    LGA: null,
    address: "12 Allen Avenue",
    country: "Nigeria",
    default: false,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...over,
  };
}

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));

function renderPicker(answer: () => Promise<Response>) {
  vi.stubGlobal("fetch", vi.fn(answer));
  const chosen: (string | null)[] = [];
  function Host() {
    const [value, setValue] = useState<string | null>(null);
    return (
      <AddressPickerLight
        value={value}
        onChange={(id) => {
          chosen.push(id);
          setValue(id);
        }}
      />
    );
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Host />
    </QueryClientProvider>,
  );
  return chosen;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("AddressPickerLight", () => {
  it("reads the address book's list under its key, and names places as the book does", () => {
    expect(pickerAddressesQuery().queryKey).toEqual(addressesQuery().queryKey);
    const a = address(FIRST, { LGA: "Ikeja" });
    render(<p>{addressPlace(a)}</p>);
    expect(screen.getByText("Ikeja, Ikeja, Lagos, Nigeria")).toBeTruthy();
  });

  it("chooses the default address first, and another on a click", async () => {
    const rows = [address(FIRST, { fullName: "Chidi Eze", city: null, stateOrRegion: "Oyo" }), address(SECOND, { default: true })];
    const chosen = renderPicker(() => json(200, { success: true, message: "", data: { rows, count: 2 } }));
    const group = await screen.findByRole("group", { name: "Deliver to" });
    const ada = within(group).getByRole("radio", { name: "Ada Okafor, 12 Allen Avenue, Ikeja" }) as HTMLInputElement;
    const chidi = within(group).getByRole("radio", { name: "Chidi Eze, 12 Allen Avenue, Oyo" }) as HTMLInputElement;
    expect(ada.checked).toBe(true);
    expect(chosen).toEqual([SECOND]);
    expect(screen.getAllByTestId("address-option")).toHaveLength(2);
    expect(within(screen.getAllByTestId("address-option")[1]).getByTestId("default-badge").textContent).toBe("Default");
    expect(within(screen.getAllByTestId("address-option")[0]).getByText(addressPlace(rows[0]))).toBeTruthy();

    fireEvent.click(chidi);
    expect(chidi.checked).toBe(true);
    expect(chosen).toEqual([SECOND, FIRST]);
  });

  it("asks for an address when there is none", async () => {
    const chosen = renderPicker(() => json(200, { success: true, message: "", data: { rows: [], count: 0 } }));
    expect(await screen.findByText("You have no saved address yet. Add one to see delivery fees and place your order.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add a new address" })).toBeTruthy();
    expect(chosen).toEqual([null]);
  });

  it("says the addresses could not be read: the spec's message, or 'Check network connection' offline", async () => {
    renderPicker(() => json(503, { success: false, message: "", code: "INTERNAL" }));
    expect(await screen.findByText("Could not get addresses. Try again later.")).toBeTruthy();
    cleanup();
    renderPicker(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await screen.findByText("Check network connection")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
