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
