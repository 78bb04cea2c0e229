import { describe, expect, it } from "vitest";
import { isSocialLink, socialProfileUrl, storeSocialLinks } from "./socials.js";

describe("store social links", () => {
  it("keeps http(s) links and turns handles into the network's profile address", () => {
    expect(socialProfileUrl("instagram", "https://instagram.com/adire")).toBe("https://instagram.com/adire");
    expect(socialProfileUrl("instagram", "@adire.lagos")).toBe("https://www.instagram.com/adire.lagos");
    expect(socialProfileUrl("tiktok", "adire")).toBe("https://www.tiktok.com/@adire");
    expect(socialProfileUrl("twitter", "@adire")).toBe("https://x.com/adire");
    expect(socialProfileUrl("youtube", "adire")).toBe("https://www.youtube.com/@adire");
  });

  it("refuses anything else: other schemes, spaces, quotes, empty", () => {
    for (const value of ["javascript:alert(1)", "data:text/html,x", "ftp://x.com", "two words", 'https://x.com/"onmouseover', "https://", ""]) {
      expect(socialProfileUrl("facebook", value), value).toBeNull();
      if (value) expect(isSocialLink(value), value).toBe(false);
    }
    expect(socialProfileUrl("facebook", null)).toBeNull();
  });

  it("lists the followable ones in a fixed order with their labels", () => {
    expect(storeSocialLinks({ tiktok: "@aba", facebook: "https://facebook.com/aba", twitter: "javascript:x" })).toEqual([
      { key: "facebook", label: "Facebook", url: "https://facebook.com/aba" },
      { key: "tiktok", label: "TikTok", url: "https://www.tiktok.com/@aba" },
    ]);
  });
});
