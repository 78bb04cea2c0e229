import { z } from "zod";
import { isSocialLink, SOCIAL_LINK_HINT } from "../socials.js";
import { ADMIN_ROLES, DayStringSchema, MoneySchema, PageQuerySchema } from "../http.js";
import { ADMIN_ACCOUNT_SORTS, HUB_SORTS, MERCHANT_SORTS, sortQuery, STAFF_SORTS, STORE_APPROVAL_SORTS } from "../sort.js";
import {
  BankCodeSchema,
  choice,
  EmailInputSchema,
  FileUrlSchema,
  MerchantPermissionSchema,
  NigerianStateSchema,
  NubanSchema,
  NullableTimestampSchema,
  optionalText,
  PhoneNumberSchema,
  PostalAddressInputSchema,
  PostalAddressSchema,
  QueryBooleanSchema,
  requiredText,
  SearchQuerySchema,
  TimestampSchema,
  uuidInput,
} from "./common.js";
import { ThemeImageInputSchema, ThemeLayoutSchema } from "./themes.js";
import { STORE_SOCIAL_KEYS, POLICY_TYPES } from "../constants.js";
export { STORE_SOCIAL_KEYS, POLICY_TYPES };

/** A store's public address segment: lowercase letters, digits and hyphens. */
export const StoreUrlSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/, "Not a valid store address");

// ---- hubs ----

export const HUB_STATUSES = ["pending", "approved", "rejected"] as const;

/** A Bitmarte hub (physical pickup location). */
export const HubSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: PostalAddressSchema,
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  description: z.string().nullable(),
  status: z.enum(HUB_STATUSES),
  /** Merchant who applied (null for hubs created by admins). */
  merchantId: z.uuid().nullable(),
  storeName: z.string().nullable(),
  approvedAt: NullableTimestampSchema,
  createdAt: TimestampSchema,
});
export type Hub = z.infer<typeof HubSchema>;

/** An approved hub as anyone may see it. */
export const PublicHubSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: PostalAddressSchema,
  phoneNumber: z.string().nullable(),
  description: z.string().nullable(),
});
export type PublicHub = z.infer<typeof PublicHubSchema>;

const addressInput = {
  street: requiredText("Street", 200),
  city: requiredText("City", 80),
  state: NigerianStateSchema,
  country: requiredText("Country", 60),
  LGA: optionalText("LGA", 80),
};
const hubInputFields = {
  name: requiredText("Hub name", 120, 2),
  address: z.object(addressInput),
  phoneNumber: PhoneNumberSchema,
  email: EmailInputSchema.optional(),
  description: optionalText("Description", 1000),
};
export const HubApplicationBodySchema = z.object({
  ...hubInputFields,
  address: z.object({ ...addressInput, country: addressInput.country.default("Nigeria") }),
});
export const UpdateHubBodySchema = z.object(hubInputFields).partial();
/** Absent sort: newest first. */
export const HubListQuerySchema = PageQuerySchema.extend({ search: SearchQuerySchema, status: z.enum(HUB_STATUSES).optional(), sort: sortQuery(HUB_SORTS) });
/** Absent sort: oldest first (a queue). */
export const HubApplicationsQuerySchema = PageQuerySchema.extend({ sort: sortQuery(HUB_SORTS) });
/** Turning down a hub application: the applicant is mailed the reason. */
export const RejectHubBodySchema = z.object({ reason: requiredText("Reason", 1000, 3) });

// ---- merchants ----

export const ID_DOCUMENT_TYPES = ["nin", "passport", "drivers_license", "voters_card"] as const;
export const STAFF_SIZES = ["1", "2-10", "11-50", "51-200", "201+"] as const;

/** Where a store is in its review: `first_approved` has one of the two approvals; only `approved` is live. */
export const STORE_APPROVAL_STATUSES = ["pending", "first_approved", "approved", "rejected"] as const;

/** Spec §3 merchant → store. `products` and `storeFollowers` are counts. */
export const MerchantStoreSchema = z.object({
  id: z.uuid(),
  storeName: z.string(),
  storeUrl: z.string(),
  logo: z.string().nullable(),
  isRegisteredBusiness: z.boolean(),
  merchantId: z.uuid(),
  officeAddress: PostalAddressSchema.nullable(),
  products: z.number().int(),
  proofOfAddress: z.string().nullable(),
  storeFollowers: z.number().int(),
  /** Review state; `rejectionReason` is what the approver wrote when rejecting (null otherwise). */
  status: z.enum(STORE_APPROVAL_STATUSES),
  firstApproval: z.boolean(),
  secondApproval: z.boolean(),
  rejectionReason: z.string().nullable(),
  isActive: z.boolean(),
});

