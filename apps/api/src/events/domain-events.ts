import type { DbOrTx } from "../db/client.js";

/**
 * Every domain event, by name, with its payload. Publisher and subscriber both import this list and
 * never each other, so a lower module can make an upper one react (and the other way round) without
 * an import pointing up. Payloads carry ids, not rows.
 */
export interface DomainEvents {
  /** A sub category moved to another category; its child categories already followed. */
  "categories.subCategoryMoved": { subCategoryId: string; categoryId: string };
  /** A child category moved under another sub category (and so, maybe, another category). */
  "categories.childCategoryMoved": { childCategoryId: string; subCategoryId: string; categoryId: string };
  /** An order completed (its return window closed); its settlement is already in the ledger. */
  "orders.completed": { orderId: string; merchantId: string; merchantDueKobo: number; completedAt: Date };
  /** The payment provider reported a dispute (chargeback) on a successful payment (signed webhook). */
  "payments.chargebackReported": { reference: string; providerEventId: string; amountKobo: number; reason: string; reportedAt: Date };
  /**
   * A payout transfer's event arrived at the payment provider's webhook, signed (Paystack sends every event
   * of an account to one address): the payouts module checks it again and acts on it, from the job queue.
   */
  "payments.transferEventReceived": { provider: "paystack"; rawBody: string; headers: Record<string, string> };
  /** The payment provider paid a refund back (`ownerId` names what it was for: an order, a refund request). */
  "payments.refundProcessed": { refundId: string; ownerId: string; amountKobo: number; processedAt: Date };
  /**
   * A job used up its retries and went to its dead-letter queue (once per job, not per attempt).
   * `appUrl` is where the admins' screens are (the mail's button).
   */
  "jobs.failed": { jobId: string; jobName: string; attempts: number; error: string | null; failedAt: Date; appUrl: string };
  /** A shipping company applied to deliver for the marketplace; the application waits for an admin. */
  "partners.applied": { partnerId: string; companyName: string; appliedAt: Date; appUrl: string };
}

export type DomainEventName = keyof DomainEvents;
export type DomainEventHandler<K extends DomainEventName> = (tx: DbOrTx, payload: DomainEvents[K]) => Promise<void>;
/** What a module hands to `subscribe`: a handler for each event it reacts to. */
export type DomainEventHandlers = { [K in DomainEventName]?: DomainEventHandler<K> };

const subscribers = new Map<DomainEventName, Set<DomainEventHandler<never>>>();

/** Registers a module's handlers (app.ts does, once per module; registering twice changes nothing). */
export function subscribe(handlers: DomainEventHandlers): void {
  for (const [name, handler] of Object.entries(handlers) as [DomainEventName, DomainEventHandler<never>][]) {
    const set = subscribers.get(name) ?? new Set();
    set.add(handler);
    subscribers.set(name, set);
  }
}

/**
 * Runs every subscriber inside the publisher's transaction, one after another: the reaction commits
 * or rolls back with the change that caused it. Work that may wait or fail on its own (mail, money
 * settlement) goes to the job queue instead.
 */
export async function publish<K extends DomainEventName>(tx: DbOrTx, name: K, payload: DomainEvents[K]): Promise<void> {
  for (const handler of subscribers.get(name) ?? []) await (handler as DomainEventHandler<K>)(tx, payload);
}
