// Banks: the bank list and account-name enquiries through the bank adapter, rate-limited per IP.
export { banksRoutes } from "./banks.routes.js";
export { findBank, listBanks, resolveAccount, type ResolveOptions } from "./banks.service.js";
