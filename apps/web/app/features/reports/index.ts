export { canReadReports } from "./reports-model";
export { ReportsScreen } from "./reports-screen";
