// @vitest-environment jsdom
import type { UserInfo } from "@bitmarte/contracts";
import { afterEach, describe, expect, it } from "vitest";
import {
  clearSession,
  cookieDomainFor,
  getStoredUser,
  getToken,
  readCookie,
  saveSession,
  userTypeFromPath,
} from "./session";

const user: UserInfo = {
  id: "0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a01",
  firstName: "Ada",
  lastName: "Obi",
  email: "ada@example.com",
  category: "customer",
  role: "customer",
  storeId: null,
  storeName: null,
  isRegisteredBusiness: false,
  image: null,
  lastLogin: null,
  permissions: [],
};

describe("userTypeFromPath", () => {
  it.each([
    ["/", "customer"],
    ["", "customer"],
    ["/login", "customer"],
    ["/account/orders", "customer"],
    ["/customer", "customer"],
    ["/customer/orders", "customer"],
    ["/storefront/ada-styles", "customer"],
    ["/merchant", "merchant"],
    ["/merchant/products/1", "merchant"],
    ["/Merchant/login", "merchant"],
    ["/admin", "admin"],
    ["/admin/merchants/12", "admin"],
    ["/admin/shipping-partner/3", "admin"],
    ["/admin/storefront/x", "admin"],
    ["/shipping-partner", "partner"],
    ["/shipping-partner/orders?page=2", "partner"],
    ["/merchants-directory", "customer"],
    ["/administrator", "customer"],
  ])("%s → %s", (path, expected) => {
    expect(userTypeFromPath(path)).toBe(expected);
  });
});

describe("cookieDomainFor", () => {
  it.each([
    ["localhost", undefined],
    ["app.localhost", undefined],
    ["127.0.0.1", undefined],
    ["10.0.0.12", undefined],
    ["::1", undefined],
    ["[::1]", undefined],
    ["intranet", undefined],
    ["bitmarte.com", "bitmarte.com"],
    ["shop.bitmarte.com", "bitmarte.com"],
    ["admin.bitmarte.com", "bitmarte.com"],
    ["a.b.bitmarte.com", "b.bitmarte.com"],
    ["bitmarte.com.ng", "bitmarte.com.ng"],
    ["shop.bitmarte.com.ng", "bitmarte.com.ng"],
    ["Shop.Bitmarte.COM.", "bitmarte.com"],
  ])("%s → %s", (host, expected) => {
    expect(cookieDomainFor(host)).toBe(expected);
  });
});

describe("readCookie", () => {
  it("finds a cookie among others and decodes it", () => {
    expect(readCookie("a=1; bitmarte_admin_token=x%2By; b=2", "bitmarte_admin_token")).toBe("x+y");
    expect(readCookie("a=1", "bitmarte_admin_token")).toBeNull();
    expect(readCookie("xbitmarte_admin_token=1", "bitmarte_admin_token")).toBeNull();
  });
});

describe("saveSession and clearSession (jsdom on localhost)", () => {
  afterEach(() => {
    clearSession();
    localStorage.clear();
  });

  it("stores the token in a cookie and local storage, and the user in local storage", () => {
    saveSession("merchant", "tok-merchant", { ...user, category: "merchant", role: "merchant" });
    expect(document.cookie).toContain("bitmarte_merchant_token=tok-merchant");
    expect(getToken("merchant")).toBe("tok-merchant");
    expect(localStorage.getItem("bitmarte_merchant_token")).toBe("tok-merchant");
    expect(getStoredUser("merchant")?.email).toBe("ada@example.com");
    expect(getToken("customer")).toBeNull();
  });

  it("logout of one type clears only that type", () => {
    saveSession("customer", "tok-c", user);
    saveSession("admin", "tok-a", { ...user, category: "admin", role: "admin" });
    clearSession("customer");
    expect(getToken("customer")).toBeNull();
    expect(localStorage.getItem("bitmarte_customer_token")).toBeNull();
    expect(localStorage.getItem("bitmarte_customer_user")).toBeNull();
    expect(getToken("admin")).toBe("tok-a");
  });

  it("logout with an unknown type clears all four", () => {
    saveSession("customer", "tok-c", user);
    saveSession("merchant", "tok-m", user);
    saveSession("admin", "tok-a", user);
    saveSession("partner", "tok-p", user);
    clearSession(null);
    for (const type of ["customer", "merchant", "admin", "partner"] as const) {
      expect(getToken(type)).toBeNull();
      expect(localStorage.getItem(`bitmarte_${type}_token`)).toBeNull();
      expect(localStorage.getItem(`bitmarte_${type}_user`)).toBeNull();
    }
  });

  it("a token only in local storage is not a session (the cookie decides)", () => {
    localStorage.setItem("bitmarte_customer_token", "stale");
    expect(getToken("customer")).toBeNull();
  });
});
