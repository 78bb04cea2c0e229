import { describe, expect, it } from "vitest";
import { collectionBody } from "./collections-panel";
import { promotionPhase } from "./promotions-panel";

describe("promotionPhase", () => {
  const today = "2026-03-10";
  it("treats open dates as running", () => {
    expect(promotionPhase({ startDate: null, endDate: null }, today)).toBe("running");
    expect(promotionPhase({ startDate: "2026-03-10", endDate: "2026-03-10" }, today)).toBe("running");
  });
  it("tells scheduled from ended", () => {
    expect(promotionPhase({ startDate: "2026-03-11", endDate: null }, today)).toBe("scheduled");
    expect(promotionPhase({ startDate: null, endDate: "2026-03-09" }, today)).toBe("ended");
  });
});

describe("collectionBody", () => {
  it("keeps the image order and turns blank links and descriptions into null", () => {
    const body = collectionBody({
      title: "Deals",
      subtitle: "",
      sortOrder: 1,
      isActive: true,
      urls: ["/b", "/a"],
      meta: { "/a": { link: " /search ", alt: "" }, "/b": { link: "", alt: "Banner B" } },
    });
    expect(body.subtitle).toBeUndefined();
    expect(body.images).toEqual([
      { url: "/b", link: null, alt: "Banner B" },
      { url: "/a", link: "/search", alt: null },
    ]);
  });
});
