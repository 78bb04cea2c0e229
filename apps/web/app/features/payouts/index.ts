export { AdminPayoutsScreen } from "./admin-payouts-screen";
export { MerchantPayoutsScreen } from "./merchant-payouts-screen";
export { StatementScreen } from "./statement-screen";
export { canReadPayouts } from "./payout-access";
