import { describe, expect, it } from "vitest";
import { UpdateOrderStatusBodySchema } from "./entities/orders.js";
import { RETURN_REASON_KINDS, RETURN_REASON_LABELS } from "./entities/returns.js";
import { ProductReviewBodySchema, REVIEW_COMMENT_MAX } from "./entities/stores.js";
import { MESSAGES } from "./messages.js";
import { checkCancelReason, ORDER_PAGE_MESSAGES, ORDER_RETURN_REASON_KINDS, ORDER_RETURN_REASON_LABELS, ORDER_REVIEW_COMMENT_MAX } from "./order-page.js";

/** The schema's first message for a cancel with this reason, or undefined. */
function schemaProblem(reason: string): string | undefined {
  const result = UpdateOrderStatusBodySchema.safeParse({ status: "cancelled", reason });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe("the order page's zod-free contracts copy the schemas", () => {
  it("has the same return reasons and labels", () => {
    expect(ORDER_RETURN_REASON_KINDS).toEqual(RETURN_REASON_KINDS);
    expect(ORDER_RETURN_REASON_LABELS).toEqual(RETURN_REASON_LABELS);
  });

  it("has the same review comment limit and missing-rating message", () => {
    expect(ORDER_REVIEW_COMMENT_MAX).toBe(REVIEW_COMMENT_MAX);
    const missing = ProductReviewBodySchema.safeParse({ orderItemId: "00000000-0000-4000-8000-000000000000" });
    expect(missing.success ? undefined : missing.error.issues[0]?.message).toBe(ORDER_PAGE_MESSAGES.chooseRating);
  });

  it("has the same toasts", () => {
    expect(ORDER_PAGE_MESSAGES.orderReturned).toBe(MESSAGES.orderReturned);
    expect(ORDER_PAGE_MESSAGES.orderReplaced).toBe(MESSAGES.orderReplaced);
    expect(ORDER_PAGE_MESSAGES.uploadTooLarge).toBe(MESSAGES.uploadTooLarge);
    expect(ORDER_PAGE_MESSAGES.uploadWrongType).toBe(MESSAGES.uploadWrongType);
    expect(ORDER_PAGE_MESSAGES.uploadMissing).toBe(MESSAGES.uploadMissing);
  });

  it("checks a cancel reason as UpdateOrderStatusBodySchema does", () => {
    for (const reason of ["", "  ", "ab", " ab ", "abc", "  Ordered the wrong size  ", "x".repeat(500), "x".repeat(501), ` ${"y".repeat(499)} `]) {
      expect(checkCancelReason(reason), JSON.stringify(reason)).toBe(schemaProblem(reason));
    }
  });
});
