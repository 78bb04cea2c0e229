import type { GiftCard } from "@bitmarte/contracts";
import type { TestApp } from "../app.js";
import type { Person } from "./people.js";
import { payAtTestGateway } from "./payments.js";

/** Buys a gift card as `buyer` and pays for it at the test gateway; answers the issued card. */
export async function buyGiftCard(
  t: TestApp,
  buyer: Person,
  over: { amount?: number; recipientEmail?: string; recipientName?: string; message?: string } = {},
): Promise<GiftCard> {
  const purchase = await t.call("POST", "/api/v1/giftcards/purchase", {
    token: buyer.token,
    body: { amount: 10000, recipientEmail: `friend-${Math.random().toString(36).slice(2, 8)}@example.test`, ...over },
  });
  if (purchase.statusCode !== 201) throw new Error(`gift card purchase failed: ${purchase.body}`);
  const { payment } = purchase.json().data;
  await payAtTestGateway(t, payment.reference, "success");
  const paid = await t.call("POST", "/api/v1/giftcards/pay", { token: buyer.token, body: { reference: payment.reference } });
  if (paid.statusCode !== 200 || paid.json().data.status !== "active") throw new Error(`gift card payment failed: ${paid.body}`);
  return paid.json().data;
}
