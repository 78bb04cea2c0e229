import { z } from "zod";
import { defineEndpoint } from "../endpoint.js";
import {
  DecideSellerHealthAppealSchema,
  SellerHealthAppealBodySchema,
  SellerHealthAppealPageSchema,
  SellerHealthAppealSchema,
  SellerHealthAppealsQuerySchema,
  SellerHealthRecomputeBodySchema,
  SellerHealthRecomputeResultSchema,
  SellerHealthSchema,
  SellerHealthSettingsSchema,
  UpdateSellerHealthSettingsSchema,
} from "../entities/seller-health.js";

/** Admins who rule on stores: plain admins (and super admins); not dispatchers or schedulers. */
const AUTH_HEALTH_ADMIN = { kinds: ["admin"], adminRoles: ["admin"] } as const;

/** Seller health: the merchant's own store (from the token), and the admin's thresholds and appeals. */
export const sellerHealthEndpoints = {
  merchant: defineEndpoint({
    id: "sellerHealth.merchant", method: "GET", path: "/seller-health/merchant", auth: { kinds: ["merchant"], permission: "store:read" },
    summary: "The signed-in merchant's store health: score, each factor's figures and advice, level and its reason, the latest appeal",
    response: SellerHealthSchema,
  }),
  appeal: defineEndpoint({
    id: "sellerHealth.appeal", method: "POST", path: "/seller-health/merchant/appeal", auth: { kinds: ["merchant"], ownerOnly: true },
    summary: "Appeal the store's current level with a reason (one waiting appeal at a time)", body: SellerHealthAppealBodySchema,
    response: SellerHealthAppealSchema, status: 201,
  }),
  settings: defineEndpoint({
    id: "sellerHealth.settings", method: "GET", path: "/seller-health/admin/settings", auth: AUTH_HEALTH_ADMIN,
    summary: "The score thresholds of each level and how long an accepted appeal lasts", response: SellerHealthSettingsSchema,
  }),
  updateSettings: defineEndpoint({
    id: "sellerHealth.updateSettings", method: "PUT", path: "/seller-health/admin/settings", auth: AUTH_HEALTH_ADMIN,
    summary: "Set the thresholds (warning > demotion > payout hold) and the appeal grace days", body: UpdateSellerHealthSettingsSchema,
    response: SellerHealthSettingsSchema,
  }),
  appeals: defineEndpoint({
    id: "sellerHealth.appeals", method: "GET", path: "/seller-health/admin/appeals", auth: AUTH_HEALTH_ADMIN,
    summary: "Merchants' appeals, waiting ones first, newest first", query: SellerHealthAppealsQuerySchema, response: SellerHealthAppealPageSchema,
  }),
  storeHealth: defineEndpoint({
    id: "sellerHealth.storeHealth", method: "GET", path: "/seller-health/admin/stores/:storeId", auth: AUTH_HEALTH_ADMIN,
    summary: "One store's health as its merchant sees it", params: z.object({ storeId: z.uuid() }), response: SellerHealthSchema,
  }),
  decideAppeal: defineEndpoint({
    id: "sellerHealth.decideAppeal", method: "POST", path: "/seller-health/admin/appeals/:id/decide", auth: AUTH_HEALTH_ADMIN,
    summary: "Accept (good standing for the grace days) or reject (with a reason the merchant sees) an appeal",
    params: z.object({ id: z.uuid() }), body: DecideSellerHealthAppealSchema, response: SellerHealthAppealSchema,
  }),
  recompute: defineEndpoint({
    id: "sellerHealth.recompute", method: "POST", path: "/seller-health/admin/recompute", auth: AUTH_HEALTH_ADMIN,
    summary: "Recompute one store's health now (`storeId`), or queue every store's", body: SellerHealthRecomputeBodySchema,
    response: SellerHealthRecomputeResultSchema,
  }),
};
