import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { createQueryClient, shouldRetry } from "./query-client";

describe("shouldRetry", () => {
  it("retries network and server errors up to 3 times", () => {
    const network = new ApiError({ message: "Check network connection", code: "NETWORK_ERROR", status: 0 });
    expect(shouldRetry(0, network)).toBe(true);
    expect(shouldRetry(2, network)).toBe(true);
    expect(shouldRetry(3, network)).toBe(false);
    expect(shouldRetry(1, new ApiError({ message: "x", code: "INTERNAL", status: 500 }))).toBe(true);
  });

  it("does not retry 4xx answers", () => {
    expect(shouldRetry(0, new ApiError({ message: "x", code: "UNAUTHENTICATED", status: 401 }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ message: "x", code: "NOT_FOUND", status: 404 }))).toBe(false);
  });

  it("stops at once when the browser knows it is offline, so the person is told instead of waiting", () => {
    const network = new ApiError({ message: "Check network connection", code: "NETWORK_ERROR", status: 0 });
    const online = Object.getOwnPropertyDescriptor(Navigator.prototype, "onLine");
    Object.defineProperty(Navigator.prototype, "onLine", { configurable: true, get: () => false });
    try {
      expect(shouldRetry(0, network)).toBe(false);
      expect(shouldRetry(0, new ApiError({ message: "x", code: "INTERNAL", status: 500 }))).toBe(true);
    } finally {
      if (online) Object.defineProperty(Navigator.prototype, "onLine", online);
    }
  });

  it("fails calls made offline instead of pausing them until the connection returns", () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries?.networkMode).toBe("always");
    expect(client.getDefaultOptions().mutations?.networkMode).toBe("always");
  });
});

describe("invalidation after a write", () => {
  /** A server whose answers are read when asked: the stock is 10 until the write makes it 11. */
  async function firstFetchRacingAWrite(client: QueryClient): Promise<number | undefined> {
    let stock = 10;
    const answers: (() => void)[] = [];
    const observer = new QueryObserver(client, {
      queryKey: ["products", "list", { search: "trail" }],
      queryFn: () => {
        const read = stock;
        return new Promise<number>((resolve) => answers.push(() => resolve(read)));
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    // The search's first fetch was answered before the write, and the answer is still on its way.
    await waitUntil(() => answers.length === 1);
    stock = 11;
    const invalidated = client.invalidateQueries({ queryKey: ["products", "list"] });
    for (const answer of answers.splice(0)) answer();
    await waitUntil(() => answers.length > 0 || observer.getCurrentResult().status === "success");
    for (const answer of answers.splice(0)) answer();
    await invalidated;
    await waitUntil(() => observer.getCurrentResult().fetchStatus === "idle");
    unsubscribe();
    return observer.getCurrentResult().data;
  }

  async function waitUntil(done: () => boolean): Promise<void> {
    for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 1));
  }

  it("asks again when a screen's first fetch was under way, so the screen shows what was written", async () => {
    expect(await firstFetchRacingAWrite(createQueryClient())).toBe(11);
  });

  it("(TanStack Query on its own keeps the answer given before the write)", async () => {
    expect(await firstFetchRacingAWrite(new QueryClient({ defaultOptions: { queries: { retry: false } } }))).toBe(10);
  });
});
