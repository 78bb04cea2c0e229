import sharp from "sharp";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { runJob } from "../jobs/index.js";
import { makeAdmin, makeCustomer, makeMerchant, type Person } from "../../../test/factories/people.js";

let t: TestApp;
let merchant: Person;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t);
});

function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = "----bitmarte-test";
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.bytes, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(token: string | undefined, fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const { payload, contentType } = multipart(fields, file);
  return t.app.inject({
    method: "POST",
    url: "/api/v1/uploads",
    headers: { "content-type": contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });
}

const png = () => sharp({ create: { width: 3000, height: 1000, channels: 3, background: "#0b7a6f" } }).png().toBuffer();
const countUploads = async () => (await t.db.execute(sql`select count(*)::int as n from uploads`)).rows[0].n as number;

describe("uploads", () => {
  it("stores an image, shrinks it to 2000 px and serves it publicly", async () => {
    const res = await upload(merchant.token, { kind: "image" }, { name: "logo.png", type: "image/png", bytes: await png() });
    expect(res.statusCode).toBe(201);
    const { id, url } = res.json().data;
    expect(url).toBe(`/api/v1/uploads/${id}`);
    const got = await t.app.inject({ method: "GET", url });
    expect(got.statusCode).toBe(200);
    expect(got.headers["content-type"]).toBe("image/png");
    const meta = await sharp(got.rawPayload).metadata();
    expect(meta.width).toBe(2000);
    expect(meta.height).toBe(667);
  });

  it("makes WebP copies at 160, 320 and 640 px and serves them by width", async () => {
    const res = await upload(merchant.token, { kind: "image" }, { name: "wide.png", type: "image/png", bytes: await png() });
    const { id, url, variants } = res.json().data;
    expect(variants).toEqual([160, 320, 640].map((width) => ({ width, url: `${url}?w=${width}` })));
    for (const { width, url: variantUrl } of variants) {
      const got = await t.app.inject({ method: "GET", url: variantUrl });
      expect(got.statusCode).toBe(200);
      expect(got.headers["content-type"]).toBe("image/webp");
      expect(got.headers["cache-control"]).toContain("immutable");
      const meta = await sharp(got.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", width, Math.round((width * 1000) / 3000)]);
    }
    // Never wider than the original; other widths are refused; documents get no copies.
    const small = await upload(merchant.token, { kind: "image" }, { name: "s.png", type: "image/png", bytes: await sharp({ create: { width: 200, height: 100, channels: 3, background: "#fff" } }).png().toBuffer() });
    const big = await t.app.inject({ method: "GET", url: `${small.json().data.url}?w=640` });
    expect((await sharp(big.rawPayload).metadata()).width).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/api/v1/uploads/${id}?w=999` })).statusCode).toBe(422);
    const doc = await upload(merchant.token, { kind: "document" }, { name: "a.pdf", type: "application/pdf", bytes: Buffer.from("%PDF-1.4\n%%EOF\n") });
    expect(doc.json().data).not.toHaveProperty("variants");
  });

  it("answers the original for a width when an image has no copies yet", async () => {
    const [{ id }] = (await t.db.execute<{ id: string }>(sql`
      insert into uploads (owner_user_id, kind, mime, size, storage_key)
      select user_id, 'image', 'image/png', 1, 'images/none/missing.png' from merchants limit 1 returning id`)).rows;
    await t.jobDeps.adapters.storage.put("images/none/missing.png", await png(), "image/png");
    const got = await t.app.inject({ method: "GET", url: `/api/v1/uploads/${id}?w=320` });
    expect(got.statusCode).toBe(200);
    expect(got.headers["content-type"]).toBe("image/png");

    // The backfill job makes its copies (and leaves images that already have them alone).
    await runJob(t.jobDeps, "uploads.imageVariants", {});
    const after = await t.app.inject({ method: "GET", url: `/api/v1/uploads/${id}?w=320` });
    expect(after.headers["content-type"]).toBe("image/webp");
    expect((await sharp(after.rawPayload).metadata()).width).toBe(320);
    const left = await t.db.execute(sql`select count(*)::int as n from uploads where kind = 'image' and not has_variants`);
    expect(left.rows[0].n).toBe(0);
  });

  it("judges the type by the bytes, not the name or header", async () => {
    const before = await countUploads();
    const res = await upload(merchant.token, { kind: "image" }, { name: "evil.png", type: "image/png", bytes: Buffer.from("<script>alert(1)</script>") });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe("This file type is not allowed");
    const pdfAsImage = await upload(merchant.token, { kind: "image" }, { name: "doc.png", type: "image/png", bytes: Buffer.from("%PDF-1.4\n%%EOF\n") });
    expect(pdfAsImage.statusCode).toBe(415);
    expect(await countUploads()).toBe(before);
  });

  it("refuses images over 5 MB", async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(merchant.token, { kind: "image" }, { name: "big.png", type: "image/png", bytes: big });
    expect(res.statusCode).toBe(413);
  });

  it("needs a kind and a file, and a signed-in user", async () => {
    expect((await upload(merchant.token, { kind: "video" }, { name: "a.png", type: "image/png", bytes: await png() })).statusCode).toBe(422);
    expect((await upload(merchant.token, { kind: "image" })).statusCode).toBe(422);
    expect((await upload(undefined, { kind: "image" }, { name: "a.png", type: "image/png", bytes: await png() })).statusCode).toBe(401);
  });

  it("documents are readable by their owner and admins only", async () => {
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    const res = await upload(merchant.token, { kind: "document" }, { name: "id.pdf", type: "application/pdf", bytes: pdf });
    expect(res.statusCode).toBe(201);
    const { url } = res.json().data;
    const other = await makeCustomer(t);
    const admin = await makeAdmin(t);
    expect((await t.call("GET", url)).statusCode).toBe(404);
    expect((await t.call("GET", url, { token: other.token })).statusCode).toBe(404);
    const own = await t.call("GET", url, { token: merchant.token });
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("application/pdf");
    expect((await t.call("GET", url, { token: admin.token })).statusCode).toBe(200);
    for (const role of ["dispatcher", "scheduler"] as const) {
      const operator = await makeAdmin(t, role);
      expect((await t.call("GET", url, { token: operator.token })).statusCode).toBe(404);
    }
  });
});