/** What onboarding collects: shown to the merchant while onboarding and on the merchant record. */
const onboardingAnswers = {
  dateOfBirth: DayStringSchema.nullable(),
  nationality: z.string().nullable(),
  idDocumentType: z.enum(ID_DOCUMENT_TYPES).nullable(),
  idDocumentNumber: z.string().nullable(),
  idDocumentUrl: z.string().nullable(),
  homeAddress: PostalAddressSchema.nullable(),
  useHomeAddress: z.boolean(),
  proofOfAddress: z.string().nullable(),
  staffSize: z.string().nullable(),
  /** Business category (free text). */
  category: z.string().nullable(),
  physicalLocation: PostalAddressSchema.nullable(),
  pickupLocation: PostalAddressSchema.nullable(),
  subCategoryIds: z.array(z.uuid()),
  pricingPlanId: z.uuid().nullable(),
};

/** Spec §3 merchant. */
export const MerchantSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  ...onboardingAnswers,
  /** `owner` or `staff` (staff see their owner's merchant). */
  role: z.enum(["owner", "staff"]),
  roleId: z.uuid().nullable(),
  isVerified: z.boolean(),
  isActive: z.boolean(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  store: MerchantStoreSchema,
});
export type Merchant = z.infer<typeof MerchantSchema>;

/** A merchant in the admin list. */
export const MerchantListRowSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  isVerified: z.boolean(),
  isActive: z.boolean(),
  storeId: z.uuid(),
  storeName: z.string(),
  storeUrl: z.string(),
  firstApproval: z.boolean(),
  secondApproval: z.boolean(),
  productCount: z.number().int(),
  /** Seller health score (0–100) and level (see seller-health.ts). */
  healthScore: z.number().int(),
  healthLevel: z.enum(["good", "warning", "demoted", "payout_hold"]),
  createdAt: TimestampSchema,
});
export type MerchantListRow = z.infer<typeof MerchantListRowSchema>;
export const MerchantListQuerySchema = PageQuerySchema.extend({
  search: SearchQuerySchema,
  isVerified: QueryBooleanSchema.optional(),
  approved: QueryBooleanSchema.optional(),
  /** Absent: newest first. */
  sort: sortQuery(MERCHANT_SORTS),
});

/** Onboarding states; each completed state adds 25% (account creation counts, so it starts at 25). */
export const MERCHANT_ONBOARDING_STATES = ["account", "business_info", "store_profile", "pricing_plan"] as const;
export const MerchantOnboardingStatusSchema = z.object({
  percentageComplete: z.number().int().min(0).max(100),
  states: z.array(z.object({ key: z.enum(MERCHANT_ONBOARDING_STATES), label: z.string(), complete: z.boolean() })),
  onBoardingInfo: z.object(onboardingAnswers),
  /** The store's review: a rejected store shows the approver's reason here. */
  approval: z.object({
    status: z.enum(STORE_APPROVAL_STATUSES),
    firstApproval: z.boolean(),
    secondApproval: z.boolean(),
    rejectionReason: z.string().nullable(),
  }),
});
export type MerchantOnboardingStatus = z.infer<typeof MerchantOnboardingStatusSchema>;

