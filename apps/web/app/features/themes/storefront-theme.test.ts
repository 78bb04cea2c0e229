import { THEME_CATALOGUE } from "@bitmarte/contracts";
import { describe, expect, it } from "vitest";
import { layoutOfTheme, THEME_LAYOUT_BY_ID } from "./storefront-theme";

describe("theme layouts", () => {
  it("draws every catalogue theme with its own layout", () => {
    expect(Object.keys(THEME_LAYOUT_BY_ID).map(Number).sort()).toEqual(THEME_CATALOGUE.map((t) => t.id).sort());
    for (const theme of THEME_CATALOGUE) expect(layoutOfTheme(theme.id)).toBe(theme.layout);
  });

  it("falls back to the classic layout for an unknown theme", () => {
    expect(layoutOfTheme(9999)).toBe("classic");
  });
});
