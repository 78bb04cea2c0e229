// What the public storefront pages use of stores: only these pieces, all light (plain React, no Mantine
// and no zod), so a product or store page does not load the merchant and admin screens (index.ts brings those).
export { StoreFollowButton, loginReturnUrl } from "./store-follow-button";
export { StoreHeader, followersLabel } from "./store-header";
export { StorePolicies, POLICY_LABELS } from "./store-policies";
export { storeLocationLabel } from "./store-location";
export { storeKeys } from "./store-keys";
export { storePageQuery, storePoliciesQuery } from "./store-public.queries";
export { socialsForThemedPage } from "./store-socials";
