import { createHmac } from "node:crypto";
import { runJob } from "../../src/modules/jobs/index.js";
import type { TestApp } from "../app.js";

export const TEST_GATEWAY_URL = "/api/v1/payments/test-gateway";
export const TEST_WEBHOOK_URL = "/api/v1/payments/webhook/test";

/** Presses Approve (or Decline) on the test provider's payment page. */
export async function payAtTestGateway(t: TestApp, reference: string, outcome: "success" | "failed" = "success") {
  const res = await t.call("POST", `${TEST_GATEWAY_URL}/${encodeURIComponent(reference)}`, { body: { outcome } });
  if (res.statusCode !== 200) throw new Error(`test gateway ${outcome} failed: ${res.body}`);
  return res.json().data as { reference: string; outcome: string; redirectUrl: string };
}

/** Signs a raw webhook body sent at `at` the way the test provider does: `t=<seconds>,v1=<HMAC-SHA256 of "t.body">`. */
export function signTestWebhook(secret: string, rawBody: string, at: Date = new Date()): string {
  const seconds = Math.floor(at.getTime() / 1000);
  return `t=${seconds},v1=${createHmac("sha256", secret).update(`${seconds}.`).update(rawBody).digest("hex")}`;
}

/** Posts a raw webhook body exactly as given, with the signature header. */
export async function postTestWebhook(t: TestApp, rawBody: string, signature: string | null) {
  return t.app.inject({
    method: "POST",
    url: TEST_WEBHOOK_URL,
    headers: { "content-type": "application/json", ...(signature ? { "x-bitmarte-signature": signature } : {}) },
    payload: rawBody,
  });
}

/**
 * One delivery attempt of the test provider's queued webhook about `reference` (job payments.deliverWebhook,
 * run here at once): it POSTs the signed event to the app over loopback HTTP and throws when not answered 2xx.
 */
export function deliverTestWebhook(t: TestApp, reference: string): Promise<void> {
  return runJob(t.jobDeps, "payments.deliverWebhook", { provider: "test", reference });
}
