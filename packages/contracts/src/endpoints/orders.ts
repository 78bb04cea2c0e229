import { z } from "zod";
import { defineEndpoint } from "../endpoint.js";
import { page } from "../http.js";
import { DeliveryAddressSchema } from "../entities/cart.js";
import { AUTH_ADMIN, AUTH_CUSTOMER, AUTH_DELIVERY_WORK, AUTH_DISPATCH_PLANNER, AUTH_DISPATCHER, AUTH_PARTNER } from "../entities/common.js";
import {
  AdminOrderListQuerySchema,
  AssignToDispatcherBodySchema,
  AssignToPartnerBodySchema,
  BitmarteOrderStatusSchema,
  ConvertTokenBodySchema,
  CustomerOrdersQuerySchema,
  CustomerShippingAddressQuerySchema,
  DeliveryTokenResultSchema,
  DispatcherPhoneBodySchema,
  DispatcherSchema,
  FulfilmentSettingsBodySchema,
  FulfilmentSettingsSchema,
  OperationsBoardSchema,
  OrderPageSchema,
  OrderListQuerySchema,
  OrderSchema,
  OrderSearchQuerySchema,
  OrderStatusesQuerySchema,
  OrderStatusEventSchema,
  OrderSummarySchema,
  PartnerDeclineBodySchema,
  PartnerStatusBodySchema,
  ShippingDetailsSchema,
  UpdateOrderStatusBodySchema,
  UpdateTokenQuerySchema,
} from "../entities/orders.js";
import { StorePolicySchema } from "../entities/stores.js";
import { CustomerInfoSchema } from "../entities/users.js";

const idParams = z.object({ id: z.uuid() });
const orderIdParams = z.object({ orderId: z.uuid() });
const ordersRead = { kinds: ["merchant"], permission: "orders:read" } as const;

