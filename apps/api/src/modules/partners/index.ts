// Shipping partners as a party: the company, its onboarding answers and its login user.
export { partnersRoutes } from "./partners.routes.js";
export { toPartner } from "./partners.service.js";
export { findPartner, type PartnerWithUser } from "./partners.repository.js";
