// Returns, refunds and replacements: customers ask, merchants accept and receive, admins decide.
export { returnsRoutes } from "./returns.routes.js";
export { addReturnsToOrderView, onRefundProcessed } from "./returns.service.js";
