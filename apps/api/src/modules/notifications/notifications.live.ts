import type { Notification } from "@bitmarte/contracts";
import type { Db, DbOrTx } from "../../db/client.js";
import { publish, subscribe } from "../../http/pg-channel.js";
import type { Recipient } from "./notifications.repository.js";

// New notifications reach open notification centres through PostgreSQL NOTIFY: sent in the transaction
// that wrote them, delivered only if it commits, and heard by every server process.
const CHANNEL = "notifications";

export interface NotificationSignal {
  recipient: Recipient;
  notification: Notification;
}

export async function signalNotification(tx: DbOrTx, signal: NotificationSignal): Promise<void> {
  await publish(tx, CHANNEL, signal);
}

/** Calls `listener` for every committed notification until the returned function is called. */
export function listenToNotifications(db: Db, listener: (signal: NotificationSignal) => void): Promise<() => void> {
  return subscribe(db, CHANNEL, (payload) => listener(payload as NotificationSignal));
}
