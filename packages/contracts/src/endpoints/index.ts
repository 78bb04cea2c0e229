import type { EndpointDef } from "../endpoint.js";
import { authEndpoints, devEndpoints, IMAGE_VARIANT_WIDTHS, uploadEndpoints } from "./auth.js";
import { cartEndpoints } from "./cart.js";
import { categoriesEndpoints } from "./categories.js";
import { checkoutEndpoints } from "./checkout.js";
import { couponsEndpoints } from "./coupons.js";
import { giftcardsEndpoints } from "./giftcards.js";
import { jobsEndpoints } from "./jobs.js";
import { logisticsEndpoints } from "./logistics.js";
import { notificationsEndpoints } from "./notifications.js";
import { ordersEndpoints } from "./orders.js";
import { payoutsEndpoints } from "./payouts.js";
import { productsEndpoints } from "./products.js";
import { reportsEndpoints } from "./reports.js";
import { returnsEndpoints } from "./returns.js";
import { sellerHealthEndpoints } from "./seller-health.js";
import { storesEndpoints } from "./stores.js";
import { themesEndpoints } from "./themes.js";
import { webhooksEndpoints } from "./webhooks.js";
import { productImportEndpoints } from "../product-imports.js";

export {
  authEndpoints, devEndpoints, IMAGE_VARIANT_WIDTHS, uploadEndpoints, cartEndpoints, categoriesEndpoints, checkoutEndpoints,
  couponsEndpoints, giftcardsEndpoints, jobsEndpoints, logisticsEndpoints, notificationsEndpoints, ordersEndpoints, payoutsEndpoints, productsEndpoints,
  reportsEndpoints, returnsEndpoints, sellerHealthEndpoints, storesEndpoints, themesEndpoints, webhooksEndpoints,
};

/** The map of the whole HTTP surface: every endpoint of API.md, implemented or not. */
export const endpointGroups = {
  auth: authEndpoints,
  dev: devEndpoints,
  uploads: uploadEndpoints,
  categories: categoriesEndpoints,
  products: productsEndpoints,
  coupons: couponsEndpoints,
  cart: cartEndpoints,
  checkout: checkoutEndpoints,
  orders: ordersEndpoints,
  returns: returnsEndpoints,
  reports: reportsEndpoints,
  payouts: payoutsEndpoints,
  giftcards: giftcardsEndpoints,
  stores: storesEndpoints,
  logistics: logisticsEndpoints,
  themes: themesEndpoints,
  jobs: jobsEndpoints,
  notifications: notificationsEndpoints,
  webhooks: webhooksEndpoints,
  sellerHealth: sellerHealthEndpoints,
  productImports: productImportEndpoints,
} as const;

export const allEndpoints: readonly EndpointDef[] = Object.values(endpointGroups).flatMap(
  (group) => Object.values(group) as EndpointDef[],
);
