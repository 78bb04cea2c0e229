import type { Notification } from "@bitmarte/contracts";
import { sql } from "drizzle-orm";
import type pg from "pg";
import type { Db, DbOrTx } from "../../db/client.js";
import type { Recipient } from "./notifications.repository.js";

// New notifications reach open notification centres through PostgreSQL NOTIFY: sent in the transaction
// that wrote them, delivered only if it commits, and heard by every server process (each LISTENs once).
const CHANNEL = "notifications";

export interface NotificationSignal {
  recipient: Recipient;
  notification: Notification;
}

type Listener = (signal: NotificationSignal) => void;

export async function signalNotification(tx: DbOrTx, signal: NotificationSignal): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(signal)})`);
}

interface Feed {
  listeners: Set<Listener>;
  client: Promise<pg.PoolClient> | null;
}

const feeds = new WeakMap<Db, Feed>();

/** Calls `listener` for every committed notification until the returned function is called. */
export async function listenToNotifications(db: Db, listener: Listener): Promise<() => void> {
  let feed = feeds.get(db);
  if (!feed) {
    feed = { listeners: new Set(), client: null };
    feeds.set(db, feed);
  }
  const current = feed;
  current.listeners.add(listener);
  if (!current.client) {
    current.client = (async () => {
      const client = await db.$client.connect();
      client.on("notification", (msg) => {
        if (msg.channel !== CHANNEL || !msg.payload) return;
        const signal = JSON.parse(msg.payload) as NotificationSignal;
        for (const l of current.listeners) l(signal);
      });
      await client.query(`listen ${CHANNEL}`);
      return client;
    })();
  }
  await current.client;
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size === 0 && current.client) {
      const pending = current.client;
      current.client = null;
      void pending.then(async (client) => {
        await client.query(`unlisten ${CHANNEL}`).catch(() => undefined);
        client.release();
      });
    }
  };
}
