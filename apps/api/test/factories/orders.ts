import { randomUUID } from "node:crypto";
import type { CreateOrderResult } from "@bitmarte/contracts";
import type { TestApp } from "../app.js";
import type { Buyer } from "./cart.js";
import { payAtTestGateway } from "./payments.js";

export const CREATE_ORDER_URL = "/api/v1/ordertracking/create-order";
export const VERIFY_URL = "/api/v1/transactions/customer/transaction";

/** Sends create-order for the buyer's cart to their address (a fresh Idempotency-Key unless given). */
export function createOrder(t: TestApp, buyer: Buyer, opts: { key?: string; body?: Record<string, unknown> } = {}) {
  return t.call("POST", CREATE_ORDER_URL, {
    token: buyer.token,
    headers: { "idempotency-key": opts.key ?? randomUUID() },
    body: { addressId: buyer.address.id, paymentChannel: "card", ...opts.body },
  });
}

/** Places the order and fails loudly if it does not go through. */
export async function placeOrder(t: TestApp, buyer: Buyer, opts: { key?: string; body?: Record<string, unknown> } = {}): Promise<CreateOrderResult> {
  const res = await createOrder(t, buyer, opts);
  if (res.statusCode !== 201) throw new Error(`create-order failed: ${res.body}`);
  return res.json().data;
}

/** Places the order and pays it at the test gateway (Approve), then verifies as the web's callback page does. */
export async function placePaidOrder(t: TestApp, buyer: Buyer): Promise<CreateOrderResult> {
  const result = await placeOrder(t, buyer);
  if (!result.payment) return result;
  await payAtTestGateway(t, result.payment.reference, "success");
  const verified = await t.call("POST", VERIFY_URL, { token: buyer.token, body: { reference: result.payment.reference } });
  if (verified.statusCode !== 200 || verified.json().data.status !== "success") throw new Error(`verify failed: ${verified.body}`);
  return result;
}
