import type { MerchantDashboard } from "@bitmarte/contracts";
import type { Ctx, MerchantActor } from "../../http/context.js";
import { notFound } from "../../lib/errors.js";
import { koboToNaira } from "../../lib/money.js";
import { getFulfilmentSettings } from "../fulfilment/index.js";
import { approvalStatusOf, findMerchantWithStore } from "../merchants/index.js";
import * as repo from "./dashboard.repository.js";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Nigeria keeps West Africa Time (UTC+1) all year: "today" and "this week" are Lagos days. */
const LAGOS_OFFSET = HOUR;
const LOW_STOCK_SHOWN = 5;

/** Midnight in Lagos of the day `now` falls on, and of that week's Monday. */
export function lagosDayAndWeekStart(now: Date): {
  dayStart: Date;
  weekStart: Date;
} {
  const local = now.getTime() + LAGOS_OFFSET;
  const dayStartLocal = local - (((local % DAY) + DAY) % DAY);
  const weekday = (new Date(dayStartLocal).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return {
    dayStart: new Date(dayStartLocal - LAGOS_OFFSET),
    weekStart: new Date(dayStartLocal - weekday * DAY - LAGOS_OFFSET),
  };
}

/** The owner reads everything; a staff member each part their permission opens (the same rule as the pages the parts link to). */
function mayRead(actor: MerchantActor, resource: "orders" | "returns" | "reports" | "products"): boolean {
  return actor.role === "merchant" || actor.permissions.includes(`${resource}:read`);
}

const variantLabel = (l: repo.LowStockLine) => (l.variantId ? [l.size, l.color].filter(Boolean).join(", ") || l.sku : null);

/** GET /merchants/dashboard: what needs the store now. */
export async function getMerchantDashboard(ctx: Ctx<MerchantActor>): Promise<MerchantDashboard> {
  const row = await findMerchantWithStore(ctx.db, ctx.actor.merchantId);
  if (!row) throw notFound();
  const merchantId = row.merchant.id;
  const { dayStart, weekStart } = lagosDayAndWeekStart(ctx.now);
  const money = mayRead(ctx.actor, "reports");
  const [orders, returns, sales, lowStock, payouts, window, settings] = await Promise.all([
    mayRead(ctx.actor, "orders") ? repo.ordersWaiting(ctx.db, merchantId) : null,
    mayRead(ctx.actor, "returns") ? repo.returnsWaiting(ctx.db, merchantId) : null,
    money ? repo.salesSince(ctx.db, merchantId, weekStart, dayStart) : null,
    mayRead(ctx.actor, "products") ? repo.lowStockLines(ctx.db, merchantId, LOW_STOCK_SHOWN) : null,
    money ? repo.unpaidPayouts(ctx.db, merchantId) : null,
    money ? repo.dueInReturnWindow(ctx.db, merchantId) : null,
    money ? getFulfilmentSettings(ctx) : null,
  ]);
  const store = row.store;
  return {
    store: {
      storeName: store.storeName,
      storeUrl: store.storeUrl,
      status: approvalStatusOf(store),
      rejectionReason: store.status === "rejected" ? store.rejectionReason : null,
    },
    orders,
    returns,
    sales: sales && {
      today: koboToNaira(sales.todayKobo),
      todayOrders: sales.todayOrders,
      week: koboToNaira(sales.weekKobo),
      weekOrders: sales.weekOrders,
    },
    lowStock: lowStock && {
      count: lowStock.count,
      items: lowStock.lines.map((l) => ({
        productId: l.productId,
        productName: l.productName,
        variantId: l.variantId,
        variantLabel: variantLabel(l),
        sku: l.sku,
        quantity: l.quantity,
        alertAt: l.alertAt,
      })),
    },
    money:
      payouts && window && settings
        ? {
            nextPayout: payouts.next && {
              orderName: payouts.next.orderName,
              amount: koboToNaira(payouts.next.amountKobo),
              status: payouts.next.status,
              completedAt: payouts.next.completedAt.toISOString(),
            },
            unpaidPayouts: payouts.count,
            unpaidAmount: koboToNaira(payouts.amountKobo),
            inReturnWindow: koboToNaira(window.dueKobo),
            inReturnWindowOrders: window.orders,
            nextReleaseAt: window.firstDeliveredAt
              ? new Date(window.firstDeliveredAt.getTime() + settings.returnWindowDays * DAY).toISOString()
              : null,
          }
        : null,
  };
}
