/**
 * The zod-free part of the contracts for the signed-in customer pages drawn with ui/light (My account, My
 * orders, Stores I follow, Shipping addresses, Gift cards): order statuses, the forms' field checks and
 * their messages. A module apart from `light`, which every storefront page loads.
 */
export * from "./order-statuses.js";
export { SIGNED_IN_MESSAGES } from "./signed-in-messages.js";
export * from "./signed-in-forms.js";
export * from "./address-checks.js";
export * from "./gift-card-checks.js";
export * from "./cart-checks.js";
export * from "./order-page.js";
