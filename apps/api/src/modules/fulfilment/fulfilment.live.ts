import type { OrderStatusEvent } from "@bitmarte/contracts";
import type { Db, DbOrTx } from "../../db/client.js";
import { publish, subscribe } from "../../http/pg-channel.js";

// Status changes reach the operations board through PostgreSQL NOTIFY: sent inside the transaction of
// the move, delivered only if it commits, and heard by every server process.
const CHANNEL = "order_status";

export async function notifyStatusChange(tx: DbOrTx, event: OrderStatusEvent): Promise<void> {
  await publish(tx, CHANNEL, event);
}

/** Calls `listener` for every committed status change until the returned function is called. */
export function listenToStatusChanges(db: Db, listener: (event: OrderStatusEvent) => void): Promise<() => void> {
  return subscribe(db, CHANNEL, (payload) => listener(payload as OrderStatusEvent));
}