export const ordersEndpoints = {
  // ---- customer ----
  customerOrders: defineEndpoint({
    id: "orders.customerOrders", method: "GET", path: "/ordertracking/customer/orders", auth: AUTH_CUSTOMER,
    summary: "The customer's orders, newest first", query: CustomerOrdersQuerySchema, response: page(OrderSummarySchema),
  }),
  customerOrderInfo: defineEndpoint({
    id: "orders.customerOrderInfo", method: "GET", path: "/ordertracking/customer/order-info/:id",
    auth: AUTH_CUSTOMER, tenantOwned: true, summary: "One of the customer's orders, with its delivery token",
    params: idParams, response: OrderSchema,
  }),

  // ---- merchant ----
  merchantOrders: defineEndpoint({
    id: "orders.merchantOrders", method: "GET", path: "/ordertracking/merchant/orders", auth: ordersRead,
    summary: "The store's orders, with counts per status", query: OrderListQuerySchema, response: OrderPageSchema,
  }),
  merchantOrder: defineEndpoint({
    id: "orders.merchantOrder", method: "GET", path: "/ordertracking/merchant/orders/:id", auth: ordersRead,
    tenantOwned: true, summary: "One of the store's orders", params: idParams, response: OrderSchema,
  }),

  // ---- admin ----
  adminOrders: defineEndpoint({
    id: "orders.adminOrders", method: "GET", path: "/ordertracking/admin/orders", auth: AUTH_DISPATCH_PLANNER,
    summary: "All orders, with counts per status", query: AdminOrderListQuerySchema, response: OrderPageSchema,
  }),
  adminOrder: defineEndpoint({
    id: "orders.adminOrder", method: "GET", path: "/ordertracking/admin/orders/:id", auth: AUTH_DISPATCH_PLANNER,
    summary: "One order", params: idParams, response: OrderSchema,
  }),
  adminLive: defineEndpoint({
    id: "orders.adminLive", method: "GET", path: "/ordertracking/admin/live", auth: AUTH_DISPATCH_PLANNER, raw: "sse",
    summary: "Server-sent events: one `status` event per order status change (data: OrderStatusEvent JSON)",
    response: OrderStatusEventSchema,
  }),

  adminBoard: defineEndpoint({
    id: "orders.adminBoard", method: "GET", path: "/ordertracking/admin/board", auth: AUTH_DISPATCH_PLANNER,
    summary: "The operations board: orders per status and the orders late for their stage",
    response: OperationsBoardSchema,
  }),
  settings: defineEndpoint({
    id: "orders.settings", method: "GET", path: "/ordertracking/admin/settings", auth: AUTH_DISPATCH_PLANNER,
    summary: "Return window and late thresholds", response: FulfilmentSettingsSchema,
  }),
  updateSettings: defineEndpoint({
    id: "orders.updateSettings", method: "PATCH", path: "/ordertracking/admin/settings",
    auth: { kinds: ["admin"], adminRoles: ["admin"] },
    summary: "Change the return window and late thresholds", body: FulfilmentSettingsBodySchema,
    response: FulfilmentSettingsSchema,
  }),

  // ---- dispatcher ----
  dispatcherOrders: defineEndpoint({
    id: "orders.dispatcherOrders", method: "GET", path: "/ordertracking/dispatcher/orders", auth: AUTH_DISPATCHER,
    summary: "Orders assigned to the signed-in dispatcher", query: OrderListQuerySchema,
    response: page(OrderSummarySchema),
  }),
  dispatcherOrder: defineEndpoint({
    id: "orders.dispatcherOrder", method: "GET", path: "/ordertracking/dispatcher/orders/:id",
    auth: AUTH_DISPATCHER, tenantOwned: true, summary: "One order assigned to the signed-in dispatcher",
    params: idParams, response: OrderSchema,
  }),

  // ---- status machine ----
  statuses: defineEndpoint({
    id: "orders.statuses", method: "GET", path: "/ordertracking/order-statuses", auth: "any",
    summary: "The status moves the caller may make on this order now", query: OrderStatusesQuerySchema,
    response: z.array(BitmarteOrderStatusSchema),
  }),
  updateStatus: defineEndpoint({
    id: "orders.updateStatus", method: "PATCH", path: "/ordertracking/update-order-status/:id",
    auth: { kinds: ["merchant", "admin", "partner", "customer"], permission: "orders:write", adminRoles: ["admin", "dispatcher"] }, tenantOwned: true,
    summary: "Move an order along the status machine (as the machine allows the caller; a customer may only cancel its own order before it is confirmed)", params: idParams,
    body: UpdateOrderStatusBodySchema, response: OrderSchema,
  }),
  shippingDetails: defineEndpoint({
    id: "orders.shippingDetails", method: "GET", path: "/ordertracking/shipping-details/:orderId",
    auth: { kinds: ["merchant", "admin", "partner"], permission: "orders:read", adminRoles: ["admin", "dispatcher", "scheduler"] }, tenantOwned: true,
    summary: "Merchant pickup and customer delivery details", params: orderIdParams, response: ShippingDetailsSchema,
  }),

  // ---- assignment and delivery ----
  assignToBitmarte: defineEndpoint({
    id: "orders.assignToBitmarte", method: "PATCH", path: "/ordertracking/assign-to-bitmarte/:orderId",
    auth: AUTH_ADMIN, summary: "The platform delivers this order (a dispatcher is assigned next)",
    params: orderIdParams, response: OrderSchema,
  }),
  assignToPartner: defineEndpoint({
    id: "orders.assignToPartner", method: "PATCH", path: "/ordertracking/assign-to-partner/:orderId",
    auth: AUTH_ADMIN, summary: "Assign an order to a shipping partner (makes the delivery token)",
    params: orderIdParams, body: AssignToPartnerBodySchema, response: OrderSchema,
  }),
  assignToDispatcher: defineEndpoint({
    id: "orders.assignToDispatcher", method: "PATCH", path: "/ordertracking/assign-to-dispatcher/:orderId",
    auth: AUTH_DISPATCH_PLANNER, summary: "Assign an order to a dispatcher (admin or scheduler; makes the delivery token)",
    params: orderIdParams, body: AssignToDispatcherBodySchema, response: OrderSchema,
  }),
  approveMerchantPayment: defineEndpoint({
    id: "orders.approveMerchantPayment", method: "PATCH", path: "/ordertracking/approve-merchant-payment/:orderId",
    auth: AUTH_ADMIN, summary: "Approve the payout of a completed order's merchant due", params: orderIdParams,
    response: OrderSchema,
  }),
  customerShippingAddress: defineEndpoint({
    id: "orders.customerShippingAddress", method: "GET", path: "/ordertracking/customer-shipping-address",
    auth: { kinds: ["admin", "partner"], adminRoles: ["admin", "dispatcher"] },
    summary: "The delivery address of an order the caller holds", query: CustomerShippingAddressQuerySchema,
    response: DeliveryAddressSchema,
  }),
  dispatchers: defineEndpoint({
    id: "orders.dispatchers", method: "GET", path: "/ordertracking/dispatchers", auth: AUTH_DISPATCH_PLANNER,
    summary: "Dispatchers with their number of active orders", response: z.array(DispatcherSchema),
  }),
  search: defineEndpoint({
    id: "orders.search", method: "GET", path: "/ordertracking/search", auth: { kinds: ["admin"], adminRoles: ["admin", "dispatcher", "scheduler"] },
    summary: "Search orders by order name, customer or store (dispatchers see their own)",
    query: OrderSearchQuerySchema, response: page(OrderSummarySchema),
  }),
  updateToken: defineEndpoint({
    id: "orders.updateToken", method: "POST", path: "/ordertracking/update-token", auth: AUTH_ADMIN,
    summary: "Make a new delivery token (unlocks after 5 wrong tries) and mail it to the customer",
    query: UpdateTokenQuerySchema, response: DeliveryTokenResultSchema,
  }),
  convertToken: defineEndpoint({
    id: "orders.convertToken", method: "POST", path: "/ordertracking/convert-token/:orderId",
    auth: { kinds: ["admin", "partner"], adminRoles: ["dispatcher"] }, tenantOwned: true,
    summary: "Deliver an order with the customer's delivery token", params: orderIdParams,
    body: ConvertTokenBodySchema, response: OrderSchema,
  }),
  dispatcherPhone: defineEndpoint({
    id: "orders.dispatcherPhone", method: "PATCH", path: "/ordertracking/dispatcher-phone/:orderId",
    auth: AUTH_DELIVERY_WORK, summary: "Set the phone number the customer can call about the delivery",
    params: orderIdParams, body: DispatcherPhoneBodySchema, response: OrderSchema,
  }),
  merchantPolicy: defineEndpoint({
    id: "orders.merchantPolicy", method: "GET", path: "/ordertracking/merchant-policy/:storeId", auth: "public",
    summary: "A store's policies (returns, shipping, …)", params: z.object({ storeId: z.uuid() }),
    response: page(StorePolicySchema),
  }),
  customerInfo: defineEndpoint({
    id: "orders.customerInfo", method: "GET", path: "/ordertracking/customer-info/:customerId",
    auth: { kinds: ["admin", "merchant"], permission: "orders:read", adminRoles: ["admin"] }, tenantOwned: true,
    summary: "A customer's name and email (merchants: only customers of their orders)",
    params: z.object({ customerId: z.uuid() }), response: CustomerInfoSchema,
  }),

  // ---- shipping partner ----
  partnerOrders: defineEndpoint({
    id: "orders.partnerOrders", method: "GET", path: "/partner/orders", auth: AUTH_PARTNER,
    summary: "Orders assigned to the partner", query: OrderListQuerySchema, response: page(OrderSummarySchema),
  }),
  partnerOrder: defineEndpoint({
    id: "orders.partnerOrder", method: "GET", path: "/partner/orders/:id", auth: AUTH_PARTNER, tenantOwned: true,
    summary: "One order assigned to the partner", params: idParams, response: OrderSchema,
  }),
  partnerDecline: defineEndpoint({
    id: "orders.partnerDecline", method: "PATCH", path: "/partner/orders/:id/decline", auth: AUTH_PARTNER,
    tenantOwned: true, summary: "Decline an assigned order (it returns to ready_to_ship, unassigned)",
    params: idParams, body: PartnerDeclineBodySchema, response: OrderSchema,
  }),
  partnerStatus: defineEndpoint({
    id: "orders.partnerStatus", method: "PATCH", path: "/partner/orders/:id/status", auth: AUTH_PARTNER,
    tenantOwned: true, summary: "Accept, pick up or mark in transit (delivery needs the token)",
    params: idParams, body: PartnerStatusBodySchema, response: OrderSchema,
  }),
} as const;
