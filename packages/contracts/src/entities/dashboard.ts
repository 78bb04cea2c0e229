import { z } from "zod";
import { IsoDateTimeSchema, MoneySchema } from "../http.js";
import { STORE_APPROVAL_STATUSES } from "./stores.js";

/**
 * The merchant dashboard's "what needs me now". Each part is null when the caller (a staff member)
 * lacks the permission that part needs: orders (orders:read), returns (returns:read), sales and money
 * (reports:read), low stock (products:read). The store's status is shown to everyone of the store.
 */
export const MerchantDashboardSchema = z.object({
  store: z.object({
    storeName: z.string(),
    storeUrl: z.string(),
    /** pending (waiting for the first approval), first_approved (waiting for the second), approved (live), rejected. */
    status: z.enum(STORE_APPROVAL_STATUSES),
    rejectionReason: z.string().nullable(),
  }),
  orders: z
    .object({
      /** Paid, waiting for the store to accept (status pending). */
      toAccept: z.number().int(),
      /** Accepted, waiting to be packed (status confirmed). */
      toPack: z.number().int(),
      /** Packed, waiting to be handed over for delivery (status ready_to_ship). */
      toHandOver: z.number().int(),
    })
    .nullable(),
  returns: z
    .object({
      /** Requests the store has not answered yet (status requested). */
      toAnswer: z.number().int(),
      /** Accepted returns on their way back, to mark received (status accepted). */
      toReceive: z.number().int(),
    })
    .nullable(),
  sales: z
    .object({
      /** Paid orders (not cancelled) since the start of today / of this week (Monday), Lagos time: what customers paid. */
      today: MoneySchema,
      todayOrders: z.number().int(),
      week: MoneySchema,
      weekOrders: z.number().int(),
    })
    .nullable(),
  lowStock: z
    .object({
      /** Variants (or products without variants) at or under their product's stock alert level. */
      count: z.number().int(),
      items: z.array(
        z.object({
          productId: z.string(),
          productName: z.string(),
          variantId: z.string().nullable(),
          /** "M, Black" for a variant; null for a product without variants. */
          variantLabel: z.string().nullable(),
          sku: z.string().nullable(),
          quantity: z.number().int(),
          alertAt: z.number().int(),
        }),
      ),
    })
    .nullable(),
  money: z
    .object({
      /** The oldest payout not yet paid to the bank, if any. */
      nextPayout: z
        .object({
          orderName: z.string(),
          amount: MoneySchema,
          status: z.enum(["pending", "approved"]),
          completedAt: IsoDateTimeSchema,
        })
        .nullable(),
      /** Every payout not yet paid: how many and how much. */
      unpaidPayouts: z.number().int(),
      unpaidAmount: MoneySchema,
      /** Delivered orders still inside the return window: what they will pay the store once it closes. */
      inReturnWindow: MoneySchema,
      inReturnWindowOrders: z.number().int(),
      /** When the first of them leaves the window (null when none). */
      nextReleaseAt: IsoDateTimeSchema.nullable(),
    })
    .nullable(),
});
export type MerchantDashboard = z.infer<typeof MerchantDashboardSchema>;
