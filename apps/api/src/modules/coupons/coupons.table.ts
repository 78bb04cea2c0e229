import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.js";
import { users } from "../identity/identity.table.js";
import { merchants } from "../merchants/merchants.table.js";
import { stores } from "../merchants/stores.table.js";

export type CouponDiscountTypeValue = "Percent" | "Fixed" | "BuyXGetY";
export type CouponModeValue = "Automatic" | "Code";
export type SpendAppliesToValue = "All" | "Product" | "Category";
export type RewardAppliesToValue = "Product" | "Category";
export type MinRequireTypeValue = "Amount" | "Quantity";
export type CustomerEligibilityValue = "Everyone" | "Followers" | "Specific";

/**
 * A merchant's coupon; it applies to its store's items only. Amounts are hundredths of what the form shows,
 * so they stay integers: Percent discounts and reward percentages in basis points, Fixed discounts in kobo.
 * `usedCount` is the uses counter the checkout raises with a guarded update (never past `usageLimit`).
 */
export const coupons = pgTable(
  "coupons",
  {
    id: uuid().primaryKey().defaultRandom(),
    merchantId: uuid()
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    storeId: uuid()
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    /** Upper case; unique in the store among coupons not deleted. Null for Automatic coupons without a code. */
    code: text(),
    description: text(),
    discountMode: text().$type<CouponModeValue>().notNull().default("Automatic"),
    discountType: text().$type<CouponDiscountTypeValue>().notNull(),
    /** Percent: basis points (12.5 % = 1250); Fixed: kobo; BuyXGetY: unused (0). */
    discountValueHundredths: bigint({ mode: "number" }).notNull().default(0),
    /** UTC days, inclusive. */
    startDate: date({ mode: "string" }).notNull(),
    endDate: date({ mode: "string" }),
    spendAppliesTo: text().$type<SpendAppliesToValue>().notNull().default("All"),
    spendAppliesToIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    minRequireType: text().$type<MinRequireTypeValue>().notNull().default("Amount"),
    /** Amount: kobo of the eligible items; Quantity: units. */
    minRequireValue: bigint({ mode: "number" }).notNull().default(0),
    /** 0 = unlimited. */
    usageLimit: integer().notNull().default(0),
    usageLimitPerUser: integer().notNull().default(0),
    usedCount: integer().notNull().default(0),
    customerEligibility: text().$type<CustomerEligibilityValue>().notNull().default("Everyone"),
    eligibleCustomerIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    /** BuyXGetY: at most this many reward units are discounted. */
    customerReward: integer().notNull().default(2000),
    rewardAppliesTo: text().$type<RewardAppliesToValue>().notNull().default("Product"),
    rewardAppliesToIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    /** BuyXGetY: percentage off each reward unit, in basis points. */
    rewardValueBps: integer().notNull().default(2000),
    /** Deleted coupons stay for the orders that used them; every list leaves them out. */
    deletedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index("coupons_merchant_created_idx").on(t.merchantId, t.createdAt.desc()),
    index("coupons_store_running_idx").on(t.storeId, t.startDate).where(sql`${t.deletedAt} is null`),
    uniqueIndex("coupons_store_code_uq").on(t.storeId, t.code).where(sql`${t.code} is not null and ${t.deletedAt} is null`),
    index("coupons_code_idx").on(t.code).where(sql`${t.code} is not null and ${t.deletedAt} is null`),
    check("coupons_used_count_range", sql`${t.usedCount} >= 0 and (${t.usageLimit} = 0 or ${t.usedCount} <= ${t.usageLimit})`),
    check("coupons_limits_non_negative", sql`${t.usageLimit} >= 0 and ${t.usageLimitPerUser} >= 0`),
    check("coupons_values_non_negative", sql`${t.discountValueHundredths} >= 0 and ${t.minRequireValue} >= 0 and ${t.customerReward} >= 0`),
    check("coupons_reward_value_range", sql`${t.rewardValueBps} between 0 and 10000`),
  ],
);

/**
 * One use of a coupon by an order (the checkout writes it with the counter update). A released use (the
 * order expired or its payment failed) no longer counts towards either limit.
 */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: uuid().primaryKey().defaultRandom(),
    couponId: uuid()
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    customerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    storeId: uuid().notNull(),
    orderName: text().notNull(),
    orderId: uuid(),
    discountKobo: bigint({ mode: "number" }).notNull(),
    releasedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("coupon_redemptions_coupon_customer_idx").on(t.couponId, t.customerId).where(sql`${t.releasedAt} is null`),
    index("coupon_redemptions_order_idx").on(t.orderName),
    uniqueIndex("coupon_redemptions_coupon_order_uq").on(t.couponId, t.orderName),
  ],
);

/** Codes a customer applied to the cart: one per store (applying another replaces it). */
export const cartCouponCodes = pgTable(
  "cart_coupon_codes",
  {
    customerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    storeId: uuid()
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    couponId: uuid()
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    code: text().notNull(),
    appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.storeId] }), index("cart_coupon_codes_coupon_idx").on(t.couponId)],
);
