import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CHECKOUT_ATTEMPT_KEY } from "./checkout-attempt";
import { usePlaceOrder } from "./place-order.mutation";

const ADDRESS = "0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a01";
const ORDER = {
  orderName: "BM-1",
  amount: 1000,
  payment: { reference: "REF-123456", authorizationUrl: "/api/v1/payments/test-gateway/REF-123456" },
  orders: [{ id: ADDRESS }],
};

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

const keyOf = (call: unknown[]) => new Headers((call[1] as RequestInit).headers).get("Idempotency-Key");

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("usePlaceOrder", () => {
  it("retries the same order with the same Idempotency-Key, and forgets it once placed", async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("network down"))
      .mockResolvedValueOnce(new Response(JSON.stringify({ success: true, message: "ok", data: ORDER }), { status: 201, headers: { "Content-Type": "application/json" } }));
    vi.stubGlobal("fetch", fetchMock);
    const { result } = renderHook(() => usePlaceOrder(), { wrapper });
    const body = { addressId: ADDRESS, paymentChannel: "card" as const };

    let failure: unknown;
    await act(async () => {
      await result.current.mutateAsync(body).catch((error: unknown) => {
        failure = error;
      });
    });
    expect((failure as Error).message).toBe("Check network connection");
    await act(async () => {
      await result.current.mutateAsync(body);
    });

    expect(fetchMock).toHaveBeenCalledTimes(2);
    const first = keyOf(fetchMock.mock.calls[0]);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(fetchMock.mock.calls[1])).toBe(first);
    expect(sessionStorage.getItem(CHECKOUT_ATTEMPT_KEY)).toBeNull();
  });

  it("starts a new attempt when the order changes", async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError("network down"));
    vi.stubGlobal("fetch", fetchMock);
    const { result } = renderHook(() => usePlaceOrder(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ addressId: ADDRESS, paymentChannel: "card" }).catch(() => undefined);
      await result.current.mutateAsync({ addressId: ADDRESS, paymentChannel: "ussd" }).catch(() => undefined);
    });
    expect(keyOf(fetchMock.mock.calls[0])).not.toBe(keyOf(fetchMock.mock.calls[1]));
  });
});
