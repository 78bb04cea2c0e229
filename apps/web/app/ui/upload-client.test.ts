import { afterEach, describe, expect, it, vi } from "vitest";
import { checkUpload, uploadFile } from "./upload-client";

afterEach(() => vi.unstubAllGlobals());

describe("uploads", () => {
  it("checks size and type before sending", () => {
    expect(checkUpload("image", { size: 10, type: "image/png" })).toBeNull();
    expect(checkUpload("image", { size: 10, type: "application/pdf" })).toBe("This file type is not allowed");
    expect(checkUpload("document", { size: 11 * 1024 * 1024, type: "application/pdf" })).toBe("This file is too large");
    expect(checkUpload("document", { size: 0, type: "application/pdf" })).toBe("Choose a file to upload");
  });

  it("sends the kind field before the file", async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const form = init.body as FormData;
      expect([...form.keys()]).toEqual(["kind", "file"]);
      expect(form.get("kind")).toBe("document");
      return new Response(JSON.stringify({ success: true, message: "", data: { id: "x", url: "/api/v1/uploads/x" } }), { status: 201 });
    });
    vi.stubGlobal("fetch", fetchMock);
    const result = await uploadFile("document", new File(["%PDF-1.4"], "a.pdf", { type: "application/pdf" }), "merchant");
    expect(result.url).toBe("/api/v1/uploads/x");
    expect(fetchMock.mock.calls[0][0]).toMatch(/\/api\/v1\/uploads$/);
  });

  it("passes the server's message on failure", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ success: false, message: "This file is too large", code: "PAYLOAD_TOO_LARGE" }), { status: 413 })));
    await expect(uploadFile("image", new File(["x"], "a.png", { type: "image/png" }), "merchant")).rejects.toMatchObject({ message: "This file is too large", status: 413 });
  });
});
