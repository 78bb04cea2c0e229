import { describe, expect, it } from "vitest";
import { imageAtWidth, imageSrcSet } from "./image-srcset";

const id = "0b7a6f00-1234-4abc-8def-0123456789ab";

describe("imageSrcSet", () => {
  it("lists the WebP copies of an uploaded image by width", () => {
    expect(imageSrcSet(`/api/v1/uploads/${id}`)).toBe(
      `/api/v1/uploads/${id}?w=160 160w, /api/v1/uploads/${id}?w=320 320w, /api/v1/uploads/${id}?w=640 640w`,
    );
    expect(imageSrcSet(`https://bitmarte.test/api/v1/uploads/${id}?w=640`, [320])).toBe(`https://bitmarte.test/api/v1/uploads/${id}?w=320 320w`);
  });

  it("leaves other images without a srcset", () => {
    for (const url of [null, undefined, "", "https://cdn.example.com/a.jpg", "data:image/png;base64,AAAA", `/api/v1/uploads/${id}/x`]) {
      expect(imageSrcSet(url)).toBeUndefined();
    }
  });
});

describe("imageAtWidth", () => {
  it("picks the smallest copy at least as wide, or the original", () => {
    expect(imageAtWidth(`/api/v1/uploads/${id}`, 150)).toBe(`/api/v1/uploads/${id}?w=160`);
    expect(imageAtWidth(`/api/v1/uploads/${id}?w=160`, 400)).toBe(`/api/v1/uploads/${id}?w=640`);
    expect(imageAtWidth(`/api/v1/uploads/${id}`, 1200)).toBe(`/api/v1/uploads/${id}`);
    expect(imageAtWidth("https://cdn.example.com/a.jpg", 160)).toBe("https://cdn.example.com/a.jpg");
  });
});
