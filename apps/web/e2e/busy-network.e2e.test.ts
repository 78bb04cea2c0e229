import { createHash } from "node:crypto";
import { CHALLENGE_SOLUTION_HEADER, MESSAGES } from "@bitmarte/contracts";
import type { Page, Route } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { type BrowserSession, DESKTOP, MOBILE, openBrowser, screenshot, visit } from "./support/browser";

/**
 * Many people behind one carrier address: past the soft per-address limit the server answers 429
 * CHALLENGE_REQUIRED. The journeys' server has its per-address figures raised (every journey comes from
 * 127.0.0.1), so the first answer is played here; the browser's solving, the "Checking your connection…"
 * state and the retry that reaches the real server are what this journey watches. The server's side
 * (signature, expiry, single use, limits) is covered by apps/api/src/modules/limits/challenge.int.test.ts.
 */

const DIFFICULTY = 16;

function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
}

/** The first nonce that solves `salt`, looking no further than `limit`. */
function firstNonce(salt: string, limit: number): number | null {
  for (let nonce = 0; nonce < limit; nonce++) {
    if (leadingZeroBits(createHash("sha256").update(salt + nonce).digest()) >= DIFFICULTY) return nonce;
  }
  return null;
}

/**
 * A salt whose first solution lies past 100,000 nonces (a few seconds of WebCrypto), so the
 * "Checking your connection…" state stays long enough to be seen; a solve can otherwise end at once.
 */
const SALT = (() => {
  for (let i = 0; ; i++) {
    const salt = `v1.mail.${DIFFICULTY}.${Date.now() + 300_000}.e2e-journey-${i}.signature`;
    if (firstNonce(salt, 100_000) === null) return salt;
  }
})();

/** Answers the first call of `path` with a challenge and lets the retry through; records the retry's solution. */
async function challengeOnce(page: Page, path: string): Promise<{ solutions: string[] }> {
  const seen = { solutions: [] as string[] };
  let challenged = false;
  await page.route(`**${path}`, async (route: Route) => {
    const solution = route.request().headers()[CHALLENGE_SOLUTION_HEADER];
    if (solution) seen.solutions.push(solution);
    if (challenged) return route.continue();
    challenged = true;
    await route.fulfill({
      status: 429,
      headers: { "content-type": "application/json", "retry-after": "120" },
      body: JSON.stringify({
        success: false,
        code: "CHALLENGE_REQUIRED",
        message: MESSAGES.challengeRequired,
        challenge: {
          algorithm: "sha256-leading-zero-bits",
          salt: SALT,
          difficulty: DIFFICULTY,
          expiresAt: new Date(Date.now() + 300_000).toISOString(),
          header: CHALLENGE_SOLUTION_HEADER,
        },
        requestId: "e2e-challenge",
      }),
    });
  });
  return seen;
}

/** The server's check: our salt, a decimal nonce, and enough leading zero bits. */
function passes(solution: string): boolean {
  const cut = solution.lastIndexOf(":");
  const salt = solution.slice(0, cut);
  const nonce = solution.slice(cut + 1);
  return salt === SALT && /^\d+$/.test(nonce) && leadingZeroBits(createHash("sha256").update(salt + nonce).digest()) >= DIFFICULTY;
}

describe("a busy carrier address", () => {
  const sessions: BrowserSession[] = [];
  afterAll(async () => {
    for (const s of sessions) await s.close();
  });

  it("sign-up on a phone: \"Checking your connection…\", then the normal result", async () => {
    const browser = await openBrowser(MOBILE);
    sessions.push(browser);
    const { page } = browser;
    const email = `busy-${Date.now()}@example.com`;
    await visit(page, "/signup");
    const seen = await challengeOnce(page, "/api/v1/auth/customer/signup");
    await page.getByLabel(/^First name/).fill("Chiamaka");
    await page.getByLabel(/^Last name/).fill("Eze");
    await page.getByLabel(/^Email address/).fill(email);
    await page.getByLabel(/^Password/).fill("Lagos#Market2026");
    await page.getByRole("button", { name: "Create account" }).click();

    const checking = page.getByTestId("checking-connection");
    await checking.waitFor();
    expect(await checking.textContent()).toBe(MESSAGES.checkingConnection);
    await screenshot(page, "busy-network-signup-checking-mobile");

    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    await checking.waitFor({ state: "detached" });
    await screenshot(page, "busy-network-signup-done-mobile");
    expect(seen.solutions).toHaveLength(1);
    expect(passes(seen.solutions[0] ?? "")).toBe(true);
    expect(browser.pageErrors).toEqual([]);
    expect(browser.cspViolations).toEqual([]);
  });

  it("forgot password on a desktop for a merchant: the same, through the shared client", async () => {
    const browser = await openBrowser(DESKTOP);
    sessions.push(browser);
    const { page } = browser;
    await visit(page, "/merchant/forgot-password");
    const seen = await challengeOnce(page, "/api/v1/auth/merchant/forgotpassword");
    await page.getByLabel("Email address").fill("nobody-busy@example.com");
    await page.getByRole("button", { name: "Send reset link" }).click();
    const checking = page.getByTestId("checking-connection");
    await checking.waitFor();
    await screenshot(page, "busy-network-forgot-checking-desktop");
    await page.getByText(MESSAGES.forgotPasswordSent).waitFor();
    await checking.waitFor({ state: "detached" });
    expect(seen.solutions).toHaveLength(1);
    expect(passes(seen.solutions[0] ?? "")).toBe(true);
    expect(browser.pageErrors).toEqual([]);
  });
});