/** A document reference in a request: the `id` or the `url` that POST /uploads (kind=document) answered. */
export const DocumentRefInputSchema = z
  .string({ message: "Upload the document first" })
  .trim()
  .regex(
    /(?:^|\/uploads\/)[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
    "Upload the document first, then send the id or url it answered",
  );

const calendarDay = DayStringSchema.refine((d) => {
  const parsed = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === d;
}, "Enter a real date (YYYY-MM-DD)");

/** Home address: the spec asks for street, LGA, state and country (city optional). */
export const HomeAddressInputSchema = z.object({
  street: requiredText("Street", 200),
  LGA: requiredText("LGA", 80),
  city: optionalText("City", 80),
  state: NigerianStateSchema,
  country: requiredText("Country", 60).default("Nigeria"),
});

/**
 * PUT /auth/merchant/onboard: saves the answers given (a multi-step form may send them step by step).
 * The business_info state is complete once every answer but `subCategoryIds` and `pickupLocation` is
 * present (`physicalLocation` may be replaced by `useHomeAddress: true`). Documents are uploads of the
 * merchant's own (POST /uploads, kind=document).
 */
export const MerchantOnboardBodySchema = z
  .object({
    idDocumentType: choice(ID_DOCUMENT_TYPES, "Choose an identity document: NIN, international passport, driver's licence or voter's card", {
      "national id": "nin",
      "national identity number": "nin",
      "national identification number": "nin",
      "international passport": "passport",
      "driver's licence": "drivers_license",
      "drivers licence": "drivers_license",
      "driving licence": "drivers_license",
      "driving license": "drivers_license",
      "voter's card": "voters_card",
      "voters card": "voters_card",
      pvc: "voters_card",
    }).optional(),
    idDocumentNumber: z
      .string({ message: "Document number is required" })
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{3,38}[A-Za-z0-9]$/, "Enter the document number as printed (5 to 40 letters or digits)")
      .optional(),
    idDocumentUrl: DocumentRefInputSchema.optional(),
    dateOfBirth: calendarDay.optional(),
    nationality: requiredText("Nationality", 60, 2).optional(),
    homeAddress: HomeAddressInputSchema.optional(),
    /** The business runs from the home address: it becomes the physical location. */
    useHomeAddress: z.boolean().optional(),
    physicalLocation: PostalAddressInputSchema.optional(),
    /** Where orders are picked up; defaults to the physical location. */
    pickupLocation: PostalAddressInputSchema.nullable().optional(),
    proofOfAddress: DocumentRefInputSchema.optional(),
    staffSize: choice(STAFF_SIZES, "Staff size is 1, 2-10, 11-50, 51-200 or 201+", {
      "just me": "1",
      "2 to 10": "2-10",
      "11 to 50": "11-50",
      "51 to 200": "51-200",
      "200+": "201+",
      "201 and above": "201+",
      "more than 200": "201+",
    }).optional(),
    category: requiredText("Business category", 80, 2).optional(),
    subCategoryIds: z
      .array(uuidInput("Sub-category"))
      .max(30, "Choose at most 30 sub-categories")
      .refine((ids) => new Set(ids).size === ids.length, "Each sub-category once")
      .optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: "Nothing to save" });
export type MerchantOnboardBody = z.infer<typeof MerchantOnboardBodySchema>;

/** PATCH /auth/merchant/onboard/pricing. */
export const MerchantOnboardPricingBodySchema = z.object({ pricingPlanId: uuidInput("Pricing plan") });

/** Merchant dashboard figures. */
export const MerchantStatsSchema = z.object({
  totalProducts: z.number().int(),
  pendingProducts: z.number().int(),
  lowStockProducts: z.number().int(),
  totalOrders: z.number().int(),
  openOrders: z.number().int(),
  totalSales: MoneySchema,
  dueToMerchant: MoneySchema,
  followers: z.number().int(),
  averageRating: z.number().nullable(),
});
export type MerchantStats = z.infer<typeof MerchantStatsSchema>;

// ---- staff ----

/** A store's staff; absent sort: newest first. */
export const StaffListQuerySchema = PageQuerySchema.extend({ sort: sortQuery(STAFF_SORTS) });

export const StaffSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  permissions: z.array(z.string()),
  isActive: z.boolean(),
  /** False until the staff member sets a password from the invitation mail. */
  invitationAccepted: z.boolean(),
  lastLogin: NullableTimestampSchema,
  createdAt: TimestampSchema,
});
export type Staff = z.infer<typeof StaffSchema>;

/** Resources a merchant can grant, with their actions. */
export const StaffResourceSchema = z.object({
  resource: z.string(),
  label: z.string(),
  actions: z.array(z.enum(["read", "write"])),
});
export type StaffResource = z.infer<typeof StaffResourceSchema>;

const staffInputFields = {
  firstName: requiredText("First name", 60),
  lastName: requiredText("Last name", 60),
  phoneNumber: PhoneNumberSchema.optional(),
  permissions: z
    .array(MerchantPermissionSchema)
    .min(1, "Grant at least one permission")
    .refine((p) => new Set(p).size === p.length, "Each permission once"),
  isActive: z.boolean(),
};
/** The new staff member gets a mail with a link to set a password (no password is sent here). */
export const CreateStaffBodySchema = z.object({
  ...staffInputFields,
  email: EmailInputSchema,
  isActive: staffInputFields.isActive.default(true),
});
export type CreateStaffBody = z.infer<typeof CreateStaffBodySchema>;
export const UpdateStaffBodySchema = z.object(staffInputFields).partial();
export type UpdateStaffBody = z.infer<typeof UpdateStaffBodySchema>;
export const StaffParamsSchema = z.object({ staffid: z.uuid() });

