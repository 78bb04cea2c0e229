import { z } from "zod";
import { defineEndpoint } from "../endpoint.js";
import { page } from "../http.js";
import { AUTH_ADMIN, IdResultSchema } from "../entities/common.js";
import {
  CreatePartnerBodySchema,
  CreateShippingDiscountBodySchema,
  CreateShippingLocationBodySchema,
  CreateVehicleBodySchema,
  PartnerListQuerySchema,
  PartnerOnboardBodySchema,
  PartnerOnboardResultSchema,
  PartnerSchema,
  RejectPartnerBodySchema,
  ShippingDiscountListQuerySchema,
  ShippingDiscountSchema,
  ShippingLocationListQuerySchema,
  ShippingLocationSchema,
  ShippingPricingSchema,
  ShippingSetupSchema,
  UpdateShippingDiscountBodySchema,
  UpdateShippingLocationBodySchema,
  UpdateShippingPricingBodySchema,
  UpdateVehicleBodySchema,
  VehicleListQuerySchema,
  VehicleSchema,
} from "../entities/logistics.js";

const idParams = z.object({ id: z.uuid() });
/** Dispatchers and schedulers read the logistics data; admins (and super admins) change it. */
const AUTH_LOGISTICS_WRITE = { kinds: ["admin"], adminRoles: ["admin"] } as const;

