import { createHash } from "node:crypto";
import { authEndpoints, CHALLENGE_SOLUTION_HEADER, type Challenge, MESSAGES } from "@bitmarte/contracts";
import { describe, expect, it, vi } from "vitest";
import { ApiError, createApiClient } from "./api-client";
import { challengeOf, leadingZeroBits, solveChallenge } from "./challenge";

const challenge = (difficulty: number, salt = "v1.mail.12.1795000000000.abc.sig"): Challenge => ({
  algorithm: "sha256-leading-zero-bits",
  salt,
  difficulty,
  expiresAt: "2026-11-27T10:05:00.000Z",
  header: CHALLENGE_SOLUTION_HEADER,
});

/** The server's check, in Node's own SHA-256. */
function passes(solution: string, difficulty: number): boolean {
  const cut = solution.lastIndexOf(":");
  const salt = solution.slice(0, cut);
  const nonce = solution.slice(cut + 1);
  return /^\d+$/.test(nonce) && leadingZeroBits(createHash("sha256").update(salt + nonce).digest()) >= difficulty;
}

describe("solveChallenge (WebCrypto)", () => {
  it("finds a nonce the server's check accepts", async () => {
    for (const difficulty of [1, 8, 12]) {
      const c = challenge(difficulty, `v1.mail.${difficulty}.1795000000000.id${difficulty}.sig`);
      const solution = await solveChallenge(c);
      expect(solution.startsWith(`${c.salt}:`)).toBe(true);
      expect(passes(solution, difficulty)).toBe(true);
    }
  });

  it("stops when the caller gives up", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(solveChallenge(challenge(30), controller.signal)).rejects.toThrow();
  });

  it("reads a challenge only from a 429 CHALLENGE_REQUIRED with a well-formed challenge", () => {
    const c = challenge(15);
    expect(challengeOf(429, { code: "CHALLENGE_REQUIRED", challenge: c })).toEqual(c);
    expect(challengeOf(429, { code: "RATE_LIMITED", challenge: c })).toBeNull();
    expect(challengeOf(400, { code: "CHALLENGE_REQUIRED", challenge: c })).toBeNull();
    expect(challengeOf(429, { code: "CHALLENGE_REQUIRED", challenge: { ...c, difficulty: 64 } })).toBeNull();
    expect(challengeOf(429, { code: "CHALLENGE_REQUIRED", challenge: { ...c, algorithm: "md5" } })).toBeNull();
    expect(challengeOf(429, { code: "CHALLENGE_REQUIRED" })).toBeNull();
  });
});

describe("the API client meets a challenge", () => {
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  const required = (c: Challenge) =>
    json(429, { success: false, code: "CHALLENGE_REQUIRED", message: MESSAGES.challengeRequired, challenge: c, requestId: "r1" });

  function clientAnswering(answers: Response[]) {
    const sent: Record<string, string>[] = [];
    const fetchFn = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ ...(init?.headers as Record<string, string>) });
      const next = answers.shift();
      if (!next) throw new Error("no more answers");
      return next;
    });
    const client = createApiClient({ fetch: fetchFn as unknown as typeof fetch, baseUrl: () => "http://api.test", getToken: () => null, currentUserType: () => "customer" });
    return { client, sent };
  }
  const body = { firstName: "Ada", lastName: "Okafor", email: "ada@example.test", password: "Secret123" };

  it("solves it and sends the same request again with the solution: the caller sees the normal result", async () => {
    const c = challenge(8);
    const { client, sent } = clientAnswering([required(c), json(201, { success: true, message: MESSAGES.signupSuccess, data: { id: "u1", email: body.email } })]);
    const result = await client.callEndpointEnvelope(authEndpoints.customerSignup, { body }, { headers: { "Idempotency-Key": "k1" } });
    expect(result.message).toBe(MESSAGES.signupSuccess);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.[CHALLENGE_SOLUTION_HEADER]).toBeUndefined();
    const solution = sent[1]?.[CHALLENGE_SOLUTION_HEADER] ?? "";
    expect(passes(solution, 8)).toBe(true);
    expect(sent[1]?.["Idempotency-Key"]).toBe("k1");
  });

  it("tries once: a second challenge, or a hard limit, reaches the caller as the server's message", async () => {
    const { client, sent } = clientAnswering([required(challenge(4)), required(challenge(4, "v1.mail.4.1795000000000.other.sig"))]);
    const error = await client.callEndpoint(authEndpoints.customerSignup, { body }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("CHALLENGE_REQUIRED");
    expect((error as ApiError).message).toBe(MESSAGES.challengeRequired);
    expect(sent).toHaveLength(2);

    const hard = clientAnswering([json(429, { success: false, code: "RATE_LIMITED", message: MESSAGES.rateLimited, requestId: "r2" })]);
    const limited = await hard.client.callEndpoint(authEndpoints.customerSignup, { body }).catch((e: unknown) => e);
    expect((limited as ApiError).code).toBe("RATE_LIMITED");
    expect(hard.sent).toHaveLength(1);
  });
});
