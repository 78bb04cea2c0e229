import { sql } from "drizzle-orm";
import type pg from "pg";
import type { Db, DbOrTx } from "../db/client.js";

/**
 * A PostgreSQL NOTIFY channel carrying JSON: sent inside the caller's transaction (delivered only if it
 * commits) and heard by every server process, each LISTENing once per channel on a connection of its own.
 */
export async function publish(tx: DbOrTx, channel: string, payload: unknown): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, ${JSON.stringify(payload)})`);
}

type Listener = (payload: unknown) => void;

interface Feed {
  listeners: Set<Listener>;
  client: Promise<Listening> | null;
}

interface Listening {
  client: pg.PoolClient;
  onNotification: (msg: pg.Notification) => void;
}

const feeds = new WeakMap<Db, Map<string, Feed>>();

function feedOf(db: Db, channel: string): Feed {
  let byChannel = feeds.get(db);
  if (!byChannel) {
    byChannel = new Map();
    feeds.set(db, byChannel);
  }
  let feed = byChannel.get(channel);
  if (!feed) {
    feed = { listeners: new Set(), client: null };
    byChannel.set(channel, feed);
  }
  return feed;
}

/** Calls `listener` with each committed message on `channel` until the returned function is called. */
export async function subscribe(db: Db, channel: string, listener: Listener): Promise<() => void> {
  const feed = feedOf(db, channel);
  feed.listeners.add(listener);
  if (!feed.client) {
    feed.client = (async () => {
      const client = await db.$client.connect();
      const onNotification = (msg: pg.Notification) => {
        if (msg.channel !== channel || !msg.payload) return;
        const payload = JSON.parse(msg.payload) as unknown;
        for (const l of feed.listeners) l(payload);
      };
      client.on("notification", onNotification);
      await client.query(`listen "${channel}"`);
      return { client, onNotification };
    })();
  }
  await feed.client;
  return () => {
    feed.listeners.delete(listener);
    if (feed.listeners.size === 0 && feed.client) {
      const pending = feed.client;
      feed.client = null;
      void pending.then(async ({ client, onNotification }) => {
        await client.query(`unlisten "${channel}"`).catch(() => undefined);
        // The connection goes back to the pool: a handler left on it would deliver every message again
        // once the pool hands it to the next LISTEN.
        client.off("notification", onNotification);
        client.release();
      });
    }
  };
}
