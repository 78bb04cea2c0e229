import { z } from "zod";
import { defineEndpoint } from "../endpoint.js";
import { page } from "../http.js";
import { AUTH_CUSTOMER, IdResultSchema } from "../entities/common.js";
import {
  AppliedCouponSchema,
  CouponCodeBodySchema,
  CouponCodeParamsSchema,
  CouponListQuerySchema,
  CouponSchema,
  CouponValidationSchema,
  CreateCouponBodySchema,
  CustomerCouponsBodySchema,
  PublicCouponSchema,
  UpdateCouponBodySchema,
} from "../entities/coupons.js";

const idParams = z.object({ id: z.uuid() });
const couponsRead = { kinds: ["merchant"], permission: "coupons:read" } as const;
const couponsWrite = { kinds: ["merchant"], permission: "coupons:write" } as const;

export const couponsEndpoints = {
  list: defineEndpoint({
    id: "coupons.list", method: "GET", path: "/coupons/getallcoupons", auth: couponsRead,
    summary: "The merchant's coupons", query: CouponListQuerySchema, response: page(CouponSchema),
  }),
  get: defineEndpoint({
    id: "coupons.get", method: "GET", path: "/coupons/getonecoupon/:id", auth: couponsRead, tenantOwned: true,
    summary: "One coupon, with percentageCoupons / fixedCoupons details", params: idParams, response: CouponSchema,
  }),
  create: defineEndpoint({
    id: "coupons.create", method: "POST", path: "/coupons/create-coupon", auth: couponsWrite, status: 201,
    summary: "Create a coupon (spec §9 defaults)", body: CreateCouponBodySchema, response: CouponSchema,
  }),
  update: defineEndpoint({
    id: "coupons.update", method: "PATCH", path: "/coupons/updatecoupon/:id", auth: couponsWrite, tenantOwned: true,
    summary: "Edit a coupon", params: idParams, body: UpdateCouponBodySchema, response: CouponSchema,
  }),
  remove: defineEndpoint({
    id: "coupons.remove", method: "DELETE", path: "/coupons/deletecoupon/:id", auth: couponsWrite, tenantOwned: true,
    summary: "Delete a coupon (orders that used it keep their discount)", params: idParams, response: IdResultSchema,
  }),
  validate: defineEndpoint({
    id: "coupons.validate", method: "POST", path: "/coupons/validate-coupon", auth: AUTH_CUSTOMER,
    summary: "Check a code against the customer's cart without applying it", body: CouponCodeBodySchema,
    response: CouponValidationSchema,
  }),
  apply: defineEndpoint({
    id: "coupons.apply", method: "POST", path: "/applycoupon/apply-coupon", auth: AUTH_CUSTOMER,
    summary: "Apply a code to the cart (one code per store; replaces that store's previous code)",
    body: CouponCodeBodySchema, response: AppliedCouponSchema,
  }),
  removeApplied: defineEndpoint({
    id: "coupons.removeApplied", method: "DELETE", path: "/applycoupon/remove-coupon/:code", auth: AUTH_CUSTOMER,
    summary: "Remove an applied code from the cart", params: CouponCodeParamsSchema,
    response: z.object({ code: z.string() }),
  }),
  forCustomers: defineEndpoint({
    id: "coupons.forCustomers", method: "POST", path: "/coupon/getallcoupons/customers", auth: "public",
    summary: "Running coupons of these stores that apply to these products", body: CustomerCouponsBodySchema,
    response: z.array(PublicCouponSchema),
  }),
} as const;
