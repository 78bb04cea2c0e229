import { sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { makeCustomer, makeMerchant, makeStaff, type MerchantPerson, type Person } from "../../../test/factories/people.js";

let t: TestApp;
let shop: MerchantPerson;
let other: MerchantPerson;
let customer: Person;
const T = "/theme-api/v1";
const count = async (table: string) => (await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0].n as number;

beforeAll(async () => {
  t = await createTestApp();
  shop = await makeMerchant(t);
  other = await makeMerchant(t);
  customer = await makeCustomer(t);
});

async function png(color = "#3366CC", width = 40, height = 20): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
}

/** A multipart request: text fields and files (name → bytes). */
async function multipart(method: string, url: string, token: string, fields: Record<string, string>, files: Record<string, Buffer> = {}) {
  const boundary = "----bitmarte-themes";
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, bytes] of Object.entries(files)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.png"\r\nContent-Type: image/png\r\n\r\n`));
    chunks.push(bytes, Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const res = await t.app.inject({
    method: method as "PUT",
    url,
    headers: { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(chunks),
  });
  return Object.assign(res, { json: <J = any>() => JSON.parse(res.body) as J });
}

async function customisationOf(m: MerchantPerson, themeId: number) {
  const res = await t.call("GET", `${T}/merchant/theme/customization/${themeId}`, { token: m.token });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe("theme catalogue, purchase and activation", () => {
  it("lists at least three free themes; a new merchant has theme 45 active with the default colours", async () => {
    const m = await makeMerchant(t);
    const list = await t.call("GET", `${T}/merchant/themes`, { token: m.token });
    expect(list.statusCode).toBe(200);
    const themes = list.json().data;
    expect(themes.length).toBeGreaterThanOrEqual(3);
    expect(new Set(themes.map((x: { layout: string }) => x.layout)).size).toBe(themes.length);
    expect(themes.every((x: { type: string; price: number }) => x.type === "free" && x.price === 0)).toBe(true);
    expect(themes.find((x: { id: number }) => x.id === 45)).toMatchObject({ purchased: true, active: true });
    expect(themes.filter((x: { active: boolean }) => x.active)).toHaveLength(1);

    const active = await t.call("GET", `${T}/merchant/theme`, { token: m.token });
    expect(active.statusCode).toBe(200);
    const layout = active.json().data;
    expect(layout.activeThemeId).toBe(45);
    expect(layout.merchantThemeId).toEqual(expect.any(String));
    expect(layout.colors.headingsAndLinks).toBe("#DAA520");
    for (const key of ["bodyText", "salePrice", "primaryButton", "primaryLabel", "fieldText", "fieldBorder", "fieldBackground"]) {
      expect(layout.colors[key]).toBe("#000000");
    }
    expect(layout.socials.instagram).toBeNull();
    expect(layout.testimonials).toEqual([]);
    // Reading twice makes no second row.
    await t.call("GET", `${T}/merchant/theme`, { token: m.token });
    const rows = await t.db.execute(sql`select count(*)::int as n from merchant_themes where merchant_id = ${m.merchantId}`);
    expect(rows.rows[0].n).toBe(1);
  });

  it("purchases (free) and activates another theme; only one is active", async () => {
    const m = await makeMerchant(t);
    const bought = await t.call("POST", `${T}/merchant/theme/purchase`, { token: m.token, body: { themeId: 46, type: "free" } });
    expect(bought.statusCode).toBe(201);
    expect(bought.json().data).toMatchObject({ themeId: 46, themeName: "Boutique", isActive: false });

    const again = await t.call("POST", `${T}/merchant/theme/purchase`, { token: m.token, body: { themeId: 46, type: "free" } });
    expect(again.statusCode).toBe(409);

    const activated = await t.call("PATCH", `${T}/merchant/theme/activate`, { token: m.token, body: { themeId: 46 } });
    expect(activated.statusCode).toBe(200);
    expect(activated.json().data).toMatchObject({ themeId: 46, isActive: true });
    const list = (await t.call("GET", `${T}/merchant/themes`, { token: m.token })).json().data;
    expect(list.filter((x: { active: boolean }) => x.active).map((x: { id: number }) => x.id)).toEqual([46]);
    expect((await t.call("GET", `${T}/merchant/theme`, { token: m.token })).json().data.activeThemeId).toBe(46);

    // Back to the default theme, which every merchant has.
    const back = await t.call("PATCH", `${T}/merchant/theme/activate`, { token: m.token, body: { themeId: 45 } });
    expect(back.statusCode).toBe(200);
    expect((await t.call("GET", `${T}/merchant/theme`, { token: m.token })).json().data.activeThemeId).toBe(45);
  });

  it("422 for a purchase type other than free or a bad id; 404 for an unknown theme; 409 activating an unpurchased one", async () => {
    const m = await makeMerchant(t);
    const before = await count("merchant_themes");
    const paid = await t.call("POST", `${T}/merchant/theme/purchase`, { token: m.token, body: { themeId: 46, type: "paid" } });
    expect(paid.statusCode).toBe(422);
    expect(paid.json().message).toBe('Theme purchase type is "free"');
    const noId = await t.call("POST", `${T}/merchant/theme/purchase`, { token: m.token, body: { themeId: "x", type: "free" } });
    expect(noId.statusCode).toBe(422);
    expect((await t.call("POST", `${T}/merchant/theme/purchase`, { token: m.token, body: { themeId: 999, type: "free" } })).statusCode).toBe(404);
    expect((await t.call("PATCH", `${T}/merchant/theme/activate`, { token: m.token, body: { themeId: 999 } })).statusCode).toBe(404);
    expect((await t.call("PATCH", `${T}/merchant/theme/activate`, { token: m.token, body: {} })).statusCode).toBe(422);
    const unbought = await t.call("PATCH", `${T}/merchant/theme/activate`, { token: m.token, body: { themeId: 47 } });
    expect(unbought.statusCode).toBe(409);
    expect(await count("merchant_themes")).toBe(before);
    expect((await t.call("GET", `${T}/merchant/theme/customization/47`, { token: m.token })).statusCode).toBe(404);
    expect((await t.call("GET", `${T}/merchant/theme/customization/999`, { token: m.token })).statusCode).toBe(404);
  });

  it("403 for customers and for staff without the themes permission; staff with it may read", async () => {
    for (const [method, url, body] of [
      ["GET", `${T}/merchant/themes`, undefined],
      ["GET", `${T}/merchant/theme`, undefined],
      ["PATCH", `${T}/merchant/theme/activate`, { themeId: 45 }],
      ["POST", `${T}/merchant/theme/purchase`, { themeId: 46, type: "free" }],
      ["GET", `${T}/merchant/theme/customization/45`, undefined],
      ["PUT", `${T}/merchant/theme/color`, { merchantThemeId: crypto.randomUUID(), bodyText: "#111111" }],
      ["PUT", `${T}/merchant/theme/social`, { merchantThemeId: crypto.randomUUID() }],
      ["PUT", `${T}/merchant/theme/body`, { merchantThemeId: crypto.randomUUID() }],
      ["PUT", `${T}/merchant/theme/header`, { merchantThemeId: crypto.randomUUID() }],
      ["POST", `${T}/merchant/testimonials`, { merchantThemeId: crypto.randomUUID(), name: "A", content: "Good" }],
      ["DELETE", `${T}/merchant/testimonials/${crypto.randomUUID()}`, undefined],
      ["GET", `${T}/testimonials?merchantThemeId=${crypto.randomUUID()}`, undefined],
      ["GET", "/api/v1/testimonials", undefined],
      ["POST", "/api/v1/testimonials", { name: "A", content: "Good" }],
    ] as const) {
      const res = await t.call(method, url, { token: customer.token, body });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const noPerm = await makeStaff(t, shop, ["products:read"]);
    expect((await t.call("GET", `${T}/merchant/themes`, { token: noPerm.token })).statusCode).toBe(403);
    const reader = await makeStaff(t, shop, ["themes:read"]);
    expect((await t.call("GET", `${T}/merchant/themes`, { token: reader.token })).statusCode).toBe(200);
    expect((await t.call("PATCH", `${T}/merchant/theme/activate`, { token: reader.token, body: { themeId: 45 } })).statusCode).toBe(403);
  });
});

describe("customisation", () => {
  it("sets colours (3-digit accepted, answered canonical), leaving absent ones unchanged", async () => {
    const { merchantThemeId } = await customisationOf(shop, 45);
    const res = await t.call("PUT", `${T}/merchant/theme/color`, {
      token: shop.token,
      body: { merchantThemeId, headingsAndLinks: "#c0f", primaryButton: "#1a7f37" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Theme updated");
    expect(res.json().data.colors).toMatchObject({ headingsAndLinks: "#CC00FF", primaryButton: "#1A7F37", bodyText: "#000000" });
    expect((await customisationOf(shop, 45)).colors.headingsAndLinks).toBe("#CC00FF");
  });

  it("422 naming the field for a colour that is not a hex colour (no markup or CSS gets in); nothing changes", async () => {
    const { merchantThemeId, colors } = await customisationOf(shop, 45);
    for (const bad of ["red;}</style><script>alert(1)</script>", "red", "#12345", "#GGGGGG", "url(x)"]) {
      const res = await t.call("PUT", `${T}/merchant/theme/color`, { token: shop.token, body: { merchantThemeId, bodyText: "#123456", salePrice: bad } });
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().errors).toEqual([expect.objectContaining({ path: "salePrice", message: "Use a hex colour like #DAA520" })]);
    }
    expect((await customisationOf(shop, 45)).colors).toEqual(colors);
    const noTheme = await t.call("PUT", `${T}/merchant/theme/color`, { token: shop.token, body: { bodyText: "#123456" } });
    expect(noTheme.statusCode).toBe(422);
  });

  it("sets socials (http(s) only, null or empty clears); refuses javascript: links", async () => {
    const { merchantThemeId } = await customisationOf(shop, 45);
    const res = await t.call("PUT", `${T}/merchant/theme/social`, {
      token: shop.token,
      body: { merchantThemeId, instagram: "https://instagram.com/adaeze", twitter: "https://x.com/adaeze" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.socials).toMatchObject({ instagram: "https://instagram.com/adaeze", twitter: "https://x.com/adaeze", tiktok: null });
    const cleared = await t.call("PUT", `${T}/merchant/theme/social`, { token: shop.token, body: { merchantThemeId, twitter: null } });
    expect(cleared.json().data.socials).toMatchObject({ instagram: "https://instagram.com/adaeze", twitter: null });

    for (const bad of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,<b>x</b>", "https://x.com/\"><script>", "instagram"]) {
      const r = await t.call("PUT", `${T}/merchant/theme/social`, { token: shop.token, body: { merchantThemeId, facebook: bad } });
      expect(r.statusCode, bad).toBe(422);
      expect(r.json().errors[0].path).toBe("facebook");
    }
    expect((await customisationOf(shop, 45)).socials.facebook).toBeNull();
  });

  it("updates the body: banner texts and images (multipart), images re-encoded into uploads", async () => {
    const { merchantThemeId } = await customisationOf(shop, 45);
    const res = await multipart("PUT", `${T}/merchant/theme/body`, shop.token, {
      merchantThemeId, bannerMainText: "Fresh fabrics", bannerSubText: "Ankara and lace, cut to order",
    }, { bannerImage: await png("#AA3300", 120, 40), promoImage: await png("#0033AA") });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Theme updated");
    const body = res.json().data.body;
    expect(body).toMatchObject({ title: "Fresh fabrics", subtitle: "Ankara and lace, cut to order" });
    expect(body.bannerImage).toMatch(/^\/api\/v1\/uploads\/[0-9a-f-]{36}$/);
    expect(body.promoImage).toMatch(/^\/api\/v1\/uploads\/[0-9a-f-]{36}$/);
    const image = await t.call("GET", body.bannerImage);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");

    // Texts only, as JSON: the images stay; "" clears a text.
    const texts = await t.call("PUT", `${T}/merchant/theme/body`, { token: shop.token, body: { merchantThemeId, bannerSubText: "" } });
    expect(texts.statusCode).toBe(200);
    expect(texts.json().data.body).toMatchObject({ title: "Fresh fabrics", subtitle: null, bannerImage: body.bannerImage });
  });

  it("body: 422 for over-long text or a missing theme id, 415 for a file that is not an image; nothing stored", async () => {
    const { merchantThemeId } = await customisationOf(shop, 45);
    const uploads = await count("uploads");
    const long = await multipart("PUT", `${T}/merchant/theme/body`, shop.token, { merchantThemeId, bannerMainText: "x".repeat(121) }, { bannerImage: await png() });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors[0].path).toBe("bannerMainText");
    const noId = await multipart("PUT", `${T}/merchant/theme/body`, shop.token, { bannerMainText: "Hi" });
    expect(noId.statusCode).toBe(422);
    const notImage = await multipart("PUT", `${T}/merchant/theme/body`, shop.token, { merchantThemeId }, { bannerImage: Buffer.from("<svg onload=alert(1)></svg>") });
    expect(notImage.statusCode).toBe(415);
    const wrongField = await multipart("PUT", `${T}/merchant/theme/body`, shop.token, { merchantThemeId }, { logo: await png() });
    expect(wrongField.statusCode).toBe(422);
    expect(await count("uploads")).toBe(uploads);
  });

  it("updates the header: phone, email and logo; 422 for a bad email", async () => {
    const { merchantThemeId } = await customisationOf(shop, 45);
    const res = await multipart("PUT", `${T}/merchant/theme/header`, shop.token, { merchantThemeId, phoneNumber: "+2348012345678", email: "Shop@Example.com" }, { logo: await png("#222222", 64, 64) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.header).toMatchObject({ phoneNumber: "+2348012345678", email: "shop@example.com", logo: expect.stringMatching(/^\/api\/v1\/uploads\//) });
    const bad = await multipart("PUT", `${T}/merchant/theme/header`, shop.token, { merchantThemeId, email: "not-an-email" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].path).toBe("email");
    const cleared = await t.call("PUT", `${T}/merchant/theme/header`, { token: shop.token, body: { merchantThemeId, phoneNumber: "" } });
    expect(cleared.json().data.header).toMatchObject({ phoneNumber: null, email: "shop@example.com" });
  });

  it("404 when the theme to update is another merchant's", async () => {
    const { merchantThemeId } = await customisationOf(other, 45);
    const before = (await customisationOf(other, 45)).colors;
    expect((await t.call("PUT", `${T}/merchant/theme/color`, { token: shop.token, body: { merchantThemeId, bodyText: "#FF0000" } })).statusCode).toBe(404);
    expect((await t.call("PUT", `${T}/merchant/theme/social`, { token: shop.token, body: { merchantThemeId, vimeo: "https://vimeo.com/x" } })).statusCode).toBe(404);
    expect((await multipart("PUT", `${T}/merchant/theme/body`, shop.token, { merchantThemeId, bannerMainText: "Mine now" })).statusCode).toBe(404);
    expect((await multipart("PUT", `${T}/merchant/theme/header`, shop.token, { merchantThemeId, phoneNumber: "+2348000000000" })).statusCode).toBe(404);
    expect((await t.call("GET", `${T}/testimonials?merchantThemeId=${merchantThemeId}`, { token: shop.token })).statusCode).toBe(404);
    expect((await customisationOf(other, 45)).colors).toEqual(before);
    expect((await customisationOf(other, 45)).body.title).toBeNull();
  });
});

describe("theme testimonials", () => {
  it("creates, lists and deletes; the active layout carries them", async () => {
    const { merchantThemeId } = await customisationOf(shop, 45);
    const created = await t.call("POST", `${T}/merchant/testimonials`, {
      token: shop.token,
      body: { merchantThemeId, name: "Chioma", content: "Lovely fabrics, quick delivery.", rating: 5 },
    });
    expect(created.statusCode).toBe(201);
    const row = created.json().data;
    expect(row).toMatchObject({ merchantThemeId, name: "Chioma", rating: 5, image: null });
    const list = await t.call("GET", `${T}/testimonials?merchantThemeId=${merchantThemeId}`, { token: shop.token });
    expect(list.json().data.map((x: { id: string }) => x.id)).toContain(row.id);
    expect((await t.call("GET", `${T}/merchant/theme`, { token: shop.token })).json().data.testimonials.map((x: { id: string }) => x.id)).toContain(row.id);

    // Another merchant cannot delete it.
    expect((await t.call("DELETE", `${T}/merchant/testimonials/${row.id}`, { token: other.token })).statusCode).toBe(404);
    const deleted = await t.call("DELETE", `${T}/merchant/testimonials/${row.id}`, { token: shop.token });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toEqual({ id: row.id });
    expect((await t.call("DELETE", `${T}/merchant/testimonials/${row.id}`, { token: shop.token })).statusCode).toBe(404);
  });

  it("422 for missing text, a bad rating or a javascript: image; 404 for another merchant's theme", async () => {
    const { merchantThemeId } = await customisationOf(shop, 45);
    const theirs = (await customisationOf(other, 45)).merchantThemeId;
    const before = await count("theme_testimonials");
    for (const body of [
      { merchantThemeId, name: "", content: "Nice" },
      { merchantThemeId, name: "A", content: "" },
      { merchantThemeId, name: "A", content: "Nice", rating: 9 },
      { merchantThemeId, name: "A", content: "Nice", image: "javascript:alert(1)" },
    ]) {
      expect((await t.call("POST", `${T}/merchant/testimonials`, { token: shop.token, body })).statusCode).toBe(422);
    }
    expect((await t.call("POST", `${T}/merchant/testimonials`, { token: shop.token, body: { merchantThemeId: theirs, name: "A", content: "Nice" } })).statusCode).toBe(404);
    expect((await t.call("DELETE", `${T}/merchant/testimonials/not-a-uuid`, { token: shop.token })).statusCode).toBe(404);
    expect(await count("theme_testimonials")).toBe(before);
  });
});

describe("public storefront and store page", () => {
  it("answers the live store's active theme with its customisation; 404 for an unknown or unapproved store", async () => {
    const m = await makeMerchant(t);
    const fresh = await t.call("GET", `${T}/storefront/${m.storeUrl}`);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data).toMatchObject({ theme: { id: 45, name: "Classic", layout: "classic" }, layout: { activeThemeId: 45, merchantThemeId: null } });
    // A public read writes nothing.
    expect((await t.db.execute(sql`select count(*)::int as n from merchant_themes where merchant_id = ${m.merchantId}`)).rows[0].n).toBe(0);

    await t.call("POST", `${T}/merchant/theme/purchase`, { token: m.token, body: { themeId: 47, type: "free" } });
    await t.call("PATCH", `${T}/merchant/theme/activate`, { token: m.token, body: { themeId: 47 } });
    const { merchantThemeId } = await customisationOf(m, 47);
    await t.call("PUT", `${T}/merchant/theme/color`, { token: m.token, body: { merchantThemeId, headingsAndLinks: "#0A7" } });
    const themed = (await t.call("GET", `${T}/storefront/${m.storeUrl}`)).json().data;
    expect(themed.theme).toMatchObject({ id: 47, name: "Market", layout: "market" });
    expect(themed.layout.colors.headingsAndLinks).toBe("#00AA77");
    expect(themed.store).toMatchObject({ storeUrl: m.storeUrl });

    expect((await t.call("GET", `${T}/storefront/no-such-store`)).statusCode).toBe(404);
    const pending = await makeMerchant(t, { approved: false });
    expect((await t.call("GET", `${T}/storefront/${pending.storeUrl}`)).statusCode).toBe(404);

    const page = (await t.call("GET", `/api/v1/stores/${m.storeUrl}`)).json().data;
    expect(page.activeTheme).toMatchObject({ activeThemeId: 47, colors: { headingsAndLinks: "#00AA77" } });
  });

  it("store testimonials: create, update, list (merchant) and public list; the store page shows them", async () => {
    const m = await makeMerchant(t);
    const created = await t.call("POST", "/api/v1/testimonials", { token: m.token, body: { name: "Tunde", title: "Regular", content: "Always on time.", rating: 4 } });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe("Testimonial saved successfully");
    const row = created.json().data;
    expect(row).toMatchObject({ storeId: m.storeId, name: "Tunde", title: "Regular", rating: 4 });

    const updated = await t.call("POST", "/api/v1/testimonials", { token: m.token, body: { id: row.id, name: "Tunde O.", content: "Always on time, well packed." } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ id: row.id, name: "Tunde O.", title: null, content: "Always on time, well packed." });

    const mine = await t.call("GET", "/api/v1/testimonials", { token: m.token });
    expect(mine.json().data).toMatchObject({ count: 1, rows: [{ id: row.id }] });
    const pub = await t.call("GET", `/api/v1/testimonials/store/${m.storeId}`);
    expect(pub.statusCode).toBe(200);
    expect(pub.json().data.rows.map((x: { id: string }) => x.id)).toEqual([row.id]);
    const page = (await t.call("GET", `/api/v1/stores/${m.storeUrl}`)).json().data;
    expect(page.testimonials.map((x: { id: string }) => x.id)).toEqual([row.id]);
    expect(page.activeTheme).toMatchObject({ activeThemeId: 45 });

    // 422, 404 (another store's testimonial, an unknown store), and nothing written.
    const before = await count("store_testimonials");
    expect((await t.call("POST", "/api/v1/testimonials", { token: m.token, body: { name: "", content: "x" } })).statusCode).toBe(422);
    expect((await t.call("POST", "/api/v1/testimonials", { token: m.token, body: { name: "A", content: "Nice one", image: "javascript:alert(1)" } })).statusCode).toBe(422);
    expect((await t.call("POST", "/api/v1/testimonials", { token: other.token, body: { id: row.id, name: "Hijack", content: "Mine now" } })).statusCode).toBe(404);
    expect((await t.call("GET", `/api/v1/testimonials/store/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect(await count("store_testimonials")).toBe(before);
    expect((await t.call("GET", "/api/v1/testimonials", { token: m.token })).json().data.rows[0].name).toBe("Tunde O.");
  });
});
