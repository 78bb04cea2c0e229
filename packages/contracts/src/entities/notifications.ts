import { z } from "zod";
import { IsoDateTimeSchema, PageQuerySchema } from "../http.js";
import type { TokenKind } from "../http.js";

/**
 * What a notification is about. Each person hears of the kinds of their role (`NOTIFICATION_KINDS_BY_ROLE`)
 * and chooses, per kind, whether it also comes by mail.
 */
export const NOTIFICATION_KINDS = [
  // a store's owner
  "order_paid",
  "return_requested",
  "product_decided",
  "store_approval",
  "payout_processed",
  "stock_low",
  "seller_health",
  // a customer
  "order_status",
  "refund_decided",
  "review_reply",
  // operators
  "approval_waiting",
  "job_failed",
  "order_late",
  // shipping partners and dispatchers
  "order_assigned",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The words a person reads for each kind (settings, filters). */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  order_paid: "New paid orders",
  return_requested: "Return requests",
  product_decided: "Product approvals and rejections",
  store_approval: "Store approval steps",
  payout_processed: "Payouts sent",
  stock_low: "Low stock",
  seller_health: "Seller health level changes",
  order_status: "Order updates",
  refund_decided: "Returns and refunds",
  review_reply: "Replies to your reviews",
  approval_waiting: "Stores, products and hubs waiting for approval",
  job_failed: "Background jobs that failed",
  order_late: "Late orders",
  order_assigned: "Orders assigned to you",
};

/**
 * Whether a kind also comes by mail until the person chooses. Late orders come in numbers during a
 * bad day on the roads, so they stay in the notification centre unless an admin asks for the mail.
 */
export const NOTIFICATION_KIND_MAIL_DEFAULTS: Record<NotificationKind, boolean> = {
  order_paid: true,
  return_requested: true,
  product_decided: true,
  store_approval: true,
  payout_processed: true,
  stock_low: true,
  seller_health: true,
  order_status: true,
  refund_decided: true,
  review_reply: true,
  approval_waiting: true,
  job_failed: true,
  order_late: false,
  order_assigned: true,
};

/** Which kinds each sign-in kind can receive (admins include dispatchers and schedulers, who get assignments). */
export const NOTIFICATION_KINDS_BY_ROLE: Record<TokenKind, readonly NotificationKind[]> = {
  merchant: ["order_paid", "return_requested", "product_decided", "store_approval", "payout_processed", "stock_low", "seller_health"],
  customer: ["order_status", "refund_decided", "review_reply"],
  admin: ["approval_waiting", "job_failed", "order_late", "order_assigned"],
  partner: ["order_assigned"],
};

export const NotificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** Where the person acts on it, a path in their area (e.g. `/merchant/orders/…`); null when there is nowhere to go. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: IsoDateTimeSchema,
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationPageSchema = z.object({
  rows: z.array(NotificationSchema),
  count: z.number().int(),
  /** Unread notifications of this person (all pages). */
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

export const NotificationsQuerySchema = PageQuerySchema.extend({
  /** `unread`: only the unread ones. */
  status: z.enum(["all", "unread"], { message: "Status is all or unread" }).default("all"),
});
export type NotificationsQuery = z.infer<typeof NotificationsQuerySchema>;

export const UnreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

/** One kind's setting for the signed-in person: in-app always, by mail when `mail` is true. */
export const NotificationPreferenceSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  label: z.string(),
  mail: z.boolean(),
});
export type NotificationPreference = z.infer<typeof NotificationPreferenceSchema>;

export const NotificationPreferencesSchema = z.object({ preferences: z.array(NotificationPreferenceSchema) });
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

export const UpdateNotificationPreferencesSchema = z.object({
  preferences: z
    .array(z.object({ kind: z.enum(NOTIFICATION_KINDS, { message: "Unknown notification kind" }), mail: z.boolean({ message: "Mail is true or false" }) }))
    .min(1, { message: "Choose at least one setting" })
    .max(NOTIFICATION_KINDS.length),
});
export type UpdateNotificationPreferences = z.infer<typeof UpdateNotificationPreferencesSchema>;

/** What the live stream sends when a notification arrives for the listening person. */
export const NotificationEventSchema = z.object({ notification: NotificationSchema, unread: z.number().int() });
export type NotificationEvent = z.infer<typeof NotificationEventSchema>;
