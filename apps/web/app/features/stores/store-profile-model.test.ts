import type { StoreProfile } from "@bitmarte/contracts";
import { describe, expect, it } from "vitest";
import { latestProfile, profileBody, profileFieldPath, profileFormValues, storefrontPath, storeUrlFromName, validateProfile } from "./store-profile-model";

const profile = (id: string, storeName: string): StoreProfile => ({
  id,
  merchantId: "0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a01",
  facebook: null,
  instagram: "https://instagram.com/shop",
  pinterest: null,
  snapchat: null,
  tiktok: null,
  tumblr: null,
  twitter: null,
  vimeo: null,
  youtube: null,
  store: {
    id: "0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a02",
    bitmarteHubId: null,
    logo: null,
    storeName,
    storeUrl: "shop",
    storePhoneNumber: "+2348031234567",
    isPhysicalLocation: false,
    shippingLocation: { country: "Nigeria", state: "Lagos", street: "1 Road", city: "Ikeja" },
    firstApproval: false,
    secondApproval: false,
  },
  createdAt: "2026-01-01T00:00:00.000Z",
});

describe("store profile", () => {
  it("uses the last element of the list (spec §3)", () => {
    expect(latestProfile([profile("0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a0a", "Old"), profile("0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a0b", "New")])?.store.storeName).toBe("New");
    expect(latestProfile([])).toBeNull();
  });

  it("makes URL-safe store addresses", () => {
    expect(storeUrlFromName("Mama Nkechi's Kitchen")).toBe("mama-nkechis-kitchen");
    expect(storeUrlFromName("  Café & Co. — Lagos!  ")).toBe("cafe-co-lagos");
    expect(storeUrlFromName("a".repeat(80))).toHaveLength(64);
    expect(storefrontPath("eko-gadget-hub")).toBe("/storefront/eko-gadget-hub");
  });

  it("sends blank socials as null and keeps the saved values", () => {
    const values = profileFormValues(profile("0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a0a", "Shop"), undefined);
    const body = profileBody(values);
    expect(body.facebook).toBeNull();
    expect(body.instagram).toBe("https://instagram.com/shop");
    expect(body.store.storeUrl).toBe("shop");
    expect(validateProfile(values)).toEqual({});
  });

  it("puts validation errors at the form's paths", () => {
    const values = profileFormValues(null, undefined);
    values.store.storeUrl = "Not Valid!";
    const errors = validateProfile(values);
    expect(errors["store.storeName"]).toBeTruthy();
    expect(errors["store.storeUrl"]).toBe("Not a valid store address");
    expect(errors["store.shippingLocation.state"]).toBe("Choose a Nigerian state");
  });

  it("maps server field paths to the form", () => {
    expect(profileFieldPath("store.storeUrl")).toBe("store.storeUrl");
    expect(profileFieldPath("facebook")).toBe("socials.facebook");
  });
});
