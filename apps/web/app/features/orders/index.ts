export { OrderDetail } from "./order-detail";
export { OrderList } from "./order-list";
export { orderKeys } from "./orders.queries";
