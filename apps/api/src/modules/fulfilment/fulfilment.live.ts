import type { OrderStatusEvent } from "@bitmarte/contracts";
import { sql } from "drizzle-orm";
import type pg from "pg";
import type { Db, DbOrTx } from "../../db/client.js";

// Status changes reach the operations board through PostgreSQL NOTIFY: sent inside the transaction of
// the move, delivered only if it commits, and heard by every server process (each LISTENs once).
const CHANNEL = "order_status";

export async function notifyStatusChange(tx: DbOrTx, event: OrderStatusEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`);
}

type Listener = (event: OrderStatusEvent) => void;

interface Feed {
  listeners: Set<Listener>;
  client: Promise<pg.PoolClient> | null;
}

const feeds = new WeakMap<Db, Feed>();

function feedOf(db: Db): Feed {
  let feed = feeds.get(db);
  if (!feed) {
    feed = { listeners: new Set(), client: null };
    feeds.set(db, feed);
  }
  return feed;
}

/** Calls `listener` for every committed status change until the returned function is called. */
export async function listenToStatusChanges(db: Db, listener: Listener): Promise<() => void> {
  const feed = feedOf(db);
  feed.listeners.add(listener);
  if (!feed.client) {
    feed.client = (async () => {
      const client = await db.$client.connect();
      client.on("notification", (msg) => {
        if (msg.channel !== CHANNEL || !msg.payload) return;
        const event = JSON.parse(msg.payload) as OrderStatusEvent;
        for (const l of feed.listeners) l(event);
      });
      await client.query(`listen ${CHANNEL}`);
      return client;
    })();
  }
  await feed.client;
  return () => {
    feed.listeners.delete(listener);
    if (feed.listeners.size === 0 && feed.client) {
      const pending = feed.client;
      feed.client = null;
      void pending.then(async (client) => {
        await client.query(`unlisten ${CHANNEL}`).catch(() => undefined);
        client.release();
      });
    }
  };
}
