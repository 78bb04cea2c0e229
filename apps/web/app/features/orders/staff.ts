// Order screens of the people who handle orders: merchants, admins, schedulers, dispatchers and
// shipping partners. Kept apart from index.ts so the customer's pages do not load them.
export { AdminOrdersScreen } from "./admin-orders-screen";
export { ControlTower } from "./control-tower";
export { DispatchScreen } from "./dispatch-screen";
export { FieldOrdersScreen } from "./field-orders-screen";
export { MerchantOrdersScreen } from "./merchant-orders-screen";
export { OrderScreen } from "./order-screen";
export { PackingSlip } from "./packing-slip";
export { type MayCall, OrderCallerProvider, useMayCall } from "./order-caller";
