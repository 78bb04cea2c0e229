import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../test/render";
import { theme } from "../../ui/theme";
import { BankAccountFields, type BankAccountValue } from "./bank-account-fields";

// Mantine's Select measures itself; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));

const BANKS = [
  { name: "Access Bank", code: "044" },
  { name: "Guaranty Trust Bank", code: "058" },
];

function Harness({ seen, start }: { seen: BankAccountValue[]; start: BankAccountValue }) {
  const [value, setValue] = useState(start);
  return (
    <BankAccountFields
      value={value}
      onChange={(next) =>
        setValue((v) => {
          const updated = { ...v, ...next };
          seen.push(updated);
          return updated;
        })
      }
    />
  );
}

function renderFields(fetchImpl: (url: string, init?: RequestInit) => Promise<Response>, start: Partial<BankAccountValue> = {}) {
  const fetchMock = vi.fn(fetchImpl);
  vi.stubGlobal("fetch", fetchMock);
  const seen: BankAccountValue[] = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <Harness seen={seen} start={{ bankCode: "058", bankName: "Guaranty Trust Bank", accountNumber: "", accountName: "", ...start }} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { fetchMock, seen };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("BankAccountFields", () => {
  it("resolves a complete account number without a token and reports the account name", async () => {
    const { fetchMock, seen } = renderFields((url) =>
      url.includes("/banks/resolve")
        ? json(200, { success: true, message: "ok", data: { accountNumber: "0123456789", accountName: "OKAFOR ADAEZE GRACE", bankCode: "058", bankName: "Guaranty Trust Bank" } })
        : json(200, { success: true, message: "ok", data: BANKS }),
    );
    const input = screen.getByRole("textbox", { name: /Account number/ });
    fireEvent.change(input, { target: { value: "01234-56789x" } });
    expect((input as HTMLInputElement).value).toBe("0123456789");
    expect(await screen.findByTestId("resolved-account-name", {}, { timeout: 3000 })).toHaveProperty("textContent", "OKAFOR ADAEZE GRACE");
    await waitFor(() => expect(seen.at(-1)?.accountName).toBe("OKAFOR ADAEZE GRACE"));
    const resolve = fetchMock.mock.calls.find(([url]) => String(url).includes("/banks/resolve"));
    expect(String(resolve?.[0])).toContain("/api/v1/banks/resolve?accountNumber=0123456789&bankCode=058");
    expect((resolve?.[1]?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it("does not ask the bank before the number is complete, and shows the bank's refusal on the field", async () => {
    const { fetchMock, seen } = renderFields((url) =>
      url.includes("/banks/resolve")
        ? json(422, {
            success: false,
            code: "VALIDATION_FAILED",
            message: "We could not find this account. Check the account number and the bank.",
            errors: [{ path: "query.accountNumber", message: "We could not find this account. Check the account number and the bank." }],
            requestId: "r",
          })
        : json(200, { success: true, message: "ok", data: BANKS }),
    );
    const input = screen.getByRole("textbox", { name: /Account number/ });
    fireEvent.change(input, { target: { value: "012345" } });
    await act(() => new Promise((r) => setTimeout(r, 500)));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/banks/resolve"))).toBe(false);
    fireEvent.change(input, { target: { value: "0000000000" } });
    expect(await screen.findByText("We could not find this account. Check the account number and the bank.", {}, { timeout: 3000 })).toBeTruthy();
    expect(seen.every((v) => v.accountName === "")).toBe(true);
  });
});
