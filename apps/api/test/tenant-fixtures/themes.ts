import type { TenantFixture } from "../tenant-fixtures.js";
import type { TestApp } from "../app.js";
import type { Person } from "../factories/people.js";

const T = "/theme-api/v1";

/** The owner's customisable default theme (45): its merchantThemeId. */
async function ownTheme(t: TestApp, owner: Person): Promise<string> {
  const res = await t.call("GET", `${T}/merchant/theme/customization/45`, { token: owner.token });
  if (res.statusCode !== 200) throw new Error(`fixture theme failed: ${res.body}`);
  return res.json().data.merchantThemeId;
}

/** Merchant-owned rows of the theme service and the store testimonials. */
export const fixtures: Record<string, { kind: Person["kind"]; make: TenantFixture }> = {
  "themes.deleteTestimonial": {
    kind: "merchant",
    make: async (t, owner) => {
      const merchantThemeId = await ownTheme(t, owner);
      const res = await t.call("POST", `${T}/merchant/testimonials`, { token: owner.token, body: { merchantThemeId, name: "Ada", content: "Great store" } });
      if (res.statusCode !== 201) throw new Error(`fixture testimonial failed: ${res.body}`);
      return { url: `${T}/merchant/testimonials/${res.json().data.id}` };
    },
  },
  "themes.customization": {
    kind: "merchant",
    make: async (t, owner) => {
      const res = await t.call("POST", `${T}/merchant/theme/purchase`, { token: owner.token, body: { themeId: 46, type: "free" } });
      if (res.statusCode !== 201) throw new Error(`fixture purchase failed: ${res.body}`);
      return { url: `${T}/merchant/theme/customization/46` };
    },
  },
  "themes.testimonials": {
    kind: "merchant",
    make: async (t, owner) => ({ url: `${T}/testimonials?merchantThemeId=${await ownTheme(t, owner)}` }),
  },
  "themes.updateColor": {
    kind: "merchant",
    make: async (t, owner) => ({ url: `${T}/merchant/theme/color`, body: { merchantThemeId: await ownTheme(t, owner), bodyText: "#111111" } }),
  },
  "themes.updateSocial": {
    kind: "merchant",
    make: async (t, owner) => ({ url: `${T}/merchant/theme/social`, body: { merchantThemeId: await ownTheme(t, owner), youtube: "https://youtube.com/@shop" } }),
  },
  "themes.updateBody": {
    kind: "merchant",
    make: async (t, owner) => ({ url: `${T}/merchant/theme/body`, body: { merchantThemeId: await ownTheme(t, owner), bannerMainText: "Hello" } }),
  },
  "themes.updateHeader": {
    kind: "merchant",
    make: async (t, owner) => ({ url: `${T}/merchant/theme/header`, body: { merchantThemeId: await ownTheme(t, owner), phoneNumber: "+2348012345678" } }),
  },
  "themes.createTestimonial": {
    kind: "merchant",
    make: async (t, owner) => ({ url: `${T}/merchant/testimonials`, body: { merchantThemeId: await ownTheme(t, owner), name: "Ada", content: "Great store" } }),
  },
  "stores.saveTestimonial": {
    kind: "merchant",
    make: async (t, owner) => {
      const res = await t.call("POST", "/api/v1/testimonials", { token: owner.token, body: { name: "Ada", content: "Great store" } });
      if (res.statusCode !== 201) throw new Error(`fixture store testimonial failed: ${res.body}`);
      return { url: "/api/v1/testimonials", body: { id: res.json().data.id, name: "Ada E.", content: "Great store, again" } };
    },
  },
};
