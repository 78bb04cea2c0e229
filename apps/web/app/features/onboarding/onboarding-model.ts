import {
  DocumentRefInputSchema,
  HomeAddressInputSchema,
  type ID_DOCUMENT_TYPES,
  MerchantOnboardBodySchema,
  type MerchantOnboardBody,
  type MerchantOnboardingStatus,
  PostalAddressInputSchema,
  type PostalAddress,
  type STAFF_SIZES,
} from "@bitmarte/contracts";
import { z } from "zod";

/** Onboarding starts at 25% (spec §9): the account itself counts. */
export const ONBOARDING_START_PERCENTAGE = 25;

export const ONBOARDING_STEPS = [
  { key: "identity", label: "Identity", description: "ID document and personal details" },
  { key: "addresses", label: "Addresses", description: "Home, business and pickup" },
  { key: "business", label: "Business", description: "Size and categories" },
  { key: "store", label: "Store profile", description: "Name, logo and contacts" },
  { key: "plan", label: "Pricing plan", description: "Commission and fees" },
] as const;
export type OnboardingStepKey = (typeof ONBOARDING_STEPS)[number]["key"];

export const ID_DOCUMENT_LABELS: Record<(typeof ID_DOCUMENT_TYPES)[number], string> = {
  nin: "National Identification Number (NIN) slip",
  passport: "International passport",
  drivers_license: "Driver's licence",
  voters_card: "Permanent voter's card",
};

export const STAFF_SIZE_LABELS: Record<(typeof STAFF_SIZES)[number], string> = {
  "1": "Just me",
  "2-10": "2 to 10 people",
  "11-50": "11 to 50 people",
  "51-200": "51 to 200 people",
  "201+": "More than 200 people",
};

type Info = MerchantOnboardingStatus["onBoardingInfo"];
const fields = MerchantOnboardBodySchema.shape;

// ---- identity ----

export interface IdentityValues {
  idDocumentType: string | null;
  idDocumentNumber: string;
  idDocumentUrl: string | null;
  dateOfBirth: string;
  nationality: string;
}

export const IdentityStepSchema = z.object({
  idDocumentType: fields.idDocumentType.unwrap(),
  idDocumentNumber: fields.idDocumentNumber.unwrap(),
  idDocumentUrl: DocumentRefInputSchema,
  dateOfBirth: fields.dateOfBirth.unwrap(),
  nationality: fields.nationality.unwrap(),
});

export function identityValues(info: Info | undefined): IdentityValues {
  return {
    idDocumentType: info?.idDocumentType ?? null,
    idDocumentNumber: info?.idDocumentNumber ?? "",
    idDocumentUrl: info?.idDocumentUrl ?? null,
    dateOfBirth: info?.dateOfBirth ?? "",
    nationality: info?.nationality ?? "Nigerian",
  };
}

// ---- addresses ----

export interface AddressValues {
  street: string;
  city: string;
  state: string;
  country: string;
  LGA: string;
}

export interface AddressStepValues {
  homeAddress: AddressValues;
  useHomeAddress: boolean;
  physicalLocation: AddressValues;
  pickupSameAsPhysical: boolean;
  pickupLocation: AddressValues;
  proofOfAddress: string | null;
}

const emptyAddress = (): AddressValues => ({ street: "", city: "", state: "", country: "Nigeria", LGA: "" });

function toAddressValues(address: PostalAddress | null | undefined): AddressValues {
  if (!address) return emptyAddress();
  return {
    street: address.street,
    city: address.city,
    state: address.state,
    country: address.country || "Nigeria",
    LGA: address.LGA ?? "",
  };
}

function sameAddress(a: PostalAddress | null | undefined, b: PostalAddress | null | undefined): boolean {
  if (!a || !b) return false;
  return a.street === b.street && a.city === b.city && a.state === b.state && a.country === b.country && (a.LGA ?? "") === (b.LGA ?? "");
}

export function addressValues(info: Info | undefined): AddressStepValues {
  return {
    homeAddress: toAddressValues(info?.homeAddress),
    useHomeAddress: info?.useHomeAddress ?? false,
    physicalLocation: toAddressValues(info?.physicalLocation),
    pickupSameAsPhysical: !info?.pickupLocation || sameAddress(info.pickupLocation, info.physicalLocation),
    pickupLocation: toAddressValues(info?.pickupLocation),
    proofOfAddress: info?.proofOfAddress ?? null,
  };
}

function nest(ctx: z.RefinementCtx, prefix: string, result: z.ZodSafeParseResult<unknown>) {
  if (result.success) return;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: "custom", message: issue.message, path: [prefix, ...issue.path] });
  }
}

