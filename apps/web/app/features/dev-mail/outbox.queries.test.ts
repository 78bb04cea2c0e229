import { describe, expect, it } from "vitest";
import { describeLink, toSameOriginPath } from "./outbox.queries";

describe("toSameOriginPath", () => {
  it("keeps only the path, query and hash of a mail link", () => {
    expect(toSameOriginPath("http://127.0.0.1:3000/confirm-email/abc123")).toBe("/confirm-email/abc123");
    expect(toSameOriginPath("https://bitmarte.com/merchant/reset-password/tok?x=1#y")).toBe("/merchant/reset-password/tok?x=1#y");
    expect(toSameOriginPath("/admin/reset-password/tok")).toBe("/admin/reset-password/tok");
  });

  it("names the links", () => {
    expect(describeLink("/confirm-email/a")).toBe("Confirm email");
    expect(describeLink("/merchant/confirm-email/a")).toBe("Confirm merchant email");
    expect(describeLink("/shipping-partner/reset-password/a")).toBe("Reset shipping partner password");
    expect(describeLink("/gift-cards/x")).toBe("Open link");
  });
});
