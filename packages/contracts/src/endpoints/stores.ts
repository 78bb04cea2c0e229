import { z } from "zod";
import { defineEndpoint } from "../endpoint.js";
import { page, PageQuerySchema } from "../http.js";
import { AUTH_ADMIN, AUTH_CUSTOMER, AUTH_MERCHANT, AUTH_SUPERADMIN, IdResultSchema } from "../entities/common.js";
import { MerchantDashboardSchema } from "../entities/dashboard.js";
import {
  AdminAccountSchema,
  AdminListQuerySchema,
  AdminResourceSchema,
  AdminRoleInfoSchema,
  ApproverSchema,
  AuditEntrySchema,
  AuditLogQuerySchema,
  BankAccountSchema,
  BankResolveQuerySchema,
  BankSchema,
  ContactMessagePageSchema,
  ContactMessageSchema,
  ContactMessageReadBodySchema,
  ContactMessagesQuerySchema,
  ContactUsBodySchema,
  CreateAdminBodySchema,
  CreateApproverBodySchema,
  CreateFeaturedImageCollectionBodySchema,
  CreateStaffBodySchema,
  FeaturedImageCollectionAdminQuerySchema,
  FeaturedImageCollectionSchema,
  FollowedStoreSchema,
  FollowResultSchema,
  HubApplicationBodySchema,
  HubApplicationsQuerySchema,
  HubListQuerySchema,
  HubSchema,
  MerchantListQuerySchema,
  MerchantListRowSchema,
  MerchantOnboardingStatusSchema,
  MerchantReviewBodySchema,
  MerchantSchema,
  MerchantStatsSchema,
  PaymentCategoryBodySchema,
  PlanSubscriptionSchema,
  PricingPlanSchema,
  ProductReviewBodySchema,
  PublicHubSchema,
  RejectHubBodySchema,
  RejectStoreBodySchema,
  ReviewListQuerySchema,
  ReviewPageSchema,
  ReviewSchema,
  ReviewReplyBodySchema,
  ReviewVisibilityBodySchema,
  StaffParamsSchema,
  StaffResourceSchema,
  StaffListQuerySchema,
  StaffSchema,
  StoreApprovalListQuerySchema,
  StoreApprovalSchema,
  StoreDetailsSchema,
  StorePageSchema,
  StorePolicyBodySchema,
  StorePolicySchema,
  StoreProfileBodySchema,
  StoreProfileSchema,
  StoreTestimonialBodySchema,
  StoreTestimonialSchema,
  StoreUrlSchema,
  UpdateAdminBodySchema,
  UpdateApproverBodySchema,
  UpdateFeaturedImageCollectionBodySchema,
  UpdateHubBodySchema,
  UpdateStaffBodySchema,
} from "../entities/stores.js";

const idParams = z.object({ id: z.uuid() });
const storeIdParams = z.object({ storeId: z.uuid() });
const staffRead = { kinds: ["merchant"], permission: "staff:read" } as const;
const staffWrite = { kinds: ["merchant"], permission: "staff:write" } as const;
const storeRead = { kinds: ["merchant"], permission: "store:read" } as const;
const storeWrite = { kinds: ["merchant"], permission: "store:write" } as const;
/** The contact inbox: admins and super admins (not dispatchers or schedulers). */
const AUTH_CONTACT_INBOX = { kinds: ["admin"], adminRoles: ["admin", "superadmin"] } as const;

