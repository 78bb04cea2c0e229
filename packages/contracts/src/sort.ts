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

/** Admin's merchant list; absent: newest first. `approval` counts the store's approvals (0–2); `health` is the seller health score. */
export const MERCHANT_SORT_COLUMNS = ["joined", "name", "store", "approval", "verified", "health"] as const;
export const MERCHANT_SORTS = sortValues(MERCHANT_SORT_COLUMNS);
export type MerchantSort = (typeof MERCHANT_SORTS)[number];
export type MerchantSortColumn = (typeof MERCHANT_SORT_COLUMNS)[number];

/** Merchant coupons; absent: newest first. `code` puts automatic discounts by their description; `status` follows a coupon's life (scheduled, active, used up, expired). */
export const COUPON_SORT_COLUMNS = ["created", "code", "type", "start", "used", "status"] as const;
export const COUPON_SORTS = sortValues(COUPON_SORT_COLUMNS);
export type CouponSort = (typeof COUPON_SORTS)[number];
export type CouponSortColumn = (typeof COUPON_SORT_COLUMNS)[number];

/** Payment transactions (admin and merchant); absent: newest first. `date` is when it was paid (or started); `amount` is what the viewer's orders took of it; `status` follows its label. */
export const TRANSACTION_SORT_COLUMNS = ["date", "customer", "status", "amount"] as const;
export const TRANSACTION_SORTS = sortValues(TRANSACTION_SORT_COLUMNS);
export type TransactionSort = (typeof TRANSACTION_SORTS)[number];
export type TransactionSortColumn = (typeof TRANSACTION_SORT_COLUMNS)[number];

/** Store approvals (admin); absent: the review queue oldest first, other lists newest first. `status` and `progress` follow a review (pending, first approval, approved, rejected). */
export const STORE_APPROVAL_SORT_COLUMNS = ["store", "status", "progress", "plan", "onboarding", "created"] as const;
export const STORE_APPROVAL_SORTS = sortValues(STORE_APPROVAL_SORT_COLUMNS);
export type StoreApprovalSort = (typeof STORE_APPROVAL_SORTS)[number];
export type StoreApprovalSortColumn = (typeof STORE_APPROVAL_SORT_COLUMNS)[number];

/** Shipping partners (admin); absent: applications oldest first, others newest first. `contact` is the contact person's name. */
export const PARTNER_SORT_COLUMNS = ["company", "contact", "created", "approved"] as const;
export const PARTNER_SORTS = sortValues(PARTNER_SORT_COLUMNS);
export type PartnerSort = (typeof PARTNER_SORTS)[number];
export type PartnerSortColumn = (typeof PARTNER_SORT_COLUMNS)[number];

/** Hubs (admin); absent: applications oldest first, others newest first. `address` is the state, then the city. */
export const HUB_SORT_COLUMNS = ["name", "store", "address", "created", "approved"] as const;
export const HUB_SORTS = sortValues(HUB_SORT_COLUMNS);
export type HubSort = (typeof HUB_SORTS)[number];
export type HubSortColumn = (typeof HUB_SORT_COLUMNS)[number];

/** A store's staff; absent: newest first. `status` is active, invited (not yet accepted), then deactivated. */
export const STAFF_SORT_COLUMNS = ["name", "status", "created"] as const;
export const STAFF_SORTS = sortValues(STAFF_SORT_COLUMNS);
export type StaffSort = (typeof STAFF_SORTS)[number];
export type StaffSortColumn = (typeof STAFF_SORT_COLUMNS)[number];

/** Admin accounts (super admin); absent: newest first. `status` is active first; `login` is the last sign-in, never last. */
export const ADMIN_ACCOUNT_SORT_COLUMNS = ["name", "role", "status", "login", "created"] as const;
export const ADMIN_ACCOUNT_SORTS = sortValues(ADMIN_ACCOUNT_SORT_COLUMNS);
export type AdminAccountSort = (typeof ADMIN_ACCOUNT_SORTS)[number];
export type AdminAccountSortColumn = (typeof ADMIN_ACCOUNT_SORT_COLUMNS)[number];

/** Failed (dead-lettered) jobs; absent: newest first. */
export const FAILED_JOB_SORT_COLUMNS = ["name", "tries", "failed"] as const;
export const FAILED_JOB_SORTS = sortValues(FAILED_JOB_SORT_COLUMNS);
export type FailedJobSort = (typeof FAILED_JOB_SORTS)[number];
export type FailedJobSortColumn = (typeof FAILED_JOB_SORT_COLUMNS)[number];

/** Delivery vehicles; absent: by type, then name. */
export const VEHICLE_SORT_COLUMNS = ["name", "type", "capacity", "status"] as const;
export const VEHICLE_SORTS = sortValues(VEHICLE_SORT_COLUMNS);
export type VehicleSort = (typeof VEHICLE_SORTS)[number];
export type VehicleSortColumn = (typeof VEHICLE_SORT_COLUMNS)[number];

/** Shipping locations; absent: by state, then city. `active` puts open locations last when ascending. */
export const SHIPPING_LOCATION_SORT_COLUMNS = ["city", "state", "country", "active"] as const;
export const SHIPPING_LOCATION_SORTS = sortValues(SHIPPING_LOCATION_SORT_COLUMNS);
export type ShippingLocationSort = (typeof SHIPPING_LOCATION_SORTS)[number];
export type ShippingLocationSortColumn = (typeof SHIPPING_LOCATION_SORT_COLUMNS)[number];

/** Shipping discounts; absent: newest first. `min` is the minimum order; `start` the first day (always-on first when ascending). */
export const SHIPPING_DISCOUNT_SORT_COLUMNS = ["name", "value", "min", "start", "active"] as const;
export const SHIPPING_DISCOUNT_SORTS = sortValues(SHIPPING_DISCOUNT_SORT_COLUMNS);
export type ShippingDiscountSort = (typeof SHIPPING_DISCOUNT_SORTS)[number];
export type ShippingDiscountSortColumn = (typeof SHIPPING_DISCOUNT_SORT_COLUMNS)[number];
