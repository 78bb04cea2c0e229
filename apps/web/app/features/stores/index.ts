// Public pieces (storefront and product pages compose these).
export { StoreFollowButton, loginReturnUrl } from "./store-follow-button";
export { StoreHeader, followersLabel } from "./store-header";
export { StorePolicies, POLICY_LABELS } from "./store-policies";
export { storeKeys, storePageQuery, storePoliciesQuery } from "./stores.queries";
// Customer
export { FollowedStores } from "./followed-stores";
// Merchant
export { StoreProfileForm } from "./store-profile-form";
export { PoliciesEditor } from "./policies-editor";
// Admin
export { StoreApprovals } from "./store-approvals";
export { StoreReview } from "./store-review";
export { ApproversManager } from "./approvers-manager";
export { MerchantDetail, MerchantsList } from "./merchants-admin";
