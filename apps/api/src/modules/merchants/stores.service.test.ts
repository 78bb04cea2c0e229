import { describe, expect, it } from "vitest";
import { slugify } from "./stores.service.js";

describe("slugify", () => {
  it("makes URL-safe store URLs", () => {
    expect(slugify("Bola's Fabrics")).toBe("bola-s-fabrics");
    expect(slugify("  Café  Ọjà  ")).toBe("cafe-oja");
    expect(slugify("!!!")).toBe("store");
    expect(slugify("a".repeat(100))).toHaveLength(60);
  });
});