export const storesEndpoints = {
  // ---- hubs ----
  approvedHubs: defineEndpoint({
    id: "stores.approvedHubs", method: "GET", path: "/hubs/approved", auth: "public",
    summary: "Approved Bitmarte hubs", query: PageQuerySchema, response: page(PublicHubSchema),
  }),
  hubs: defineEndpoint({
    id: "stores.hubs", method: "GET", path: "/hubs", auth: AUTH_ADMIN,
    summary: "All hubs", query: HubListQuerySchema, response: page(HubSchema),
  }),
  hubApplications: defineEndpoint({
    id: "stores.hubApplications", method: "GET", path: "/hubs/applications", auth: AUTH_ADMIN,
    summary: "Hub applications waiting for approval", query: HubApplicationsQuerySchema, response: page(HubSchema),
  }),
  applyHub: defineEndpoint({
    id: "stores.applyHub", method: "POST", path: "/hubs/applications", auth: storeWrite, status: 201,
    summary: "Apply to register a hub", body: HubApplicationBodySchema, response: HubSchema,
  }),
  approveHub: defineEndpoint({
    id: "stores.approveHub", method: "PATCH", path: "/hubs/approve/:id", auth: AUTH_ADMIN,
    summary: 'Approve a hub application (message "Successfully approved bitmarte hub.")', params: idParams,
    response: IdResultSchema,
  }),
  rejectHub: defineEndpoint({
    id: "stores.rejectHub", method: "PATCH", path: "/hubs/reject/:id", auth: { kinds: ["admin"], adminRoles: ["admin"] },
    summary: "Turn down a hub application (it leaves the pending list; the applicant is mailed the reason)",
    params: idParams, body: RejectHubBodySchema, response: IdResultSchema,
  }),
  updateHub: defineEndpoint({
    id: "stores.updateHub", method: "PATCH", path: "/hubs/:id", auth: AUTH_ADMIN,
    summary: "Edit a hub", params: idParams, body: UpdateHubBodySchema, response: HubSchema,
  }),
  deleteHub: defineEndpoint({
    id: "stores.deleteHub", method: "DELETE", path: "/hubs/:id", auth: AUTH_ADMIN,
    summary: "Delete a hub (409 while stores use it)", params: idParams, response: IdResultSchema,
  }),

  // ---- merchants ----
  merchants: defineEndpoint({
    id: "stores.merchants", method: "GET", path: "/merchants", auth: AUTH_ADMIN,
    summary: "All merchants", query: MerchantListQuerySchema, response: page(MerchantListRowSchema),
  }),
  merchant: defineEndpoint({
    id: "stores.merchant", method: "GET", path: "/merchants/:id", auth: AUTH_ADMIN,
    summary: "One merchant with its store", params: idParams, response: MerchantSchema,
  }),
  merchantProfile: defineEndpoint({
    id: "stores.merchantProfile", method: "GET", path: "/merchants/profile", auth: AUTH_MERCHANT,
    summary: "The signed-in merchant with its store", response: MerchantSchema,
  }),
  merchantOnboarding: defineEndpoint({
    id: "stores.merchantOnboarding", method: "GET", path: "/merchants/onboarding", auth: AUTH_MERCHANT,
    summary: "Onboarding progress and the information given so far", response: MerchantOnboardingStatusSchema,
  }),
  merchantDashboard: defineEndpoint({
    id: "stores.merchantDashboard", method: "GET", path: "/merchants/dashboard", auth: AUTH_MERCHANT,
    summary: "What needs the merchant now: store status, orders and returns waiting, sales, low stock, payouts (staff get the parts their permissions open)",
    response: MerchantDashboardSchema,
  }),
  merchantStats: defineEndpoint({
    id: "stores.merchantStats", method: "GET", path: "/merchants/stats", auth: { kinds: ["merchant"], permission: "reports:read" },
    summary: "Dashboard figures of the merchant's store (money included, so staff need reports:read)", response: MerchantStatsSchema,
  }),

  // ---- staff ----
  staffResources: defineEndpoint({
    id: "stores.staffResources", method: "GET", path: "/staff/resources", auth: staffRead,
    summary: "Resources and actions a merchant can grant to staff", response: z.array(StaffResourceSchema),
  }),
  staffList: defineEndpoint({
    id: "stores.staffList", method: "GET", path: "/staff", auth: staffRead,
    summary: "The store's staff", query: StaffListQuerySchema, response: page(StaffSchema),
  }),
  staffGet: defineEndpoint({
    id: "stores.staffGet", method: "GET", path: "/staff/:staffid", auth: staffRead, tenantOwned: true,
    summary: "One staff member", params: StaffParamsSchema, response: StaffSchema,
  }),
  staffCreate: defineEndpoint({
    id: "stores.staffCreate", method: "POST", path: "/staff", auth: staffWrite, status: 201,
    summary: "Add a staff member (mails a set-password link; 422 carries `errors`)", body: CreateStaffBodySchema,
    response: StaffSchema,
  }),
  staffUpdate: defineEndpoint({
    id: "stores.staffUpdate", method: "PATCH", path: "/staff/:staffid", auth: staffWrite, tenantOwned: true,
    summary: "Change a staff member's details, permissions or active flag", params: StaffParamsSchema,
    body: UpdateStaffBodySchema, response: StaffSchema,
  }),
  staffDelete: defineEndpoint({
    id: "stores.staffDelete", method: "DELETE", path: "/staff/:staffid", auth: staffWrite, tenantOwned: true,
    summary: "Remove a staff member (their sessions end at once)", params: StaffParamsSchema, response: IdResultSchema,
  }),

  // ---- store profile and public page ----
  createStoreProfile: defineEndpoint({
    id: "stores.createStoreProfile", method: "POST", path: "/storeprofile", auth: storeWrite, status: 201,
    summary: 'Save the store profile (message "Successfully added store profile.")', body: StoreProfileBodySchema,
    response: StoreProfileSchema,
  }),
  storeProfiles: defineEndpoint({
    id: "stores.storeProfiles", method: "GET", path: "/storeprofile/:merchantId",
    auth: { kinds: ["merchant", "admin"], permission: "store:read", adminRoles: ["admin"] }, tenantOwned: true,
    summary: "A merchant's store profiles, latest last", params: z.object({ merchantId: z.uuid() }),
    response: z.array(StoreProfileSchema),
  }),
  storePage: defineEndpoint({
    id: "stores.storePage", method: "GET", path: "/stores/:storeUrl", auth: "public",
    summary: "Public store page: profile, policies, testimonials, followers count, active theme",
    params: z.object({ storeUrl: StoreUrlSchema }), response: StorePageSchema,
  }),

  // ---- store approval ----
  storeDetails: defineEndpoint({
    id: "stores.storeDetails", method: "GET", path: "/storeapproval/admin/store-details/:merchantId",
    auth: AUTH_ADMIN, summary: "Everything an approver needs about a merchant's store",
    params: z.object({ merchantId: z.uuid() }), response: StoreDetailsSchema,
  }),
  approvalDetails: defineEndpoint({
    id: "stores.approvalDetails", method: "GET", path: "/storeapproval/approval-details", auth: AUTH_ADMIN,
    summary: "Approval state of every store", query: StoreApprovalListQuerySchema, response: page(StoreApprovalSchema),
  }),
  unapprovedStores: defineEndpoint({
    id: "stores.unapprovedStores", method: "GET", path: "/storeapproval/unapproved", auth: AUTH_ADMIN,
    summary: "Stores without both approvals", query: StoreApprovalListQuerySchema, response: page(StoreApprovalSchema),
  }),
  approvedStores: defineEndpoint({
    id: "stores.approvedStores", method: "GET", path: "/storeapproval/approved", auth: AUTH_ADMIN,
    summary: "Live stores (both approvals)", query: StoreApprovalListQuerySchema, response: page(StoreApprovalSchema),
  }),
  approveStore: defineEndpoint({
    id: "stores.approveStore", method: "PATCH", path: "/storeapproval/approve/:id", auth: AUTH_ADMIN,
    summary: "Give the next approval (first, then second by a different approver); approvers only",
    params: idParams, response: StoreApprovalSchema,
  }),
  rejectStore: defineEndpoint({
    id: "stores.rejectStore", method: "PATCH", path: "/storeapproval/reject/:id", auth: AUTH_ADMIN,
    summary: "Reject a store with a reason the merchant sees; approvers only", params: idParams,
    body: RejectStoreBodySchema, response: StoreApprovalSchema,
  }),
  setPaymentCategory: defineEndpoint({
    id: "stores.setPaymentCategory", method: "PATCH", path: "/storeapproval/payment-category/:id", auth: AUTH_ADMIN,
    summary: "Set a store's pricing plan (commission); approvers only", params: idParams,
    body: PaymentCategoryBodySchema, response: StoreApprovalSchema,
  }),
  approvers: defineEndpoint({
    id: "stores.approvers", method: "GET", path: "/storeapproval/approvers", auth: AUTH_SUPERADMIN,
    summary: "Store approvers", query: PageQuerySchema, response: page(ApproverSchema),
  }),
  createApprover: defineEndpoint({
    id: "stores.createApprover", method: "POST", path: "/storeapproval/approvers", auth: AUTH_SUPERADMIN, status: 201,
    summary: 'Make an admin an approver (message "Successfully created approver.")', body: CreateApproverBodySchema,
    response: ApproverSchema,
  }),
  updateApprover: defineEndpoint({
    id: "stores.updateApprover", method: "PATCH", path: "/storeapproval/approvers/:id", auth: AUTH_SUPERADMIN,
    summary: 'Change an approver (message "Successfully updated approver.")', params: idParams,
    body: UpdateApproverBodySchema, response: ApproverSchema,
  }),

  // ---- super admin ----
  admins: defineEndpoint({
    id: "stores.admins", method: "GET", path: "/superadmin/admins", auth: AUTH_SUPERADMIN,
    summary: "Admin accounts", query: AdminListQuerySchema, response: page(AdminAccountSchema),
  }),
  adminRoles: defineEndpoint({
    id: "stores.adminRoles", method: "GET", path: "/superadmin/roles", auth: AUTH_SUPERADMIN,
    summary: "Admin roles and their permissions", response: z.array(AdminRoleInfoSchema),
  }),
  adminResources: defineEndpoint({
    id: "stores.adminResources", method: "GET", path: "/superadmin/resources", auth: AUTH_SUPERADMIN,
    summary: "Resources admin permissions cover", response: z.array(AdminResourceSchema),
  }),
  admin: defineEndpoint({
    id: "stores.admin", method: "GET", path: "/superadmin/admins/:id", auth: AUTH_SUPERADMIN,
    summary: "One admin account", params: idParams, response: AdminAccountSchema,
  }),
  createAdmin: defineEndpoint({
    id: "stores.createAdmin", method: "POST", path: "/superadmin/admins", auth: AUTH_SUPERADMIN, status: 201,
    summary: "Create an admin account (mails a set-password link)", body: CreateAdminBodySchema,
    response: AdminAccountSchema,
  }),
  updateAdmin: defineEndpoint({
    id: "stores.updateAdmin", method: "PATCH", path: "/superadmin/admins/:id", auth: AUTH_SUPERADMIN,
    summary: "Change an admin's details or role", params: idParams, body: UpdateAdminBodySchema,
    response: AdminAccountSchema,
  }),
  deactivateAdmin: defineEndpoint({
    id: "stores.deactivateAdmin", method: "PATCH", path: "/superadmin/admins/:id/deactivate", auth: AUTH_SUPERADMIN,
    summary: "Deactivate an admin (sessions end at once)", params: idParams, response: AdminAccountSchema,
  }),
  activateAdmin: defineEndpoint({
    id: "stores.activateAdmin", method: "PATCH", path: "/superadmin/admins/:id/activate", auth: AUTH_SUPERADMIN,
    summary: "Activate an admin", params: idParams, response: AdminAccountSchema,
  }),
  deleteAdmin: defineEndpoint({
    id: "stores.deleteAdmin", method: "DELETE", path: "/superadmin/admins/:id", auth: AUTH_SUPERADMIN,
    summary: "Delete an admin account", params: idParams, response: IdResultSchema,
  }),
  auditLog: defineEndpoint({
    id: "stores.auditLog", method: "GET", path: "/superadmin/audit-log", auth: AUTH_SUPERADMIN,
    summary: "What admins did to other accounts: who, what, when, from which address (newest first)",
    query: AuditLogQuerySchema, response: page(AuditEntrySchema),
  }),

  // ---- plans ----
  plans: defineEndpoint({
    id: "stores.plans", method: "GET", path: "/plans", auth: "public",
    summary: "Merchant pricing plans", response: z.array(PricingPlanSchema),
  }),
  planSubscription: defineEndpoint({
    id: "stores.planSubscription", method: "GET", path: "/plans/subscription", auth: AUTH_MERCHANT,
    summary: "The merchant's pricing plan", response: PlanSubscriptionSchema,
  }),

  // ---- policies and testimonials ----
  policies: defineEndpoint({
    id: "stores.policies", method: "GET", path: "/policies", auth: storeRead,
    summary: "The store's policies", response: page(StorePolicySchema),
  }),
  savePolicy: defineEndpoint({
    id: "stores.savePolicy", method: "POST", path: "/policies", auth: storeWrite,
    summary: "Create or update the store's policy of a type", body: StorePolicyBodySchema, response: StorePolicySchema,
  }),
  storePolicies: defineEndpoint({
    id: "stores.storePolicies", method: "GET", path: "/policies/store/:storeId", auth: "public",
    summary: "A store's policies", params: storeIdParams, response: page(StorePolicySchema),
  }),
  testimonials: defineEndpoint({
    id: "stores.testimonials", method: "GET", path: "/testimonials", auth: storeRead,
    summary: "The store's testimonials", response: page(StoreTestimonialSchema),
  }),
  saveTestimonial: defineEndpoint({
    id: "stores.saveTestimonial", method: "POST", path: "/testimonials", auth: storeWrite,
    summary: "Create (no id) or update (with id) a testimonial", body: StoreTestimonialBodySchema,
    response: StoreTestimonialSchema,
  }),
  storeTestimonials: defineEndpoint({
    id: "stores.storeTestimonials", method: "GET", path: "/testimonials/store/:storeId", auth: "public",
    summary: "A store's testimonials", params: storeIdParams, response: page(StoreTestimonialSchema),
  }),

  // ---- reviews and follows ----
  reviewProduct: defineEndpoint({
    id: "stores.reviewProduct", method: "POST", path: "/reviews/product", auth: AUTH_CUSTOMER, status: 201, tenantOwned: true,
    summary: "Review a product of a delivered order (once per order item)", body: ProductReviewBodySchema,
    response: ReviewSchema,
  }),
  reviewMerchant: defineEndpoint({
    id: "stores.reviewMerchant", method: "POST", path: "/reviews/merchant", auth: AUTH_CUSTOMER, status: 201, tenantOwned: true,
    summary: "Review the merchant of a delivered order (once per order)", body: MerchantReviewBodySchema,
    response: ReviewSchema,
  }),
  productReviews: defineEndpoint({
    id: "stores.productReviews", method: "GET", path: "/reviews/product/:productId", auth: "public",
    summary: "A product's reviews, newest first", params: z.object({ productId: z.uuid() }), query: PageQuerySchema,
    response: ReviewPageSchema,
  }),
  merchantReviews: defineEndpoint({
    id: "stores.merchantReviews", method: "GET", path: "/reviews/merchant/:merchantId", auth: "public",
    summary: "A merchant's reviews, newest first", params: z.object({ merchantId: z.uuid() }), query: PageQuerySchema,
    response: ReviewPageSchema,
  }),
  reviews: defineEndpoint({
    id: "stores.reviews", method: "GET", path: "/reviews", auth: { kinds: ["customer", "merchant", "admin"], permission: "products:read", adminRoles: ["admin"] },
    summary: "Reviews, newest first: the store's own (merchant), all with filters (admin), or those the customer wrote (customer)",
    query: ReviewListQuerySchema, response: ReviewPageSchema,
  }),
  reviewVisibility: defineEndpoint({
    id: "stores.reviewVisibility", method: "PATCH", path: "/reviews/:id/visibility", auth: { kinds: ["admin"], adminRoles: ["admin", "superadmin"] },
    summary: "Hide an abusive review (with a reason) or show it again; rating summaries follow", params: idParams,
    body: ReviewVisibilityBodySchema, response: ReviewSchema,
  }),
  reviewReply: defineEndpoint({
    id: "stores.reviewReply", method: "PUT", path: "/reviews/:id/reply", auth: { kinds: ["merchant"], permission: "products:write" }, tenantOwned: true,
    summary: "The store replies to a review of its products or of the store, or edits its reply (hidden reviews too); the customer is told of a first reply",
    params: idParams, body: ReviewReplyBodySchema, response: ReviewSchema,
  }),
  deleteReviewReply: defineEndpoint({
    id: "stores.deleteReviewReply", method: "DELETE", path: "/reviews/:id/reply", auth: { kinds: ["merchant"], permission: "products:write" }, tenantOwned: true,
    summary: "The store removes its reply to a review", params: idParams, response: ReviewSchema,
  }),
  followStore: defineEndpoint({
    id: "stores.followStore", method: "POST", path: "/followstore/:storeId", auth: AUTH_CUSTOMER,
    summary: "Follow or unfollow a store (toggles)", params: storeIdParams, response: FollowResultSchema,
  }),
  followedStores: defineEndpoint({
    id: "stores.followedStores", method: "GET", path: "/followstore", auth: AUTH_CUSTOMER,
    summary: "Stores the customer follows", query: PageQuerySchema, response: page(FollowedStoreSchema),
  }),

  // ---- contact, featured images, banks ----
  contactUs: defineEndpoint({
    id: "stores.contactUs", method: "POST", path: "/contact-us", auth: "public", status: 201,
    summary: "Send a message to the platform (rate-limited)", body: ContactUsBodySchema, response: IdResultSchema,
  }),
  contactMessages: defineEndpoint({
    id: "stores.contactMessages", method: "GET", path: "/contact-us", auth: AUTH_CONTACT_INBOX,
    summary: "Contact messages, newest first; filter read/unread, search", query: ContactMessagesQuerySchema, response: ContactMessagePageSchema,
  }),
  markContactMessage: defineEndpoint({
    id: "stores.markContactMessage", method: "PATCH", path: "/contact-us/:id", auth: AUTH_CONTACT_INBOX,
    summary: "Mark a contact message read or unread", params: idParams, body: ContactMessageReadBodySchema, response: ContactMessageSchema,
  }),
  featuredImages: defineEndpoint({
    id: "stores.featuredImages", method: "GET", path: "/featuredImageCollections", auth: "public",
    summary: "Featured image collections (home page), active ones in order", response: z.array(FeaturedImageCollectionSchema),
  }),
  adminFeaturedImages: defineEndpoint({
    id: "stores.adminFeaturedImages", method: "GET", path: "/featuredImageCollections/admin", auth: { kinds: ["admin"], adminRoles: ["admin", "superadmin"] },
    summary: "Every featured image collection, hidden ones included, in home-page order", query: FeaturedImageCollectionAdminQuerySchema,
    response: page(FeaturedImageCollectionSchema),
  }),
  createFeaturedImages: defineEndpoint({
    id: "stores.createFeaturedImages", method: "POST", path: "/featuredImageCollections", auth: { kinds: ["admin"], adminRoles: ["admin", "superadmin"] },
    status: 201, summary: "Create a featured image collection", body: CreateFeaturedImageCollectionBodySchema,
    response: FeaturedImageCollectionSchema,
  }),
  updateFeaturedImages: defineEndpoint({
    id: "stores.updateFeaturedImages", method: "PATCH", path: "/featuredImageCollections/:id", auth: { kinds: ["admin"], adminRoles: ["admin", "superadmin"] },
    summary: "Edit a featured image collection", params: idParams, body: UpdateFeaturedImageCollectionBodySchema,
    response: FeaturedImageCollectionSchema,
  }),
  deleteFeaturedImages: defineEndpoint({
    id: "stores.deleteFeaturedImages", method: "DELETE", path: "/featuredImageCollections/:id", auth: { kinds: ["admin"], adminRoles: ["admin", "superadmin"] },
    summary: "Delete a featured image collection", params: idParams, response: IdResultSchema,
  }),
  // Public (API.md says Any): the shipping-partner onboarding form is filled in before there is an
  // account. Resolving is rate-limited per IP; see docs/decisions.md.
  banks: defineEndpoint({
    id: "stores.banks", method: "GET", path: "/banks", auth: "public",
    summary: "Nigerian banks (through the server's bank adapter)", response: z.array(BankSchema),
  }),
  resolveBankAccount: defineEndpoint({
    id: "stores.resolveBankAccount", method: "GET", path: "/banks/resolve", auth: "public",
    summary: "The account name of an account number at a bank (rate-limited per IP)", query: BankResolveQuerySchema,
    response: BankAccountSchema,
  }),
} as const;