export const logisticsEndpoints = {
  // ---- vehicles ----
  vehicles: defineEndpoint({
    id: "logistics.vehicles", method: "GET", path: "/vehicle", auth: AUTH_ADMIN,
    summary: "Delivery vehicles", query: VehicleListQuerySchema, response: page(VehicleSchema),
  }),
  vehicle: defineEndpoint({
    id: "logistics.vehicle", method: "GET", path: "/vehicle/:id", auth: AUTH_ADMIN,
    summary: "One vehicle", params: idParams, response: VehicleSchema,
  }),
  updateVehicle: defineEndpoint({
    id: "logistics.updateVehicle", method: "PATCH", path: "/vehicle/:id", auth: AUTH_LOGISTICS_WRITE,
    summary: "Edit a vehicle", params: idParams, body: UpdateVehicleBodySchema, response: VehicleSchema,
  }),
  createVehicle: defineEndpoint({
    id: "logistics.createVehicle", method: "POST", path: "/vehicle", auth: AUTH_LOGISTICS_WRITE, status: 201,
    summary: "Add a vehicle", body: CreateVehicleBodySchema, response: VehicleSchema,
  }),
  deleteVehicle: defineEndpoint({
    id: "logistics.deleteVehicle", method: "DELETE", path: "/vehicle/:id", auth: AUTH_LOGISTICS_WRITE,
    summary: "Remove a vehicle", params: idParams, response: IdResultSchema,
  }),

  // ---- zones, locations and pricing ----
  shipping: defineEndpoint({
    id: "logistics.shipping", method: "GET", path: "/shipping", auth: AUTH_ADMIN,
    summary: "Shipping zones (fixed) and delivery locations", response: ShippingSetupSchema,
  }),
  createShippingLocation: defineEndpoint({
    id: "logistics.createShippingLocation", method: "POST", path: "/shipping", auth: AUTH_LOGISTICS_WRITE, status: 201,
    summary: "Add a delivery location", body: CreateShippingLocationBodySchema, response: ShippingLocationSchema,
  }),
  pricing: defineEndpoint({
    id: "logistics.pricing", method: "GET", path: "/pricing", auth: AUTH_ADMIN,
    summary: "The shipping price table", response: ShippingPricingSchema,
  }),
  updatePricing: defineEndpoint({
    id: "logistics.updatePricing", method: "PUT", path: "/pricing", auth: AUTH_LOGISTICS_WRITE,
    summary: "Replace the shipping price table", body: UpdateShippingPricingBodySchema, response: ShippingPricingSchema,
  }),

  // ---- shipping partners ----
  partnerOnboard: defineEndpoint({
    id: "logistics.partnerOnboard", method: "POST", path: "/partners/onboard", auth: "public", status: 201,
    summary: "A shipping company applies to become a partner", body: PartnerOnboardBodySchema,
    response: PartnerOnboardResultSchema,
  }),
  partners: defineEndpoint({
    id: "logistics.partners", method: "GET", path: "/partners", auth: AUTH_ADMIN,
    summary: "Shipping partners and applications", query: PartnerListQuerySchema, response: page(PartnerSchema),
  }),
  approvePartner: defineEndpoint({
    id: "logistics.approvePartner", method: "PATCH", path: "/partners/:id/approve", auth: AUTH_LOGISTICS_WRITE,
    summary: 'Approve a partner application (message "Partner has been added successfully."; mails a set-password link)',
    params: idParams, response: PartnerSchema,
  }),
  rejectPartner: defineEndpoint({
    id: "logistics.rejectPartner", method: "PATCH", path: "/partners/:id/reject", auth: { kinds: ["admin"], adminRoles: ["admin"] },
    summary: "Turn down a partner application (it leaves the pending list; the applicant is mailed the reason)",
    params: idParams, body: RejectPartnerBodySchema, response: PartnerSchema,
  }),
  createPartner: defineEndpoint({
    id: "logistics.createPartner", method: "POST", path: "/partners", auth: AUTH_LOGISTICS_WRITE, status: 201,
    summary: "Add a partner directly (approved at once)", body: CreatePartnerBodySchema, response: PartnerSchema,
  }),

  // ---- second shipping API (/shipping-api/v1, admin token) ----
  discounts: defineEndpoint({
    id: "logistics.discounts", method: "GET", base: "shipping", path: "/discount", auth: AUTH_ADMIN,
    summary: "Shipping discounts", query: ShippingDiscountListQuerySchema, response: page(ShippingDiscountSchema),
  }),
  createDiscount: defineEndpoint({
    id: "logistics.createDiscount", method: "POST", base: "shipping", path: "/discount", auth: AUTH_LOGISTICS_WRITE, status: 201,
    summary: "Create a shipping discount", body: CreateShippingDiscountBodySchema, response: ShippingDiscountSchema,
  }),
  updateDiscount: defineEndpoint({
    id: "logistics.updateDiscount", method: "PATCH", base: "shipping", path: "/discount/:id", auth: AUTH_LOGISTICS_WRITE,
    summary: "Edit a shipping discount", params: idParams, body: UpdateShippingDiscountBodySchema,
    response: ShippingDiscountSchema,
  }),
  deleteDiscount: defineEndpoint({
    id: "logistics.deleteDiscount", method: "DELETE", base: "shipping", path: "/discount/:id", auth: AUTH_LOGISTICS_WRITE,
    summary: "Delete a shipping discount", params: idParams, response: IdResultSchema,
  }),
  locations: defineEndpoint({
    id: "logistics.locations", method: "GET", base: "shipping", path: "/shipping-location", auth: AUTH_ADMIN,
    summary: "Shipping locations", query: ShippingLocationListQuerySchema, response: page(ShippingLocationSchema),
  }),
  createLocation: defineEndpoint({
    id: "logistics.createLocation", method: "POST", base: "shipping", path: "/shipping-location", auth: AUTH_LOGISTICS_WRITE,
    status: 201, summary: "Add a shipping location", body: CreateShippingLocationBodySchema,
    response: ShippingLocationSchema,
  }),
  updateLocation: defineEndpoint({
    id: "logistics.updateLocation", method: "PATCH", base: "shipping", path: "/shipping-location/:id",
    auth: AUTH_LOGISTICS_WRITE, summary: "Edit a shipping location", params: idParams, body: UpdateShippingLocationBodySchema,
    response: ShippingLocationSchema,
  }),
  deleteLocation: defineEndpoint({
    id: "logistics.deleteLocation", method: "DELETE", base: "shipping", path: "/shipping-location/:id",
    auth: AUTH_LOGISTICS_WRITE, summary: "Delete a shipping location", params: idParams, response: IdResultSchema,
  }),
} as const;
