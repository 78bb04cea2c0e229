/**
 * What the customer's order page (drawn with ui/light, no zod) needs of the contracts: the return reasons, the
 * review comment's limit, the cancel reason's check and the page's toasts. order-page.test.ts holds each to
 * the schema or constant it copies (CreateReturnBodySchema, REVIEW_COMMENT_MAX, UpdateOrderStatusBodySchema,
 * MESSAGES); the server checks every request again with the schemas.
 */

/** What is wrong with a returned item (entities/returns.ts RETURN_REASON_KINDS and its labels). */
export const ORDER_RETURN_REASON_KINDS = ["damaged_or_faulty", "wrong_item", "not_as_described", "missing_parts", "changed_mind", "other"] as const;
export type OrderReturnReasonKind = (typeof ORDER_RETURN_REASON_KINDS)[number];
export const ORDER_RETURN_REASON_LABELS: Record<OrderReturnReasonKind, string> = {
  damaged_or_faulty: "Damaged or does not work",
  wrong_item: "Wrong item, size or colour",
  not_as_described: "Not as described, or fake",
  missing_parts: "Parts or items missing",
  changed_mind: "I changed my mind",
  other: "Something else",
};

/** A review's comment is at most this long (entities/stores.ts REVIEW_COMMENT_MAX). */
export const ORDER_REVIEW_COMMENT_MAX = 2000;

/** A cancel reason is 3 to 500 characters, trimmed. */
export const CANCEL_REASON_MAX = 500;

export const ORDER_PAGE_MESSAGES = {
  // spec §8: toasts (the server answers with them too)
  orderReturned: "Order return was successful",
  orderReplaced: "Order replacement was successful",
  // UpdateOrderStatusBodySchema's words
  cancelReasonMissing: "Give a reason for cancelling",
  cancelReasonTooLong: "Reason must be at most 500 characters",
  // A return's photos (POST /uploads)
  uploadTooLarge: "This file is too large",
  uploadWrongType: "This file type is not allowed",
  uploadMissing: "Choose a file to upload",
  // ProductReviewBodySchema's words for a missing rating
  chooseRating: "Choose a rating",
} as const;

/** The cancel reason's message, as UpdateOrderStatusBodySchema gives it for status "cancelled"; undefined when it passes. */
export function checkCancelReason(reason: string): string | undefined {
  const text = reason.trim();
  if (text.length > CANCEL_REASON_MAX) return ORDER_PAGE_MESSAGES.cancelReasonTooLong;
  if (text.length < 3) return ORDER_PAGE_MESSAGES.cancelReasonMissing;
  return undefined;
}