// ---- store profile ----

const social = z.string().nullable();

export const ShippingLocationAddressSchema = z.object({
  country: z.string(),
  state: z.string(),
  street: z.string(),
  city: z.string(),
});

/** Spec §3 store profile (GET answers an array of these; the latest is last and is the one used). */
export const StoreProfileSchema = z.object({
  id: z.uuid(),
  merchantId: z.uuid(),
  facebook: social,
  instagram: social,
  pinterest: social,
  snapchat: social,
  tiktok: social,
  tumblr: social,
  twitter: social,
  vimeo: social,
  youtube: social,
  store: z.object({
    id: z.uuid(),
    bitmarteHubId: z.uuid().nullable(),
    logo: z.string().nullable(),
    storeName: z.string(),
    storeUrl: z.string(),
    storePhoneNumber: z.string().nullable(),
    isPhysicalLocation: z.boolean(),
    shippingLocation: ShippingLocationAddressSchema.nullable(),
    firstApproval: z.boolean(),
    secondApproval: z.boolean(),
  }),
  createdAt: TimestampSchema,
});
export type StoreProfile = z.infer<typeof StoreProfileSchema>;

/** A social link as typed: an http(s) address or a handle (`@adire`); "" or null clears it. */
const socialInput = z
  .string()
  .trim()
  .max(200, "Link must be at most 200 characters")
  .refine((v) => v === "" || isSocialLink(v), SOCIAL_LINK_HINT)
  .nullable()
  .optional();
export const StoreProfileBodySchema = z.object({
  facebook: socialInput,
  instagram: socialInput,
  pinterest: socialInput,
  snapchat: socialInput,
  tiktok: socialInput,
  tumblr: socialInput,
  twitter: socialInput,
  vimeo: socialInput,
  youtube: socialInput,
  store: z.object({
      bitmarteHubId: uuidInput("Hub").nullable().default(null),
      logo: FileUrlSchema.nullable().default(null),
      storeName: requiredText("Store name", 80, 2),
      storePhoneNumber: PhoneNumberSchema,
      /** Optional: the store's address segment (`/stores/<storeUrl>`); unique. Unchanged when absent. */
      storeUrl: StoreUrlSchema.optional(),
      isPhysicalLocation: z.boolean().default(false),
      shippingLocation: z.object({
        country: requiredText("Country", 60).default("Nigeria"),
        state: NigerianStateSchema,
        street: requiredText("Street", 200),
        city: requiredText("City", 80),
      }),
    }),
});
export type StoreProfileBody = z.infer<typeof StoreProfileBodySchema>;

// ---- policies, testimonials, reviews, follows ----

