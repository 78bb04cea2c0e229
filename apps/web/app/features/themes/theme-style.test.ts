import { DEFAULT_THEME_COLORS } from "@bitmarte/contracts";
import { describe, expect, it } from "vitest";
import { contrastRatio, darkenToRead, readableOn, safeColor, safeUrl, themeStyle } from "./theme-style";

describe("theme style", () => {
  it("lets only hex colours into the custom properties", () => {
    const style = themeStyle({ ...DEFAULT_THEME_COLORS, headingsAndLinks: "#C2255C", bodyText: "red;}</style><script>alert(1)</script>" }) as Record<string, string>;
    expect(style["--t-heading"]).toBe("#C2255C");
    expect(style["--t-body"]).toBe(DEFAULT_THEME_COLORS.bodyText);
    expect(safeColor("url(javascript:alert(1))", "#000000")).toBe("#000000");
    expect(safeColor("#abc", "#000000")).toBe("#abc");
  });

  it("draws headings, links and prices in a readable shade of the chosen colour", () => {
    const style = themeStyle(DEFAULT_THEME_COLORS) as Record<string, string>;
    // The spec's golden default is 2.2:1 on white; its darker shade keeps the hue and reads at 4.5:1 or more.
    expect(contrastRatio(DEFAULT_THEME_COLORS.headingsAndLinks, "#FFFFFF")).toBeLessThan(3);
    expect(style["--t-heading"]).toBe("#916D15");
    expect(contrastRatio(style["--t-heading"], "#FFFFFF")).toBeGreaterThanOrEqual(4.5);
    for (const colour of ["#FFFF00", "#FFFFFF", "#7FDBFF"]) expect(contrastRatio(darkenToRead(colour), "#FFFFFF")).toBeGreaterThanOrEqual(4.5);
    expect(darkenToRead("#1A7F37")).toBe("#1A7F37");
  });

  it("keeps button labels and field text readable with the all-black defaults", () => {
    const style = themeStyle(DEFAULT_THEME_COLORS) as Record<string, string>;
    expect(style["--t-button"]).toBe("#000000");
    expect(style["--t-label"]).toBe("#FFFFFF");
    expect(style["--t-field-bg"]).toBe("#FFFFFF");
    expect(style["--t-field-text"]).toBe("#000000");
    expect(readableOn("#FFFFFF", "#DAA520")).toBe("#000000");
    expect(readableOn("#1A7F37", "#FFFFFF")).toBe("#FFFFFF");
    expect(contrastRatio("#000000", "#FFFFFF")).toBeCloseTo(21, 0);
  });

  it("accepts upload paths and http(s) links only (blob: in previews)", () => {
    expect(safeUrl("/api/v1/uploads/0b5f3c2e-1d2a-4c3b-9e8f-123456789abc")).not.toBeNull();
    expect(safeUrl("https://instagram.com/shop")).toBe("https://instagram.com/shop");
    expect(safeUrl("javascript:alert(1)")).toBeNull();
    expect(safeUrl('https://x.com/"><script>')).toBeNull();
    expect(safeUrl("blob:http://localhost/abc")).toBeNull();
    expect(safeUrl("blob:http://localhost/abc", { allowBlob: true })).toBe("blob:http://localhost/abc");
  });
});
