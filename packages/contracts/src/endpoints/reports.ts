import { z } from "zod";
import { defineEndpoint } from "../endpoint.js";
import { page } from "../http.js";
import { AUTH_ADMIN } from "../entities/common.js";
import {
  FinanceReportSchema,
  MerchantPaymentSchema,
  OrdersReportSchema,
  PaymentReportQuerySchema,
  PaymentStatsSchema,
  ProductQuantityRowSchema,
  ProductsSoldReportSchema,
  ReportQuerySchema,
  ReportTableQuerySchema,
  ReturnsReportSchema,
  SalesByCustomerRowSchema,
  SalesByLocationRowSchema,
  SalesReportSchema,
  SalesTableRowSchema,
  SettlementReportSchema,
  TimeSeriesQuerySchema,
  TimeSeriesReportSchema,
  UpdateMerchantPaymentBodySchema,
} from "../entities/reports.js";

/** Merchants (with reports:read) see their store; admins see all or one merchant. */
const reportsAuth = { kinds: ["merchant", "admin"], permission: "reports:read", adminRoles: ["admin"] } as const;

export const reportsEndpoints = {
  sales: defineEndpoint({
    id: "reports.sales", method: "GET", path: "/reports/sales", auth: reportsAuth,
    summary: "Sales totals", query: ReportQuerySchema, response: SalesReportSchema,
  }),
  orders: defineEndpoint({
    id: "reports.orders", method: "GET", path: "/reports/orders", auth: reportsAuth,
    summary: "Order counts by status", query: ReportQuerySchema, response: OrdersReportSchema,
  }),
  productsSold: defineEndpoint({
    id: "reports.productsSold", method: "GET", path: "/reports/products-sold", auth: reportsAuth,
    summary: "Products sold", query: ReportQuerySchema, response: ProductsSoldReportSchema,
  }),
  productsReturned: defineEndpoint({
    id: "reports.productsReturned", method: "GET", path: "/reports/products-returned", auth: reportsAuth,
    summary: "Products returned", query: ReportQuerySchema, response: ProductsSoldReportSchema,
  }),
  salesOverTime: defineEndpoint({
    id: "reports.salesOverTime", method: "GET", path: "/reports/sales-over-time", auth: reportsAuth,
    summary: "Sales per day, week or month", query: TimeSeriesQuerySchema, response: TimeSeriesReportSchema,
  }),
  ordersOverTime: defineEndpoint({
    id: "reports.ordersOverTime", method: "GET", path: "/reports/orders-over-time", auth: reportsAuth,
    summary: "Orders per day, week or month", query: TimeSeriesQuerySchema, response: TimeSeriesReportSchema,
  }),
  salesByProducts: defineEndpoint({
    id: "reports.salesByProducts", method: "GET", path: "/reports/sales-by-products", auth: reportsAuth,
    summary: "Sales per product", query: ReportQuerySchema, response: z.array(ProductQuantityRowSchema),
  }),
  salesByCustomers: defineEndpoint({
    id: "reports.salesByCustomers", method: "GET", path: "/reports/sales-by-customers", auth: reportsAuth,
    summary: "Sales per customer", query: ReportQuerySchema, response: z.array(SalesByCustomerRowSchema),
  }),
  salesByLocation: defineEndpoint({
    id: "reports.salesByLocation", method: "GET", path: "/reports/sales-by-location", auth: reportsAuth,
    summary: "Sales per delivery state and city", query: ReportQuerySchema, response: z.array(SalesByLocationRowSchema),
  }),
  salesTable: defineEndpoint({
    id: "reports.salesTable", method: "GET", path: "/reports/sales-table", auth: reportsAuth,
    summary: "Sales per order, paged", query: ReportTableQuerySchema, response: page(SalesTableRowSchema),
  }),
  nextDaySettlement: defineEndpoint({
    id: "reports.nextDaySettlement", method: "GET", path: "/reports/next-day-settlement", auth: reportsAuth,
    summary: "What is due to merchants the next day", query: ReportQuerySchema, response: SettlementReportSchema,
  }),
  finance: defineEndpoint({
    id: "reports.finance", method: "GET", path: "/reports/finance", auth: reportsAuth,
    summary: "Finance totals (from the ledger)", query: ReportQuerySchema, response: FinanceReportSchema,
  }),
  returns: defineEndpoint({
    id: "reports.returns", method: "GET", path: "/reports/returns", auth: reportsAuth,
    summary: "Returns totals", query: ReportQuerySchema, response: ReturnsReportSchema,
  }),
  merchantPayments: defineEndpoint({
    id: "reports.merchantPayments", method: "GET", path: "/reports/merchant-payments", auth: reportsAuth,
    summary: "Merchant payouts (pending, approved, processed)", query: PaymentReportQuerySchema,
    response: page(MerchantPaymentSchema),
  }),
  adminPayments: defineEndpoint({
    id: "reports.adminPayments", method: "GET", path: "/reports/admin/payments", auth: AUTH_ADMIN,
    summary: "All merchant payouts in a date range", query: PaymentReportQuerySchema,
    response: page(MerchantPaymentSchema),
  }),
  adminPaymentStats: defineEndpoint({
    id: "reports.adminPaymentStats", method: "GET", path: "/reports/admin/payment-stats", auth: AUTH_ADMIN,
    summary: "Payout totals by status", query: ReportQuerySchema, response: PaymentStatsSchema,
  }),
  updateMerchantPayment: defineEndpoint({
    id: "reports.updateMerchantPayment", method: "PATCH", path: "/reports/admin/merchant-payments/:id",
    auth: { kinds: ["admin"], adminRoles: ["admin"] }, summary: "Approve a payout, or mark it processed (paid)", params: z.object({ id: z.uuid() }),
    body: UpdateMerchantPaymentBodySchema, response: MerchantPaymentSchema,
  }),
} as const;