export const StorePolicySchema = z.object({
  id: z.uuid(),
  storeId: z.uuid(),
  type: z.enum(POLICY_TYPES),
  title: z.string(),
  content: z.string(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type StorePolicy = z.infer<typeof StorePolicySchema>;
/** Create or update: one policy per type and store. */
export const StorePolicyBodySchema = z.object({
  type: z.enum(POLICY_TYPES, { message: "Choose a policy type" }),
  title: requiredText("Title", 120, 2),
  content: requiredText("Policy text", 20000, 10),
});

export const StoreTestimonialSchema = z.object({
  id: z.uuid(),
  storeId: z.uuid(),
  name: z.string(),
  title: z.string().nullable(),
  content: z.string(),
  image: z.string().nullable(),
  rating: z.number().int().nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type StoreTestimonial = z.infer<typeof StoreTestimonialSchema>;
/** Create (no id) or update (with id). */
export const StoreTestimonialBodySchema = z.object({
  id: uuidInput("Testimonial").optional(),
  name: requiredText("Name", 80),
  title: optionalText("Title", 120),
  content: requiredText("Testimonial", 1000, 3),
  image: ThemeImageInputSchema.optional(),
  rating: z.number().int().min(1, "Rating is 1 to 5").max(5, "Rating is 1 to 5").optional(),
});

export const REVIEW_TYPES = ["product", "merchant"] as const;
/** The store's public answer to a review: one per review, which the store may edit or remove. */
export const ReviewReplySchema = z.object({
  text: z.string(),
  /** When the text shown was written (an edit moves it). */
  repliedAt: TimestampSchema,
  /** The store that answered (the review's store). */
  storeName: z.string(),
});
export type ReviewReply = z.infer<typeof ReviewReplySchema>;
export const ReviewSchema = z.object({
  id: z.uuid(),
  type: z.enum(REVIEW_TYPES),
  rating: z.number().int().min(1).max(5),
  /** Empty when the customer wrote none. */
  comment: z.string(),
  customerId: z.uuid(),
  /** First name and the initial of the last name (public lists show no full names). */
  customerName: z.string(),
  productId: z.uuid().nullable(),
  productName: z.string().nullable(),
  /** The product's first image as bought (product reviews). */
  productImage: z.string().nullable(),
  merchantId: z.uuid(),
  storeName: z.string(),
  storeUrl: z.string(),
  orderId: z.uuid(),
  orderItemId: z.uuid().nullable(),
  /** Hidden by an admin as abusive: left out of public lists and of every rating summary. */
  hidden: z.boolean(),
  /** Why an admin hid it (admins and the store see it; null otherwise). */
  hiddenReason: z.string().nullable(),
  createdAt: TimestampSchema,
  /** The store's reply; null while it has not replied. Optional: answers written before replies existed have none. */
  reply: ReviewReplySchema.nullable().optional(),
});
export type Review = z.infer<typeof ReviewSchema>;
/** A page of reviews. Public lists add the summary of all visible reviews: `averageRating`, `count` and `starCounts` (1★…5★). */
export const ReviewPageSchema = z.object({
  rows: z.array(ReviewSchema),
  count: z.number().int(),
  averageRating: z.number().nullable(),
  /** How many reviews gave 1, 2, 3, 4 and 5 stars (index 0 is 1 star). */
  starCounts: z.array(z.number().int()).length(5),
});
const rating = z
  .number({ message: "Choose a rating" })
  .int("Rating is a whole number")
  .min(1, "Rating is 1 to 5")
  .max(5, "Rating is 1 to 5");
export const REVIEW_COMMENT_MAX = 2000;
export const ProductReviewBodySchema = z.object({
  orderItemId: uuidInput("Order item"),
  rating,
  comment: optionalText("Comment", REVIEW_COMMENT_MAX),
});
export type ProductReviewBody = z.infer<typeof ProductReviewBodySchema>;
export const MerchantReviewBodySchema = z.object({
  orderId: uuidInput("Order"),
  rating,
  comment: optionalText("Comment", REVIEW_COMMENT_MAX),
});
export type MerchantReviewBody = z.infer<typeof MerchantReviewBodySchema>;
/** Filters of GET /reviews; `merchantId` and `hidden` are for admins (a store sees its own, a customer those written). */
export const ReviewListQuerySchema = PageQuerySchema.extend({
  type: z.enum(REVIEW_TYPES, { message: "Choose product or merchant" }).optional(),
  rating: z.coerce.number({ message: "Rating is 1 to 5" }).int("Rating is 1 to 5").min(1, "Rating is 1 to 5").max(5, "Rating is 1 to 5").optional(),
  merchantId: uuidInput("Store").optional(),
  hidden: QueryBooleanSchema.optional(),
  search: SearchQuerySchema,
});
export type ReviewListQuery = z.infer<typeof ReviewListQuerySchema>;
/** Admin: hide an abusive review (a reason is required) or show it again. */
export const ReviewVisibilityBodySchema = z
  .object({
    hidden: z.boolean({ message: "Say whether the review is hidden" }),
    reason: optionalText("Reason", 500),
  })
  .refine((b) => !b.hidden || (b.reason ?? "").length >= 3, { message: "Give a reason for hiding the review", path: ["reason"] });
export type ReviewVisibilityBody = z.infer<typeof ReviewVisibilityBodySchema>;
export const REVIEW_REPLY_MAX = 1000;
/** The store: post its reply to a review of its products or of the store, or change it. */
export const ReviewReplyBodySchema = z.object({
  reply: requiredText("Reply", REVIEW_REPLY_MAX),
});
export type ReviewReplyBody = z.infer<typeof ReviewReplyBodySchema>;

export const FollowResultSchema = z.object({
  storeId: z.uuid(),
  following: z.boolean(),
  followersCount: z.number().int(),
});
export const FollowedStoreSchema = z.object({
  storeId: z.uuid(),
  storeName: z.string(),
  storeUrl: z.string(),
  logo: z.string().nullable(),
  followedAt: TimestampSchema,
});
export type FollowedStore = z.infer<typeof FollowedStoreSchema>;

// ---- public store page ----

export const StorePageLocationSchema = z.object({ city: z.string(), state: z.string() });
export type StorePageLocation = z.infer<typeof StorePageLocationSchema>;

export const StorePageSchema = z.object({
  store: z.object({
    id: z.uuid(),
    storeName: z.string(),
    storeUrl: z.string(),
    logo: z.string().nullable(),
    isRegisteredBusiness: z.boolean(),
    isOfficialOutlet: z.boolean(),
    averageRating: z.number().nullable(),
    reviewCount: z.number().int(),
    createdAt: TimestampSchema,
    /** Where the store ships from (its profile's shipping location): city and state only, never the street. Null when not set. */
    location: StorePageLocationSchema.nullable().optional(),
  }),
  socials: z.object({
    facebook: social,
    instagram: social,
    pinterest: social,
    snapchat: social,
    tiktok: social,
    tumblr: social,
    twitter: social,
    vimeo: social,
    youtube: social,
  }),
  /** The socials as links to follow, in the order shown, with the network's name (a handle made the network's address). */
  socialLinks: z.array(z.object({ key: z.enum(STORE_SOCIAL_KEYS), label: z.string(), url: z.string() })),
  policies: z.array(StorePolicySchema),
  testimonials: z.array(StoreTestimonialSchema),
  followersCount: z.number().int(),
  /** Whether the signed-in customer follows the store (false when signed out). */
  following: z.boolean(),
  activeTheme: ThemeLayoutSchema.nullable(),
});
export type StorePage = z.infer<typeof StorePageSchema>;

// ---- store approval ----

const approverRef = z.object({ id: z.uuid(), name: z.string() }).nullable();
export const StoreApprovalSchema = z.object({
  storeId: z.uuid(),
  merchantId: z.uuid(),
  storeName: z.string(),
  storeUrl: z.string(),
  merchantName: z.string(),
  email: z.string(),
  status: z.enum(STORE_APPROVAL_STATUSES),
  firstApproval: z.boolean(),
  firstApprovedBy: approverRef,
  firstApprovedAt: NullableTimestampSchema,
  secondApproval: z.boolean(),
  secondApprovedBy: approverRef,
  secondApprovedAt: NullableTimestampSchema,
  rejectionReason: z.string().nullable(),
  pricingPlanId: z.uuid().nullable(),
  pricingPlanName: z.string().nullable(),
  onboardingPercentage: z.number().int(),
  createdAt: TimestampSchema,
});
export type StoreApproval = z.infer<typeof StoreApprovalSchema>;

/** One step of a store's review history. */
export const STORE_APPROVAL_ACTIONS = ["first_approval", "second_approval", "rejection", "payment_category"] as const;
export const StoreApprovalEventSchema = z.object({
  id: z.uuid(),
  action: z.enum(STORE_APPROVAL_ACTIONS),
  /** Null when the admin account was deleted since. */
  adminId: z.uuid().nullable(),
  adminName: z.string(),
  reason: z.string().nullable(),
  pricingPlanName: z.string().nullable(),
  createdAt: TimestampSchema,
});
export type StoreApprovalEvent = z.infer<typeof StoreApprovalEventSchema>;

export const StoreDetailsSchema = z.object({
  merchant: MerchantSchema,
  storeProfile: StoreProfileSchema.nullable(),
  approval: StoreApprovalSchema,
  /** Who approved which step when, and rejections with their reason; oldest first. */
  history: z.array(StoreApprovalEventSchema),
  /**
   * The signed-in admin as a reviewer: which approval they may give (`any` for the super admin,
   * null when they are not an active approver), so screens explain a refusal before it happens.
   */
  reviewerLevel: z.enum(["first", "second", "any"]).nullable().optional(),
});
export type StoreDetails = z.infer<typeof StoreDetailsSchema>;

export const StoreApprovalListQuerySchema = PageQuerySchema.extend({
  search: SearchQuerySchema,
  status: z.enum(STORE_APPROVAL_STATUSES).optional(),
  /** Absent: the review queue oldest first, other lists newest first. */
  sort: sortQuery(STORE_APPROVAL_SORTS),
});
export const RejectStoreBodySchema = z.object({ reason: requiredText("Reason", 1000, 3) });
export const PaymentCategoryBodySchema = z.object({ pricingPlanId: uuidInput("Pricing plan") });

export const APPROVER_LEVELS = ["first", "second"] as const;
export const ApproverSchema = z.object({
  id: z.uuid(),
  adminId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  level: z.enum(APPROVER_LEVELS),
  isActive: z.boolean(),
  createdAt: TimestampSchema,
});
export type Approver = z.infer<typeof ApproverSchema>;
export const CreateApproverBodySchema = z.object({
  adminId: uuidInput("Admin"),
  level: z.enum(APPROVER_LEVELS, { message: "Approver level is first or second" }),
});
export const UpdateApproverBodySchema = z
  .object({
    level: z.enum(APPROVER_LEVELS, { message: "Approver level is first or second" }).optional(),
    isActive: z.boolean().optional(),
  })
  .refine((b) => b.level !== undefined || b.isActive !== undefined, { message: "Nothing to change", path: ["level"] });

// ---- super admin ----

export const AdminAccountSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  role: z.enum(ADMIN_ROLES),
  isActive: z.boolean(),
  lastLogin: NullableTimestampSchema,
  createdAt: TimestampSchema,
});
export type AdminAccount = z.infer<typeof AdminAccountSchema>;
export const AdminRoleInfoSchema = z.object({
  name: z.enum(ADMIN_ROLES),
  description: z.string(),
  permissions: z.array(z.string()),
});
export const AdminResourceSchema = z.object({
  resource: z.string(),
  label: z.string(),
  actions: z.array(z.string()),
});
const adminInputFields = {
  firstName: requiredText("First name", 60),
  lastName: requiredText("Last name", 60),
  phoneNumber: PhoneNumberSchema.optional(),
  role: z.enum(ADMIN_ROLES, { message: "Role is admin, superadmin, dispatcher or scheduler" }),
};
/** The new admin gets a mail with a link to set a password. */
export const CreateAdminBodySchema = z.object({ ...adminInputFields, email: EmailInputSchema });
export type CreateAdminBody = z.infer<typeof CreateAdminBodySchema>;
export const UpdateAdminBodySchema = z.object(adminInputFields).partial();
export type UpdateAdminBody = z.infer<typeof UpdateAdminBodySchema>;
export const AdminListQuerySchema = PageQuerySchema.extend({
  search: SearchQuerySchema,
  role: z.enum(ADMIN_ROLES).optional(),
  isActive: QueryBooleanSchema.optional(),
  /** Absent: newest first. */
  sort: sortQuery(ADMIN_ACCOUNT_SORTS),
});
export type AdminListQuery = z.infer<typeof AdminListQuerySchema>;

// ---- audit log (super admin) ----

/** What an admin did: to accounts, and every approval, rejection, money decision, setting change and token regeneration. */
export const AUDIT_ACTIONS = [
  "admin.created",
  "admin.updated",
  "admin.activated",
  "admin.deactivated",
  "admin.deleted",
  "approver.created",
  "approver.updated",
  "review.hidden",
  "review.shown",
  // onboarding decisions
  "store.firstApproved",
  "store.secondApproved",
  "store.rejected",
  "store.planChanged",
  "product.approved",
  "product.rejected",
  "hub.approved",
  "hub.rejected",
  "hub.updated",
  "hub.deleted",
  "partner.created",
  "partner.approved",
  "partner.rejected",
  // money decisions
  "refund.approved",
  "refund.rejected",
  "replacement.decided",
  "chargeback.recorded",
  "chargeback.decided",
  "payout.approved",
  "payout.processed",
  "payout.sent",
  // operations
  "return.overridden",
  "token.regenerated",
  "settings.updated",
] as const;
/** What an audit row is about. */
export const AUDIT_TARGET_TYPES = [
  "admin",
  "merchant",
  "staff",
  "review",
  "store",
  "product",
  "hub",
  "partner",
  "order",
  "return",
  "chargeback",
  "payout",
  "settings",
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AuditChangeSchema = z.object({ field: z.string(), from: z.string().nullable(), to: z.string().nullable() });
export type AuditChange = z.infer<typeof AuditChangeSchema>;
/** One audit row: who did what to which account, when, from which address. */
export const AuditEntrySchema = z.object({
  id: z.uuid(),
  at: TimestampSchema,
  actorId: z.uuid().nullable(),
  actorEmail: z.string(),
  actorName: z.string(),
  actorRole: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.string(),
  targetId: z.uuid().nullable(),
  targetLabel: z.string(),
  changes: z.array(AuditChangeSchema),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
/** Newest first. `search` matches the actor's or the target's email or name; dates are UTC days, inclusive. */
export const AuditLogQuerySchema = PageQuerySchema.extend({
  action: z.enum(AUDIT_ACTIONS, { message: "Unknown action" }).optional(),
  actorId: z.uuid({ message: "Actor must be an id" }).optional(),
  targetId: z.uuid({ message: "Target must be an id" }).optional(),
  search: SearchQuerySchema,
  from: DayStringSchema.optional(),
  to: DayStringSchema.optional(),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

// ---- pricing plans ----

/** A merchant pricing plan ("payment category"): sets the commission percentage. */
export const PricingPlanSchema = z.object({
  id: z.uuid(),
  /** Stable plan key (`starter`, `growth`, `premium`): what plan features are checked against (PLAN_FEATURES). */
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  commissionPercentage: z.number(),
  monthlyFee: MoneySchema,
  features: z.array(z.string()),
  isActive: z.boolean(),
});
export type PricingPlan = z.infer<typeof PricingPlanSchema>;
export const PlanSubscriptionSchema = z.object({
  plan: PricingPlanSchema.nullable(),
  since: NullableTimestampSchema,
  status: z.enum(["none", "active"]),
});

// ---- contact, featured images, banks ----

export const ContactMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  /** An admin has marked it read. */
  read: z.boolean(),
  readAt: NullableTimestampSchema,
  createdAt: TimestampSchema,
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
export const CONTACT_READ_FILTERS = ["all", "unread", "read"] as const;
export const ContactMessagesQuerySchema = PageQuerySchema.extend({
  status: z.enum(CONTACT_READ_FILTERS, { message: "Status must be all, unread or read" }).default("all"),
  /** Name, email, subject or message text. */
  search: SearchQuerySchema,
});
export type ContactMessagesQuery = z.infer<typeof ContactMessagesQuerySchema>;
export const ContactMessagePageSchema = z.object({
  rows: z.array(ContactMessageSchema),
  count: z.number().int(),
  /** Unread messages in the whole inbox (whatever the filter). */
  unread: z.number().int(),
});
export const ContactMessageReadBodySchema = z.object({
  read: z.boolean({ message: "Read must be true or false" }),
});
export const ContactUsBodySchema = z.object({
  name: requiredText("Name", 120),
  email: EmailInputSchema,
  subject: requiredText("Subject", 200, 2),
  message: requiredText("Message", 5000, 10),
});

export const FeaturedImageSchema = z.object({ url: z.string(), link: z.string().nullable(), alt: z.string().nullable() });
export const FeaturedImageCollectionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  subtitle: z.string().nullable(),
  images: z.array(FeaturedImageSchema),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type FeaturedImageCollection = z.infer<typeof FeaturedImageCollectionSchema>;
const featuredInputFields = {
  title: requiredText("Title", 120),
  subtitle: optionalText("Subtitle", 240),
  images: z
    .array(
      z.object({
        url: FileUrlSchema,
        link: z.string().trim().max(2048).nullable().default(null),
        alt: z.string().trim().max(200).nullable().default(null),
      }),
    )
    .min(1, "Add at least one image")
    .max(20, "At most 20 images"),
  sortOrder: z.number().int().min(0),
  isActive: z.boolean(),
};
export const CreateFeaturedImageCollectionBodySchema = z.object({
  ...featuredInputFields,
  sortOrder: featuredInputFields.sortOrder.default(0),
  isActive: featuredInputFields.isActive.default(true),
});
export const UpdateFeaturedImageCollectionBodySchema = z.object(featuredInputFields).partial();
/** Admin list filter: `active` collections are on the home page, `hidden` ones are not. */
export const FEATURED_COLLECTION_VISIBILITIES = ["active", "hidden"] as const;
export const FeaturedImageCollectionAdminQuerySchema = PageQuerySchema.extend({
  visibility: z.enum(FEATURED_COLLECTION_VISIBILITIES, { message: "Visibility is active or hidden" }).optional(),
});

export const BankSchema = z.object({ name: z.string(), code: z.string() });
export type Bank = z.infer<typeof BankSchema>;
export const BankResolveQuerySchema = z.object({ accountNumber: NubanSchema, bankCode: BankCodeSchema });
export const BankAccountSchema = z.object({ accountNumber: z.string(), accountName: z.string(), bankCode: z.string(), bankName: z.string() });

export type AdminRoleInfo = z.infer<typeof AdminRoleInfoSchema>;
export type AdminResource = z.infer<typeof AdminResourceSchema>;
export type PlanSubscription = z.infer<typeof PlanSubscriptionSchema>;
export type ReviewPage = z.infer<typeof ReviewPageSchema>;
export type FollowResult = z.infer<typeof FollowResultSchema>;
export type BankAccount = z.infer<typeof BankAccountSchema>;
export type MerchantStore = z.infer<typeof MerchantStoreSchema>;
