import { describe, expect, it } from "vitest";
import { isSharedPage } from "./web.js";

const get = (url: string, headers: Record<string, string> = {}) => ({ method: "GET", url, headers });

describe("pages every visitor sees the same", () => {
  it("are the storefront's pages, their data requests and the home page's later sections", () => {
    for (const url of ["/", "/search?q=shoe", "/category/a/b", "/product/p-1", "/product/p-1.data", "/storefront/shop", "/_root.data", "/home/sections"]) {
      expect(isSharedPage(get(url)), url).toBe(true);
    }
  });

  it("are not a customer's pages, a write, or a request that carries a token", () => {
    for (const url of ["/cart", "/orders/1", "/account", "/home/sections/more", "/merchant", "/checkout"]) {
      expect(isSharedPage(get(url)), url).toBe(false);
    }
    expect(isSharedPage({ method: "POST", url: "/search", headers: {} })).toBe(false);
    expect(isSharedPage(get("/home/sections", { authorization: "Bearer x" }))).toBe(false);
  });
});