/** The physical and pickup addresses are checked only when they are asked for. */
export const AddressStepSchema = z
  .object({
    homeAddress: HomeAddressInputSchema,
    useHomeAddress: z.boolean(),
    physicalLocation: z.unknown(),
    pickupSameAsPhysical: z.boolean(),
    pickupLocation: z.unknown(),
    proofOfAddress: DocumentRefInputSchema,
  })
  .superRefine((values, ctx) => {
    if (!values.useHomeAddress) nest(ctx, "physicalLocation", PostalAddressInputSchema.safeParse(values.physicalLocation));
    if (!values.pickupSameAsPhysical) nest(ctx, "pickupLocation", PostalAddressInputSchema.safeParse(values.pickupLocation));
  });

const trimAddress = (a: AddressValues) => ({
  street: a.street.trim(),
  city: a.city.trim(),
  state: a.state as z.infer<typeof PostalAddressInputSchema>["state"],
  country: a.country.trim() || "Nigeria",
  LGA: a.LGA.trim(),
});

/** The PUT /auth/merchant/onboard body of the addresses step. */
export function addressBody(values: AddressStepValues): MerchantOnboardBody {
  const home = trimAddress(values.homeAddress);
  const body: MerchantOnboardBody = {
    homeAddress: { ...home, city: home.city || undefined },
    useHomeAddress: values.useHomeAddress,
    proofOfAddress: values.proofOfAddress ?? undefined,
    // Without a separate pickup address the server picks up from the physical location.
    pickupLocation: values.pickupSameAsPhysical ? null : trimAddress(values.pickupLocation),
  };
  // With "use home address" the server copies the home address into the physical location.
  if (!values.useHomeAddress) body.physicalLocation = trimAddress(values.physicalLocation);
  return body;
}

// ---- business ----

export interface BusinessValues {
  staffSize: string | null;
  category: string | null;
  subCategoryIds: string[];
}

export const BusinessStepSchema = z.object({
  staffSize: fields.staffSize.unwrap(),
  category: z.string({ message: "Choose your main category" }).trim().min(2, "Choose your main category"),
  subCategoryIds: fields.subCategoryIds.unwrap(),
});

export function businessValues(info: Info | undefined): BusinessValues {
  return { staffSize: info?.staffSize ?? null, category: info?.category ?? null, subCategoryIds: info?.subCategoryIds ?? [] };
}

// ---- progress ----

export function isStepComplete(key: OnboardingStepKey, status: MerchantOnboardingStatus | undefined): boolean {
  if (!status) return false;
  const info = status.onBoardingInfo;
  const state = (k: string) => status.states.find((s) => s.key === k)?.complete ?? false;
  switch (key) {
    case "identity":
      return !!(info.idDocumentType && info.idDocumentNumber && info.idDocumentUrl && info.dateOfBirth && info.nationality);
    case "addresses":
      return !!(info.homeAddress && (info.useHomeAddress || info.physicalLocation) && info.proofOfAddress);
    case "business":
      return !!(info.staffSize && info.category);
    case "store":
      return state("store_profile");
    case "plan":
      return state("pricing_plan") || !!info.pricingPlanId;
  }
}

/** The step to open: the first one not done yet, or the end (ONBOARDING_STEPS.length) when all are. */
export function firstOpenStep(status: MerchantOnboardingStatus | undefined): number {
  const index = ONBOARDING_STEPS.findIndex((step) => !isStepComplete(step.key, status));
  return index === -1 ? ONBOARDING_STEPS.length : index;
}

export function percentageOf(status: MerchantOnboardingStatus | undefined): number {
  return status?.percentageComplete ?? ONBOARDING_START_PERCENTAGE;
}

export type ApprovalSummary = { title: string; description: string; tone: "success" | "warning" | "danger" | "info" };

/** What the merchant reads about the review of the store. */
export function approvalSummary(approval: MerchantOnboardingStatus["approval"], percentage: number): ApprovalSummary {
  switch (approval.status) {
    case "approved":
      return { title: "Approved", description: "Both approvals are in. Your store is live.", tone: "success" };
    case "first_approved":
      return {
        title: "First approval given",
        description: "One approver has approved your store. A second approver reviews it next.",
        tone: "info",
      };
    case "rejected":
      return {
        title: "Not approved",
        description: "Fix what the reviewer asked for below, then save your details again.",
        tone: "danger",
      };
    default:
      return {
        title: "Waiting for review",
        description:
          percentage >= 100
            ? "Your store is in the review queue. Two Bitmarte approvers review it, one after the other."
            : "Finish onboarding; Bitmarte then reviews your store in two steps.",
        tone: "warning",
      };
  }
}
