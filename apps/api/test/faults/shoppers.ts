import { randomUUID } from "node:crypto";
import { sleep } from "./server-process.js";

/**
 * Buyers driving the real server over HTTP, the way a browser (and a buyer pressing "retry") does: every
 * call that changes something carries an Idempotency-Key, and a call that got no answer (connection
 * refused or cut, a 5xx, a 409 "in progress") is sent again with the same key until it is answered.
 * What each buyer saw answered is recorded for the checks after the crash.
 */

export type Behaviour = "pays and comes back" | "pays and never comes back" | "abandons";

export interface SeenCheckout {
  customer: number;
  key: string;
  orderName: string;
  orderIds: string[];
  reference: string | null;
  behaviour: Behaviour;
  /** The test provider's page answered the approval: the provider took the money. */
  approved: boolean;
  /** The buyer came back and the verification answered `success`. */
  seenPaid: boolean;
}

export interface Shopper {
  index: number;
  email: string;
  token: string;
  addressId: string;
}

export interface ShopStats {
  requests: number;
  /** Calls that got no answer (refused, cut, 5xx) and were sent again. */
  retries: number;
  /** Answers to a repeated key that said `idempotent-replayed`. */
  replays: number;
  /** The same key answered with another order: must stay 0. */
  mismatches: number;
}

let inFlight = 0;
/** Calls sent and not answered yet, over every client (the crash cuts these off). */
export const callsInFlight = () => inFlight;

export class ShopClient {
  base: string;
  stats: ShopStats = { requests: 0, retries: 0, replays: 0, mismatches: 0 };
  constructor(base: string) {
    this.base = base;
  }

  /** One call, sent again (same body, same headers) until it gets an answer that is not "try again". */
  async call(
    method: string,
    path: string,
    opts: { token?: string; body?: unknown; key?: string; deadline: number },
  ): Promise<{ status: number; body: { success?: boolean; message?: string; data?: unknown }; replayed: boolean }> {
    for (let attempt = 0; ; attempt++) {
      if (Date.now() > opts.deadline) throw new Error(`${method} ${path}: no answer before the deadline`);
      if (attempt > 0) {
        this.stats.retries++;
        await sleep(Math.min(1000, 100 * attempt));
      }
      this.stats.requests++;
      let res: Response;
      let text: string;
      inFlight++;
      try {
        res = await fetch(`${this.base}/api/v1${path}`, {
          method,
          headers: {
            ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
            ...(opts.body === undefined ? {} : { "content-type": "application/json" }),
            ...(opts.key ? { "idempotency-key": opts.key } : {}),
          },
          body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
          signal: AbortSignal.timeout(15_000),
        });
        text = await res.text();
      } catch {
        continue; // refused, reset or timed out: the server is down or restarting
      } finally {
        inFlight--;
      }
      // 409 "in progress": a twin of this key is still running (or was cut off by the crash a moment ago).
      if (res.status >= 500 || res.status === 429 || (res.status === 409 && /in progress/i.test(text))) continue;
      let body: { success?: boolean; message?: string; data?: unknown } = {};
      try {
        body = JSON.parse(text);
      } catch {}
      const replayed = res.headers.get("idempotent-replayed") === "true";
      if (replayed) this.stats.replays++;
      return { status: res.status, body, replayed };
    }
  }
}

interface CreateOrderData {
  orderName: string;
  orders: { id: string }[];
  payment: { reference: string } | null;
}

/**
 * One buyer's rounds: add products to the cart, check out, then pay and verify / pay and leave / leave
 * without paying. Before a key is sent its checkout is noted in `seen` only once an answer arrives.
 */
export async function shop(
  client: ShopClient,
  shopper: Shopper,
  opts: { rounds: number; productIds: string[]; deadline: number; seen: SeenCheckout[]; onCheckout?: () => void },
): Promise<void> {
  const { token } = shopper;
  for (let round = 0; round < opts.rounds; round++) {
    const behaviour: Behaviour = (["pays and comes back", "pays and never comes back", "abandons"] as const)[(shopper.index + round) % 3];
    const lines = 1 + ((shopper.index + round) % 2);
    for (let l = 0; l < lines; l++) {
      const productId = opts.productIds[(shopper.index * 3 + round * 2 + l) % opts.productIds.length];
      const added = await client.call("POST", "/cart/add-cart", {
        token,
        key: randomUUID(),
        body: { productId, quantity: 1 + ((round + l) % 3) },
        deadline: opts.deadline,
      });
      if (added.status !== 201) throw new Error(`add-cart answered ${added.status}: ${JSON.stringify(added.body)}`);
    }

    const key = randomUUID();
    const body = { addressId: shopper.addressId, paymentChannel: "card" };
    const placed = await client.call("POST", "/ordertracking/create-order", { token, key, body, deadline: opts.deadline });
    if (placed.status !== 201) throw new Error(`create-order answered ${placed.status}: ${JSON.stringify(placed.body)}`);
    const data = placed.body.data as CreateOrderData;
    const seen: SeenCheckout = {
      customer: shopper.index,
      key,
      orderName: data.orderName,
      orderIds: data.orders.map((o) => o.id),
      reference: data.payment?.reference ?? null,
      behaviour,
      approved: false,
      seenPaid: false,
    };
    opts.seen.push(seen);
    opts.onCheckout?.();

    // The same key again (a double click, a retry whose first answer was lost): the same order, nothing new.
    const again = await client.call("POST", "/ordertracking/create-order", { token, key, body, deadline: opts.deadline });
    const twin = again.body.data as CreateOrderData | undefined;
    if (again.status !== 201 || !again.replayed || twin?.orderName !== seen.orderName || twin?.payment?.reference !== seen.reference) {
      client.stats.mismatches++;
    }

    if (behaviour === "abandons" || !seen.reference) continue;
    const approved = await client.call("POST", `/payments/test-gateway/${seen.reference}`, {
      body: { outcome: "success" },
      deadline: opts.deadline,
    });
    if (approved.status !== 200) throw new Error(`test gateway answered ${approved.status}: ${JSON.stringify(approved.body)}`);
    seen.approved = true;
    if (behaviour === "pays and never comes back") continue;
    const verified = await client.call("POST", "/transactions/customer/transaction", {
      token,
      body: { reference: seen.reference },
      deadline: opts.deadline,
    });
    if (verified.status !== 200) throw new Error(`verify answered ${verified.status}: ${JSON.stringify(verified.body)}`);
    seen.seenPaid = (verified.body.data as { status?: string }).status === "success";
  }
}
