import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { shouldRetry } from "./query-client";

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
});
