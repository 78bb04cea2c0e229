import { authEndpoints, devEndpoints, MESSAGES } from "@bitmarte/contracts";
import { describe, expect, it, vi } from "vitest";
import { ApiError, buildPath, buildQuery, createApiClient } from "./api-client";
import type { UserType } from "./session";

interface Recorded {
  url: string;
  init: RequestInit;
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function fakeClient(respond: (req: Recorded) => Response | Promise<Response>, tokens: Partial<Record<UserType, string>> = {}) {
  const calls: Recorded[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = { url: String(input), init: init ?? {} };
    calls.push(req);
    return respond(req);
  });
  const client = createApiClient({
    fetch: fetchFn as unknown as typeof fetch,
    baseUrl: () => "http://api.test",
    getToken: (type) => tokens[type] ?? null,
    currentUserType: () => "customer",
  });
  return { ...client, calls };
}

const ok = (data: unknown, message = "Successful") => jsonResponse(200, { success: true, message, data });

function authHeader(req: Recorded): string | undefined {
  return (req.init.headers as Record<string, string>).Authorization;
}

describe("URL building", () => {
  it("fills :params from fullPath, URL-encoded", () => {
    expect(buildPath(authEndpoints.resetPassword, { userType: "admin", token: "abc/def" })).toBe(
      "/api/v1/auth/admin/resetpassword/abc%2Fdef",
    );
  });

  it("refuses a missing param", () => {
    expect(() => buildPath(authEndpoints.resetPassword, { userType: "admin" })).toThrow(/:token/);
  });

  it("skips empty query values", () => {
    expect(buildQuery({ limit: 5, to: undefined, search: "" })).toBe("?limit=5");
    expect(buildQuery({})).toBe("");
  });
});

describe("bearer token rule (spec §5)", () => {
  it("sends the bearer token when the cookie for the user type exists", async () => {
    const client = fakeClient(() => ok({ id: "1" }), { merchant: "m-token" });
    await client.callEndpoint(authEndpoints.userData, {}, { userType: "merchant" });
    expect(authHeader(client.calls[0])).toBe("Bearer m-token");
    expect(client.calls[0].url).toBe("http://api.test/api/v1/auth/userdata");
    expect(client.calls[0].init.method).toBe("GET");
  });

  it("sends no Authorization header when that user type has no cookie", async () => {
    const client = fakeClient(() => ok({ id: "1" }), { customer: "c-token" });
    await client.callEndpoint(authEndpoints.userData, {}, { userType: "admin" });
    expect(authHeader(client.calls[0])).toBeUndefined();
  });

  it("uses the current page's user type when the call names none", async () => {
    const client = fakeClient(() => ok({ id: "1" }), { customer: "c-token", admin: "a-token" });
    await client.callEndpoint(authEndpoints.userData, {});
    expect(authHeader(client.calls[0])).toBe("Bearer c-token");
  });

  it("sends no token to public endpoints such as login", async () => {
    const client = fakeClient(() => ok({ token: "t", user: {} }), { customer: "old-token" });
    await client.callEndpoint(
      authEndpoints.customerLogin,
      { body: { email: "a@b.co", password: "x" } },
      { userType: "customer" },
    );
    expect(authHeader(client.calls[0])).toBeUndefined();
    expect(client.calls[0].init.method).toBe("POST");
    expect(client.calls[0].init.body).toBe(JSON.stringify({ email: "a@b.co", password: "x" }));
    expect((client.calls[0].init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });
});

describe("envelope and error mapping", () => {
  it("returns data of a success envelope", async () => {
    const client = fakeClient(() => ok({ rows: [], count: 0 }));
    await expect(client.callEndpoint(devEndpoints.outbox, { query: { limit: 10 } })).resolves.toEqual({ rows: [], count: 0 });
    expect(client.calls[0].url).toBe("http://api.test/api/v1/dev/outbox?limit=10");
  });

  it("returns the server's message with callEndpointEnvelope", async () => {
    const client = fakeClient(() => ok(null, "Your email has been confirmed. You can now log in."));
    const result = await client.callEndpointEnvelope(authEndpoints.customerConfirmation, { params: { token: "t".repeat(20) } });
    expect(result.message).toBe("Your email has been confirmed. You can now log in.");
  });

  it("throws ApiError with the server's message, code, status and field errors", async () => {
    const client = fakeClient(() =>
      jsonResponse(422, {
        success: false,
        message: "Some fields are not valid",
        code: "VALIDATION_FAILED",
        errors: [{ path: "email", message: "Enter a valid email address" }],
        requestId: "req-1",
      }),
    );
    const error = await client
      .callEndpoint(authEndpoints.customerLogin, { body: { email: "x", password: "y" } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: "Some fields are not valid",
      code: "VALIDATION_FAILED",
      status: 422,
      errors: [{ path: "email", message: "Enter a valid email address" }],
      requestId: "req-1",
    });
  });

  it("keeps a login failure's message exactly as sent", async () => {
    const client = fakeClient(() =>
      jsonResponse(401, { success: false, message: "Invalid email or password", code: "INVALID_CREDENTIALS", requestId: "r" }),
    );
    await expect(
      client.callEndpoint(authEndpoints.adminLogin, { body: { email: "a@b.co", password: "bad" } }),
    ).rejects.toMatchObject({ message: "Invalid email or password", code: "INVALID_CREDENTIALS", status: 401 });
  });

  it("treats a 200 answer without success true as a failure with the server's message", async () => {
    const client = fakeClient(() => jsonResponse(200, { success: false, message: "Token is not valid", code: "TOKEN_INVALID" }));
    await expect(client.callEndpoint(authEndpoints.userData, {})).rejects.toMatchObject({
      message: "Token is not valid",
      status: 200,
    });
  });

  it("maps a fetch rejection to 'Check network connection'", async () => {
    const client = fakeClient(() => {
      throw new TypeError("fetch failed");
    });
    const error = await client.callEndpoint(authEndpoints.userData, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(MESSAGES.networkError);
    expect((error as ApiError).message).toBe("Check network connection");
    expect((error as ApiError).status).toBe(0);
    expect((error as ApiError).isNetworkError).toBe(true);
  });

  it("maps a non-JSON error page to a generic error with the status", async () => {
    const client = fakeClient(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(client.callEndpoint(authEndpoints.userData, {})).rejects.toMatchObject({
      status: 502,
      message: MESSAGES.internalError,
    });
  });

  it("says 'Check network connection' when no answer comes within the time limit (a stalled connection)", async () => {
    const client = fakeClient(
      (req) =>
        new Promise<Response>((_, reject) => {
          req.init.signal?.addEventListener("abort", () => reject(new DOMException("timed out", "TimeoutError")));
        }),
    );
    const error = await client.callEndpoint(authEndpoints.userData, {}, { timeoutMs: 20 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("Check network connection");
    expect((error as ApiError).isNetworkError).toBe(true);
  });

  it("rethrows an abort as is", async () => {
    const controller = new AbortController();
    controller.abort();
    const abortError = new DOMException("aborted", "AbortError");
    const client = fakeClient(() => {
      throw abortError;
    });
    await expect(client.callEndpoint(authEndpoints.userData, {}, { signal: controller.signal })).rejects.toBe(abortError);
  });
});
