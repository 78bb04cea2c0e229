import { allEndpoints, allowedKinds, type EndpointDef, fullPath, type TokenKind } from "@bitmarte/contracts";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./app.js";
import { makeAdmin, makeCustomer, makeMerchant, makePartner } from "./factories/people.js";

/**
 * Every endpoint of the contracts, called with bodies, query strings and path parameters it never expects:
 * wrong types, huge and negative numbers, unicode, empty and very long strings, deep nesting, arrays for
 * objects. Never a 5xx, never a stack trace or database error in the answer, and a refused request
 * writes nothing.
 */
let t: TestApp;
const tokens = {} as Record<TokenKind, string>;
beforeAll(async () => {
  t = await createTestApp();
  tokens.customer = (await makeCustomer(t)).token;
  tokens.merchant = (await makeMerchant(t)).token;
  tokens.admin = (await makeAdmin(t, "superadmin")).token;
  tokens.partner = (await makePartner(t)).token;
});

// Tables that a refused request may legitimately touch: attempts counted against limits.
const COUNTED_ELSEWHERE = new Set(["login_failures", "rate_limit_hits"]);
let countQuery: ReturnType<typeof sql.raw> | null = null;
async function rowCount(): Promise<number> {
  if (!countQuery) {
    const tables = (await t.db.execute<{ name: string }>(sql`select tablename as name from pg_tables where schemaname = 'public' and tablename not like '\\_\\_%'`)).rows
      .map((r) => r.name)
      .filter((n) => !COUNTED_ELSEWHERE.has(n));
    countQuery = sql.raw(`select (${tables.map((n) => `(select count(*) from "${n}")`).join(" + ")})::bigint as n`);
  }
  return Number((await t.db.execute<{ n: string }>(countQuery)).rows[0].n);
}

const weirdString = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom("", " ", "null", "undefined", "0", "-1", "1e309", "NaN", "' or 1=1 --", '"; drop table users; --', "<script>alert(1)</script>", "../../etc/passwd", "%00", "\u0000", "🛒🇳🇬", "ä".repeat(300), "x".repeat(20_000)),
  fc.uuid(),
);
const weirdNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: false }),
  fc.constantFrom(0, -0, -1, -0.001, 1e21, -1e21, Number.MAX_SAFE_INTEGER + 2, 0.1 + 0.2, 99999999999.999),
);
const weirdValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    weirdString,
    weirdNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(weirdString, fc.constantFrom("__proto__", "constructor", "email", "amount", "quantity", "status", "id")), tie("value"), { maxKeys: 5 }),
  ),
})).value;

/** Field names the endpoint knows, so mutations hit real fields with wrong values. */
function knownKeys(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown>; def?: { in?: { shape?: Record<string, unknown> } } })?.shape;
  return shape ? Object.keys(shape) : [];
}

function bodyFor(e: EndpointDef): fc.Arbitrary<unknown> {
  const keys = knownKeys(e.body);
  const mutated = keys.length > 0 ? fc.dictionary(fc.constantFrom(...keys), weirdValue, { maxKeys: keys.length }) : fc.constant({});
  const deep = fc.constant(JSON.parse(`${"[".repeat(200)}1${"]".repeat(200)}`));
  return fc.oneof(mutated, weirdValue, deep, fc.constant({}), fc.constant([]));
}

function pathFor(e: EndpointDef, seed: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const names = [...fullPath(e).matchAll(/:(\w+)\??/g)].map((m) => m[1]);
  return fc.tuple(...names.map(() => seed), fc.dictionary(fc.oneof(fc.constantFrom(...(knownKeys(e.query).length ? knownKeys(e.query) : ["page"])), weirdString), weirdString, { maxKeys: 4 }))
    .map((parts) => {
      const query = parts.pop() as Record<string, string>;
      let path = fullPath(e);
      names.forEach((name, i) => {
        const value = encodeURIComponent(parts[i] as string) || "x";
        path = path.replace(new RegExp(`:${name}\\??`), value);
      });
      const qs = new URLSearchParams(query).toString();
      return qs ? `${path}?${qs}` : path;
    });
}

const LEAKS = /(\bat [\w.<>]+ \(|node_modules|\.ts:\d+|stack|syntax error at|relation "|violates|duplicate key|postgres|drizzle|TypeError|ReferenceError)/i;

describe("fuzzing every endpoint from its contract", () => {
  it("never answers 5xx, never leaks internals, and a refused request writes nothing", async () => {
    // Logging out or changing the password would end the session the rest of the run uses.
    const endpoints = allEndpoints.filter((e) => !["auth.logout", "auth.changePassword"].includes(e.id) && !e.multipart && !/webhook|test-gateway|\/dev\//.test(e.path) && !(e as { raw?: string }).raw);
    let requests = 0;
    const failures: string[] = [];
    const slow: string[] = [];
    const statuses = new Map<number, number>();
    for (const e of endpoints) {
      const kinds = allowedKinds(e.auth);
      const token = kinds === "public" ? undefined : tokens[kinds[0]];
      const hasBody = e.method !== "GET" && e.method !== "DELETE";
      const samples = fc.sample(fc.tuple(pathFor(e, weirdString), hasBody ? bodyFor(e) : fc.constant(undefined)), { numRuns: 6, seed: 2026 });
      for (const [url, body] of samples) {
        const before = await rowCount();
        const started = Date.now();
        const res = await t.call(e.method, url, { token, body: body as object, ip: "10.66.0.1" });
        if (Date.now() - started > 2000) slow.push(`${e.id} ${Date.now() - started} ms`);
        requests++;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const text = res.body ?? "";
        if (res.statusCode >= 500 && res.statusCode !== 501) failures.push(`${e.id} ${e.method} ${url.slice(0, 120)} → ${res.statusCode} ${text.slice(0, 200)}`);
        if (LEAKS.test(text) && !text.includes('"success":true')) failures.push(`${e.id} leaks: ${text.slice(0, 200)}`);
        if (res.statusCode >= 400 && (await rowCount()) !== before) failures.push(`${e.id} ${e.method} ${url.slice(0, 120)} → ${res.statusCode} but wrote rows`);
      }
    }
    const histogram = [...statuses.entries()].sort(([a], [b]) => a - b).map(([code, n]) => `${code}×${n}`).join(" ");
    console.log(`fuzzed ${endpoints.length} endpoints with ${requests} requests (${histogram}); slow: ${slow.join(", ") || "none"}`);
    // The fuzz reached validation and handlers, not only the doors.
    expect(statuses.get(422) ?? 0).toBeGreaterThan(requests / 4);
    expect(failures).toEqual([]);
  }, 600_000);
});
