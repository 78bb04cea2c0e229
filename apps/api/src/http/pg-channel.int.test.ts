import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import type { Db } from "../db/client.js";
import { publish, subscribe } from "./pg-channel.js";

let t: TestApp;
let pool: pg.Pool;

beforeAll(async () => {
  t = await createTestApp();
  // One connection: a channel heard again must get the very connection the last one gave back.
  pool = new pg.Pool({ connectionString: t.url, max: 1 });
});

afterAll(async () => {
  await pool.end();
  await t.app.close();
});

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 10));
}

describe("PostgreSQL channels", () => {
  it("delivers each message once to a channel heard again on a connection the pool gave back", async () => {
    const db = { $client: pool } as unknown as Db;
    const first: unknown[] = [];
    const stopFirst = await subscribe(db, "channel_test", (payload) => first.push(payload));
    stopFirst();
    await until(() => pool.idleCount === 1);

    const heard: unknown[] = [];
    const stop = await subscribe(db, "channel_test", (payload) => heard.push(payload));
    await publish(t.db, "channel_test", { n: 1 });
    await publish(t.db, "channel_test", { n: 2 });
    // Messages on one connection arrive in order: a repeat of the first would come before the second.
    await until(() => heard.some((p) => (p as { n: number }).n === 2));
    expect(heard).toEqual([{ n: 1 }, { n: 2 }]);
    expect(first).toEqual([]);
    stop();
  });
});
