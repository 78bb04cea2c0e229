import { randomBytes } from "node:crypto";
import { allEndpoints, fullPath } from "@bitmarte/contracts";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { makeCustomer } from "../../test/factories/people.js";
import { localStorage } from "../adapters/storage/storage.js";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { createDb } from "../db/client.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe("envelope", () => {
  it("answers unknown API routes with the error envelope", async () => {
    const res = await t.call("GET", "/api/v1/no/such/route");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: "NOT_FOUND", message: "This endpoint does not exist" });
    expect(res.json().requestId).toBe(res.headers["x-request-id"]);
  });

  it("answers malformed JSON with 400, not a stack trace", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/v1/auth/customer/login", headers: { "content-type": "application/json" }, payload: "{bad" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: "MALFORMED_BODY", message: "The request body is not valid JSON" });
    expect(res.json().requestId).toBe(res.headers["x-request-id"]);
  });

  it("answers an empty JSON body with 400", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/v1/auth/customer/login", headers: { "content-type": "application/json" }, payload: "" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: "MALFORMED_BODY" });
  });

  it("answers an unsupported content type with 415 and a message about JSON, not uploads", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/v1/auth/customer/login", headers: { "content-type": "application/xml" }, payload: "<login/>" });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: "UNSUPPORTED_MEDIA_TYPE" });
    expect(res.json().message).toContain("JSON");
  });

  it("answers a body over the limit with 413 and a message about the body, not a file", async () => {
    const payload = JSON.stringify({ email: "a@b.co", password: "x".repeat(2 * 1024 * 1024) });
    const res = await t.app.inject({ method: "POST", url: "/api/v1/auth/customer/login", headers: { "content-type": "application/json" }, payload });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: "PAYLOAD_TOO_LARGE", message: "The request body is too large" });
  });

  it("keeps a caller's request id", async () => {
    const res = await t.call("GET", "/api/v1/no/such/route", { headers: { "x-request-id": "trace-12345678" } });
    expect(res.json().requestId).toBe("trace-12345678");
  });

  it("serves the OpenAPI document with every endpoint of the table", async () => {
    const res = await t.call("GET", "/api/docs/json");
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe("3.1.0");
    const operations = Object.values(doc.paths as Record<string, object>).reduce((n: number, p) => n + Object.keys(p).length, 0);
    expect(operations).toBe(allEndpoints.length);
    expect(doc.paths["/api/v1/auth/customer/login"].post.requestBody.content["application/json"].schema.properties.email).toBeTruthy();
    const page = await t.call("GET", "/api/docs/");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
  });

  it("answers an endpoint of the table that has no handler yet with 501 after the access check", async () => {
    const pending = allEndpoints.find(
      (e) => !t.app.implementedEndpoints.has(e.id) && typeof e.auth === "object" && e.auth.kinds.includes("customer") && !e.path.includes(":"),
    );
    if (!pending) {
      expect(t.app.implementedEndpoints.size).toBe(allEndpoints.length);
      return;
    }
    const c = await makeCustomer(t);
    const url = fullPath(pending);
    expect((await t.call(pending.method, url, { body: {} })).statusCode).toBe(401);
    const res = await t.call(pending.method, url, { token: c.token, body: {} });
    expect(res.statusCode).toBe(501);
    expect(res.json().code).toBe("NOT_IMPLEMENTED");
  });
});

describe("unexpected failures", () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let end: () => Promise<void>;
  beforeAll(async () => {
    const name = `t_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_PG_SERVER_URL });
    await admin.connect();
    await admin.query(`create database ${name} template bitmarte_test_template`);
    await admin.end();
    const url = new URL(process.env.TEST_PG_SERVER_URL as string);
    url.pathname = `/${name}`;
    const db = createDb(url.toString(), 2);
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", JWT_SECRET: "x".repeat(40) } as NodeJS.ProcessEnv);
    app = await buildApp({ db, config, adapters: { storage: localStorage("/tmp/bitmarte-unused"), mail: null } as never });
    app.get("/api/v1/__boom", async () => {
      throw new Error("secret internal detail");
    });
    await app.ready();
    end = async () => {
      await app.close();
      await db.$client.end();
    };
  });
  afterAll(() => end());

  it("answers 500 with a generic message and no internals", async () => {
    const res = await app.inject({ method: "GET", url: "/api/v1/__boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, code: "INTERNAL", message: "Something went wrong on our side. Please try again later." });
    expect(res.body).not.toContain("secret internal detail");
  });
});

describe("compression", () => {
  it("compresses large JSON for clients that accept it, and leaves the rest alone", async () => {
    const plain = await t.call("GET", "/api/docs/json");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const br = await t.call("GET", "/api/docs/json", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const { brotliDecompressSync } = await import("node:zlib");
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).openapi).toBe("3.1.0");
    const gz = await t.call("GET", "/api/docs/json", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const small = await t.call("GET", "/api/v1/no/such/route", { headers: { "accept-encoding": "br" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
  });
});
