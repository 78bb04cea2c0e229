export { HubApplicationForm } from "./hub-application-form";
export { ApprovedHubsTable, HubApplicationsTable, HubsAdmin } from "./hubs-admin";
export { hubKeys } from "./hubs.queries";
