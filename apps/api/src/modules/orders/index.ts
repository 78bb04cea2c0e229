export { ordersRoutes } from "./orders.routes.js";
export { expireUnpaidOrders, newOrderName, orderNumberOf, PAYMENT_WINDOW_MS } from "./checkout.service.js";
export { ordersJobs } from "./orders.jobs.js";
export { extendOrderView, type OrderViewExtension, type OrderViewer, orderView, summariesOf, toOrder, toOrderSummary } from "./orders.views.js";
export { assertTransition, bitmarteOrderStatus, canMove, ORDER_TRANSITIONS, type OrderMover, orderStatusId } from "./orders.state.js";
export {
  activeLoadByDispatcher,
  countByStatus,
  customerBoughtFromMerchant,
  deliveredBefore,
  findCheckoutOfOrder,
  findOrder,
  insertActivities,
  insertCheckout,
  insertOrderItems,
  insertOrders,
  lockOrder,
  itemsOfOrders,
  listLateOrders,
  listOrders,
  moveOrder,
  type OrderFilter,
  type OrderRow,
  ordersToAddress,
  updateOrderInStatus,
  userNames,
} from "./orders.repository.js";
