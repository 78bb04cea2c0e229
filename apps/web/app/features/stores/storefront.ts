// What the public storefront pages use of stores: only these pieces, so a product or store page does not
// load the merchant and admin screens (index.ts brings those too).
export { StoreFollowButton } from "./store-follow-button";
export { StoreHeader } from "./store-header";
export { StorePolicies } from "./store-policies";
export { storePoliciesQuery } from "./stores.queries";
