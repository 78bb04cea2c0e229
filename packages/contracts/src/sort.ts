import { z } from "zod";

/**
 * Server-sorted lists take `sort=<column>_<asc|desc>` (e.g. `price_asc`). Each list names the columns
 * it sorts by; the server breaks ties by id so pages never overlap or skip a row.
 */
export type SortDirection = "asc" | "desc";
export type SortValue<C extends string> = `${C}_${SortDirection}`;

/** Every `<column>_asc` and `<column>_desc` of these columns. */
export function sortValues<const C extends readonly [string, ...string[]]>(columns: C): [SortValue<C[number]>, ...SortValue<C[number]>[]] {
  return columns.flatMap((c) => [`${c}_asc`, `${c}_desc`]) as [SortValue<C[number]>, ...SortValue<C[number]>[]];
}

/** The optional `sort` query parameter of a list: an unknown sort is a 422, absent means the list's usual order. */
export function sortQuery<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { message: `Unknown sort; use one of ${values.join(", ")}` }).optional();
}

/** `price_asc` → `{ by: "price", direction: "asc" }`. */
export function splitSort<C extends string>(value: SortValue<C>): { by: C; direction: SortDirection } {
  const cut = value.lastIndexOf("_");
  return { by: value.slice(0, cut) as C, direction: value.slice(cut + 1) as SortDirection };
}

// ---- the sorts of each list ----

/** Merchant products; absent: newest first, or best match first with a search. */
export const MERCHANT_PRODUCT_SORT_COLUMNS = ["created", "name", "price", "stock", "sold"] as const;
export const MERCHANT_PRODUCT_SORTS = sortValues(MERCHANT_PRODUCT_SORT_COLUMNS);
export type MerchantProductSort = (typeof MERCHANT_PRODUCT_SORTS)[number];
export type MerchantProductSortColumn = (typeof MERCHANT_PRODUCT_SORT_COLUMNS)[number];

/** Admin product review; absent: newest first, or best match first with a search. */
export const ADMIN_PRODUCT_SORT_COLUMNS = ["created", "updated", "name", "price"] as const;
export const ADMIN_PRODUCT_SORTS = sortValues(ADMIN_PRODUCT_SORT_COLUMNS);
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];
export type AdminProductSortColumn = (typeof ADMIN_PRODUCT_SORT_COLUMNS)[number];

/** Order lists (merchant, admin, customer, dispatcher, partner); absent: newest first. `destination` is the delivery state, then city. */
export const ORDER_SORT_COLUMNS = ["date", "order", "customer", "store", "total", "status", "destination", "weight"] as const;
export const ORDER_SORTS = sortValues(ORDER_SORT_COLUMNS);
export type OrderSort = (typeof ORDER_SORTS)[number];
export type OrderSortColumn = (typeof ORDER_SORT_COLUMNS)[number];

/** Returns (merchant and admin); absent: newest first. `amount` is the value of the returned items. */
export const RETURN_SORT_COLUMNS = ["date", "customer", "amount"] as const;
export const RETURN_SORTS = sortValues(RETURN_SORT_COLUMNS);
export type ReturnSort = (typeof RETURN_SORTS)[number];
export type ReturnSortColumn = (typeof RETURN_SORT_COLUMNS)[number];

/** Refund requests (admin); absent: newest first. `refunded` is the approved amount, requests without one last. */
export const REFUND_REQUEST_SORT_COLUMNS = ["date", "asked", "refunded"] as const;
export const REFUND_REQUEST_SORTS = sortValues(REFUND_REQUEST_SORT_COLUMNS);
export type RefundRequestSort = (typeof REFUND_REQUEST_SORTS)[number];
export type RefundRequestSortColumn = (typeof REFUND_REQUEST_SORT_COLUMNS)[number];

/** Admin's merchant list; absent: newest first. `approval` counts the store's approvals (0–2). */
export const MERCHANT_SORT_COLUMNS = ["joined", "name", "store", "approval", "verified"] as const;
export const MERCHANT_SORTS = sortValues(MERCHANT_SORT_COLUMNS);
export type MerchantSort = (typeof MERCHANT_SORTS)[number];
export type MerchantSortColumn = (typeof MERCHANT_SORT_COLUMNS)[number];

/** Merchant coupons; absent: newest first. `code` puts automatic discounts by their description; `status` follows a coupon's life (scheduled, active, used up, expired). */
export const COUPON_SORT_COLUMNS = ["created", "code", "type", "start", "used", "status"] as const;
export const COUPON_SORTS = sortValues(COUPON_SORT_COLUMNS);
export type CouponSort = (typeof COUPON_SORTS)[number];
export type CouponSortColumn = (typeof COUPON_SORT_COLUMNS)[number];
