// Reports (spec §7): sales, orders, products, time series, tables, settlement, finance and returns,
// read from orders, returns and the ledger. Merchants see their store; admins all or one.
export { reportsRoutes } from "./reports.routes.js";
export { merchantFigures } from "./reports.service.js";
