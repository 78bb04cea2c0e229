import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DEMO_CATALOGUE_TREE, PICTURES_PER_CHILD } from "./catalogue.js";
import { DRAWN_LABELS, productArtSvg } from "./product-art.js";

const labels = DEMO_CATALOGUE_TREE.flatMap((c) => c.subs.flatMap((s) => s.children.map((ch) => ch.label)));

describe("drawn product pictures", () => {
  it("has a drawing for every child category of the demo tree, each label its own", () => {
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.filter((l) => !DRAWN_LABELS.includes(l))).toEqual([]);
  });

  it("draws the same picture for the same label and look, and a different one for another look or label", () => {
    for (const label of labels) {
      const looks = Array.from({ length: PICTURES_PER_CHILD }, (_, i) => productArtSvg(label, i).svg);
      expect(productArtSvg(label, 0).svg).toBe(looks[0]);
      expect(new Set(looks).size, label).toBe(PICTURES_PER_CHILD);
    }
    const firsts = labels.map((l) => productArtSvg(l, 0).svg);
    expect(new Set(firsts).size).toBe(labels.length);
  });

  it("gives every picture valid SVG of 800 × 800", async () => {
    for (const label of labels) {
      for (let look = 0; look < PICTURES_PER_CHILD; look++) {
        const meta = await sharp(Buffer.from(productArtSvg(label, look).svg)).metadata();
        expect(meta, `${label} #${look}`).toMatchObject({ format: "svg", width: 800, height: 800 });
      }
    }
  });

  it("refuses a label without a drawing rather than drawing an icon", () => {
    expect(() => productArtSvg("Hovercraft", 0)).toThrow(/Hovercraft/);
  });
});
