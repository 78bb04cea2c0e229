import { randomBytes } from "node:crypto";
import { NIGERIAN_STATES, SHIPPING_ZONES, VEHICLE_TYPES } from "@bitmarte/contracts";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../db/client.js";
import { prepareDatabase } from "../db/prepare.js";
import { REFERENCE_PERMISSIONS, REFERENCE_PLANS, seedReference, STATE_CAPITALS } from "./reference.js";

const serverUrl = process.env.TEST_PG_SERVER_URL as string;
const made: string[] = [];
const pools: Db[] = [];

/** A database of this file's own: empty, or cloned from the migrated test template. */
async function database(template?: string): Promise<Db> {
  const name = `t_ref_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  made.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createDb(url.toString(), 4);
  pools.push(db);
  return db;
}

afterAll(async () => {
  await Promise.all(pools.map((db) => db.$client.end()));
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  for (const name of made) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

const REFERENCE_TABLES = ["roles", "permissions", "pricing_plans", "shipping_prices", "shipping_locations", "fulfilment_settings", "vehicles"];

/** Every row of every reference table, all columns, in a stable order. */
async function snapshot(db: Db): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of REFERENCE_TABLES) {
    const { rows } = await db.execute(sql.raw(`select * from ${table} order by 1, 2`));
    out[table] = rows;
  }
  return out;
}

const count = async (db: Db, query: string) => Number((await db.execute<{ n: number }>(sql.raw(query))).rows[0].n);

describe("reference data on a first start (empty database)", () => {
  let db: Db;
  beforeAll(async () => {
    db = await database();
    const prepared = await prepareDatabase(db, { demo: false });
    expect(prepared).toEqual({ demoSeeded: false, needsSuperadmin: true });
  }, 120_000);

  it("serves every state and the FCT, prices every zone and vehicle type, and has the plans, roles and settings", async () => {
    const states = (await db.execute<{ state: string }>(sql`select distinct state from shipping_locations where is_active order by state`)).rows.map((r) => r.state);
    expect(states).toHaveLength(37);
    expect(states).toEqual([...NIGERIAN_STATES].sort());
    const prices = (await db.execute<{ zone: string; vehicle_type: string }>(sql`select zone, vehicle_type from shipping_prices`)).rows;
    expect(prices).toHaveLength(SHIPPING_ZONES.length * VEHICLE_TYPES.length);
    for (const zone of SHIPPING_ZONES) for (const type of VEHICLE_TYPES) expect(prices).toContainEqual({ zone, vehicle_type: type });
    expect((await db.execute<{ type: string }>(sql`select distinct type from vehicles order by type`)).rows.map((r) => r.type)).toEqual([...VEHICLE_TYPES].sort());
    expect((await db.execute<{ code: string }>(sql`select code from pricing_plans where is_active order by sort_order`)).rows.map((r) => r.code)).toEqual(REFERENCE_PLANS.map((p) => p.code));
    expect((await db.execute<{ name: string }>(sql`select name from roles order by name`)).rows.map((r) => r.name)).toEqual(["admin", "dispatcher", "scheduler", "superadmin"]);
    expect(await count(db, "select count(*)::int as n from permissions")).toBe(Object.values(REFERENCE_PERMISSIONS).flat().length);
    expect(await count(db, "select count(*)::int as n from fulfilment_settings")).toBe(1);
  });

  it("creates no people and nothing to sell", async () => {
    for (const table of ["users", "admins", "customers", "merchants", "stores", "partners", "hubs", "categories", "products"]) {
      expect(await count(db, `select count(*)::int as n from ${table}`), table).toBe(0);
    }
  });

  it("changes nothing when run again", async () => {
    const before = await snapshot(db);
    expect(await seedReference(db)).toEqual({ roles: 0, permissions: 0, pricingPlans: 0, shippingPrices: 0, shippingLocations: 0, fulfilmentSettings: 0 });
    await prepareDatabase(db, { demo: false });
    expect(await snapshot(db)).toEqual(before);
  });

  it("keeps what an admin edited", async () => {
    await db.execute(sql`update pricing_plans set commission_bps = 900, is_active = false where code = 'growth'`);
    await db.execute(sql`update shipping_prices set base_fee_kobo = 99900 where zone = 'other_state' and vehicle_type = 'bike'`);
    await db.execute(sql`update shipping_locations set city = 'Azare' where state = 'Bauchi'`);
    await db.execute(sql`update shipping_locations set is_active = false where state = 'Kano'`);
    await db.execute(sql`delete from shipping_locations where state = 'Lagos' and city = 'Lekki'`);
    await db.execute(sql`update fulfilment_settings set return_window_days = 14`);
    const edited = await snapshot(db);
    await prepareDatabase(db, { demo: false });
    expect(await snapshot(db)).toEqual(edited);
    const [plan] = (await db.execute<{ commission_bps: number }>(sql`select commission_bps from pricing_plans where code = 'growth'`)).rows;
    expect(plan.commission_bps).toBe(900);
    expect(await count(db, "select count(*)::int as n from shipping_locations where state = 'Bauchi'")).toBe(1);
    expect(await count(db, "select count(*)::int as n from shipping_locations where city = 'Lekki'")).toBe(0);
  });
});

describe("reference data on a database that lacks some", () => {
  it("adds only the missing rows, keyed by their natural keys", async () => {
    const db = await database("bitmarte_test_template");
    // The migrations brought part of it: ten states with their cities, the plans, prices and roles.
    await db.execute(sql`delete from shipping_prices where zone = 'same_city'`);
    await db.execute(sql`delete from pricing_plans where code = 'premium'`);
    await db.execute(sql`delete from permissions where role = 'scheduler'`);
    await db.execute(sql`delete from fulfilment_settings`);
    const lagos = await count(db, "select count(*)::int as n from shipping_locations where state = 'Lagos'");
    const servedStates = await count(db, "select count(distinct state)::int as n from shipping_locations");

    const added = await seedReference(db);
    expect(added).toEqual({
      roles: 0,
      permissions: REFERENCE_PERMISSIONS.scheduler.length,
      pricingPlans: 1,
      shippingPrices: VEHICLE_TYPES.length,
      shippingLocations: 37 - servedStates,
      fulfilmentSettings: 1,
    });
    // A state served already keeps its cities and gets no other.
    expect(await count(db, "select count(*)::int as n from shipping_locations where state = 'Lagos'")).toBe(lagos);
    const [bayelsa] = (await db.execute<{ city: string }>(sql`select city from shipping_locations where state = 'Bayelsa'`)).rows;
    expect(bayelsa.city).toBe(STATE_CAPITALS.Bayelsa);
    expect(await seedReference(db)).toEqual({ roles: 0, permissions: 0, pricingPlans: 0, shippingPrices: 0, shippingLocations: 0, fulfilmentSettings: 0 });
  });
});
