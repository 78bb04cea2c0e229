// The customer's order pages. Staff screens (merchant, admin, scheduler, dispatcher, shipping partner)
// are exported from ./staff, so the customer's bundle does not carry them.
export { CustomerOrderPage } from "./customer-order-page";
export { OrderList } from "./order-list";
export { orderKeys } from "./orders.queries";
