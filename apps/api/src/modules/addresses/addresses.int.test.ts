import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { ADDRESS_URL, addressBody, makeAddress } from "../../../test/factories/logistics.js";
import { makeAdmin, makeCustomer, makeMerchant, type Person } from "../../../test/factories/people.js";
import { getCustomerAddress } from "./index.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const countFor = async (customer: Person) =>
  Number((await t.db.execute(sql`select count(*)::int as n from customer_shipping_addresses where customer_id = ${customer.userId}`)).rows[0].n);
const defaultsOf = async (customer: Person) =>
  (await t.db.execute(sql`select id from customer_shipping_addresses where customer_id = ${customer.userId} and is_default`)).rows.map((r) => r.id);

describe("customer shipping addresses", () => {
  it("adds addresses; the first becomes the default", async () => {
    const c = await makeCustomer(t);
    const res = await t.call("POST", ADDRESS_URL, { token: c.token, body: addressBody({ emailAddress: "ADA@Example.test" }) });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("Shipping address added successfully");
    const first = res.json().data;
    expect(first).toMatchObject({ fullName: "Ada Obi", stateOrRegion: "Lagos", city: "Lekki", country: "Nigeria", emailAddress: "ada@example.test", default: true });
    const second = await makeAddress(t, c, { city: "Ikeja" });
    expect(second.default).toBe(false);
    const list = await t.call("GET", ADDRESS_URL, { token: c.token });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({ count: 2, rows: [{ id: first.id, default: true }, { id: second.id, default: false }] });
  });

  it("a new address sent as default takes over from the old default", async () => {
    const c = await makeCustomer(t);
    const first = await makeAddress(t, c);
    const second = await makeAddress(t, c, { default: true, city: "Yaba" });
    expect(second.default).toBe(true);
    expect(await defaultsOf(c)).toEqual([second.id]);
    expect((await getCustomerAddress(t.db, c.userId, first.id)).default).toBe(false);
  });

  it("makes an address the default and answers the previous one", async () => {
    const c = await makeCustomer(t);
    const first = await makeAddress(t, c);
    const second = await makeAddress(t, c, { city: "Surulere" });
    const res = await t.call("PATCH", `${ADDRESS_URL}/make-default/${second.id}`, { token: c.token });
    expect(res.statusCode).toBe(200);
    const { address, previousDefault } = res.json().data;
    expect(address).toMatchObject({ id: second.id, default: true });
    expect(previousDefault).toMatchObject({ id: first.id, default: false });
    expect(await defaultsOf(c)).toEqual([second.id]);
    const again = await t.call("PATCH", `${ADDRESS_URL}/make-default/${second.id}`, { token: c.token });
    expect(again.json().data).toMatchObject({ address: { id: second.id, default: true }, previousDefault: null });
  });

  it("keeps exactly one default when many make-default calls race", async () => {
    const c = await makeCustomer(t);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await makeAddress(t, c, { city: `City ${i}` })).id);
    const results = await Promise.all(ids.map((id) => t.call("PATCH", `${ADDRESS_URL}/make-default/${id}`, { token: c.token })));
    expect(results.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
    expect(await defaultsOf(c)).toHaveLength(1);
  });

  it("the database itself refuses a second default", async () => {
    const c = await makeCustomer(t);
    const a = await makeAddress(t, c);
    const b = await makeAddress(t, c);
    expect(a.default).toBe(true);
    await expect(t.db.execute(sql`update customer_shipping_addresses set is_default = true where id = ${b.id}`)).rejects.toThrow();
  });

  it("edits an address; default: true moves the default, default: false on the default is ignored", async () => {
    const c = await makeCustomer(t);
    const first = await makeAddress(t, c);
    const second = await makeAddress(t, c);
    const res = await t.call("PATCH", `${ADDRESS_URL}/${first.id}`, { token: c.token, body: { city: "Ajah", default: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Shipping address updated successfully");
    expect(res.json().data).toMatchObject({ city: "Ajah", default: true, fullName: "Ada Obi" });
    const moved = await t.call("PATCH", `${ADDRESS_URL}/${second.id}`, { token: c.token, body: { default: true } });
    expect(moved.json().data.default).toBe(true);
    expect(await defaultsOf(c)).toEqual([second.id]);
  });

  it("deletes an address; deleting the default makes the newest remaining one the default", async () => {
    const c = await makeCustomer(t);
    const first = await makeAddress(t, c);
    t.clock.advance(1000);
    const second = await makeAddress(t, c);
    t.clock.advance(1000);
    const third = await makeAddress(t, c);
    const res = await t.call("DELETE", `${ADDRESS_URL}/${first.id}`, { token: c.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: "Shipping address deleted successfully", data: { id: first.id } });
    expect(await defaultsOf(c)).toEqual([third.id]);
    await t.call("DELETE", `${ADDRESS_URL}/${second.id}`, { token: c.token });
    expect(await defaultsOf(c)).toEqual([third.id]);
    expect((await t.call("DELETE", `${ADDRESS_URL}/${second.id}`, { token: c.token })).statusCode).toBe(404);
  });

  it("refuses bad input with field errors and writes nothing", async () => {
    const c = await makeCustomer(t);
    const res = await t.call("POST", ADDRESS_URL, {
      token: c.token,
      body: { fullName: "A", phoneNumber: "call me", emailAddress: "nope", stateOrRegion: "Wakanda", city: "", address: "x" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { path: string }) => e.path).sort()).toEqual(["address", "emailAddress", "fullName", "phoneNumber", "stateOrRegion"]);
    expect(await countFor(c)).toBe(0);
    const a = await makeAddress(t, c);
    const patch = await t.call("PATCH", `${ADDRESS_URL}/${a.id}`, { token: c.token, body: { stateOrRegion: "Nowhere" } });
    expect(patch.statusCode).toBe(422);
    expect((await getCustomerAddress(t.db, c.userId, a.id)).stateOrRegion).toBe("Lagos");
  });

  it("takes the spec's fields alone; city and LGA are optional refinements, states as people type them", async () => {
    const c = await makeCustomer(t);
    const body = { fullName: "Ada Obi", phoneNumber: "08031234567", emailAddress: "ada@example.test", stateOrRegion: "lagos state", address: "12 Admiralty Way, Lekki" };
    const res = await t.call("POST", ADDRESS_URL, { token: c.token, body });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ ...body, stateOrRegion: "Lagos", city: null, LGA: null, country: "Nigeria", default: true });
    const refined = await t.call("PATCH", `${ADDRESS_URL}/${res.json().data.id}`, { token: c.token, body: { city: "Lekki", LGA: "Eti-Osa" } });
    expect(refined.json().data).toMatchObject({ city: "Lekki", LGA: "Eti-Osa" });
    const cleared = await t.call("PATCH", `${ADDRESS_URL}/${res.json().data.id}`, { token: c.token, body: { city: "" } });
    expect(cleared.json().data).toMatchObject({ city: null, LGA: "Eti-Osa" });
    const abuja = await t.call("POST", ADDRESS_URL, { token: c.token, body: { ...body, stateOrRegion: "Abuja", default: true } });
    expect(abuja.json().data).toMatchObject({ stateOrRegion: "FCT", default: true });
  });

  it("keeps at most 20 addresses", async () => {
    const c = await makeCustomer(t);
    for (let i = 0; i < 20; i++) await makeAddress(t, c);
    const res = await t.call("POST", ADDRESS_URL, { token: c.token, body: addressBody() });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("You can save at most 20 shipping addresses");
    expect(await countFor(c)).toBe(20);
  });

  it("another customer's address answers 404 and is left alone", async () => {
    const owner = await makeCustomer(t);
    const other = await makeCustomer(t);
    const a = await makeAddress(t, owner);
    for (const [method, url, body] of [
      ["PATCH", `${ADDRESS_URL}/${a.id}`, { city: "Hacked" }],
      ["DELETE", `${ADDRESS_URL}/${a.id}`, undefined],
      ["PATCH", `${ADDRESS_URL}/make-default/${a.id}`, undefined],
    ] as const) {
      expect((await t.call(method, url, { token: other.token, body })).statusCode).toBe(404);
    }
    expect((await t.call("GET", ADDRESS_URL, { token: other.token })).json().data.count).toBe(0);
    expect(await getCustomerAddress(t.db, owner.userId, a.id)).toMatchObject({ city: "Lekki", default: true });
    await expect(getCustomerAddress(t.db, other.userId, a.id)).rejects.toMatchObject({ status: 404 });
  });

  it("is for customers only", async () => {
    const merchant = await makeMerchant(t);
    const admin = await makeAdmin(t);
    for (const p of [merchant, admin]) {
      expect((await t.call("GET", ADDRESS_URL, { token: p.token })).statusCode).toBe(403);
      expect((await t.call("POST", ADDRESS_URL, { token: p.token, body: addressBody() })).statusCode).toBe(403);
    }
    expect((await t.call("POST", ADDRESS_URL, { body: addressBody() })).statusCode).toBe(401);
  });
});
