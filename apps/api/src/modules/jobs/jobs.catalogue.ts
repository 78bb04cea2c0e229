/**
 * Every background job, by name, with its payload. The module that enqueues a job and the module
 * that handles it both import this list (through the jobs index) and never each other, as with
 * domain events. Payloads are stored as JSON: ids and small values, never rows.
 *
 * Adding a job: a line here, a handler wrapped in `defineJob` in the owning module (`x.jobs.ts`,
 * exported by its index), and that module's list in `registerJobHandlers` (src/app.ts).
 * docs/architecture.md ("Background jobs") has the whole recipe.
 */
export interface JobPayloads {
  /** Sends one outbox mail. Enqueued in the transaction that wrote the outbox row. */
  "mail.send": { outboxId: string };
  /** Every minute: queues outbox mails that never got a job of their own. */
  "mail.sweep": ScheduledPayload;
  /** Every minute: expires checkouts left unpaid after the payment window. */
  "orders.expireUnpaid": ScheduledPayload;
  /** Every day: zeroes the balance of gift cards past their expiry. */
  "giftcards.expire": ScheduledPayload;
  /** Every 5 minutes: completes delivered orders whose return window has closed. */
  "fulfilment.complete": ScheduledPayload;
  /** Every 5 minutes: tells operations of orders that became late (or very late) in their stage, once per step. */
  "fulfilment.noticeLate": ScheduledPayload;
  /** Every 2 minutes: sends decided refunds to the payment provider until it confirms them. */
  "payments.refund": ScheduledPayload;
  /**
   * Delivers one provider webhook to our own webhook endpoint (the offline test provider's way of reporting
   * an outcome, as a real provider would): enqueued in the transaction that records the decision, retried
   * with backoff until the endpoint answers 2xx.
   */
  "payments.deliverWebhook": { provider: "test"; reference: string };
  /**
   * Every minute: asks the provider about payments still pending two minutes after they started. Also once
   * when the server starts, with `startedBefore` (its start time): every payment a previous run left pending.
   */
  "payments.verifyPending": ScheduledPayload | { startedBefore: string };
  /**
   * One attempt of an outbound webhook delivery (the webhooks module): enqueued in the transaction that made
   * the delivery, retried with backoff until the endpoint answers 2xx or the retries are used up.
   */
  "webhooks.deliver": { deliveryId: string };
  /** Sends one payout transfer attempt to the transfer provider (payouts module); retried while the provider cannot answer. */
  "payouts.sendTransfer": { transferId: string };
  /** The offline transfer provider's webhook about one attempt, delivered to our own transfer webhook route. */
  /** A Paystack transfer event that reached the payments webhook, checked and applied by the payouts module. */
  "payouts.receiveTransferEvent": { provider: "paystack"; rawBody: string; headers: Record<string, string> };
  "payouts.deliverTransferWebhook": { reference: string; event: "transfer.success" | "transfer.failed" | "transfer.reversed" };
  /** Every hour: WebP copies (160/320/640 px) of images stored before copies were made at upload. */
  "uploads.imageVariants": ScheduledPayload;
  /** Every hour (and after the admin changes the thresholds): every store's seller health; or one store's. */
  "sellerhealth.recompute": ScheduledPayload | { storeId: string };
  /** Every hour: the search head (products ranked first by a broad search) becomes the catalogue's best tenth again. */
  "products.refreshSearchHead": ScheduledPayload;
  /** Runs a confirmed product import from the row after its stored position (enqueued with the confirm). */
  "productimports.run": { importId: string };
}

/** Scheduled runs carry no payload. */
export type ScheduledPayload = Record<string, never>;

export type JobName = keyof JobPayloads;
