import { z } from "zod";
import { DayStringSchema, MoneySchema, PageQuerySchema } from "../http.js";
import { SHIPPING_ZONES, VEHICLE_TYPES } from "./cart.js";
import { PARTNER_SORTS, SHIPPING_DISCOUNT_SORTS, SHIPPING_LOCATION_SORTS, sortQuery, VEHICLE_SORTS } from "../sort.js";
import {
  BankCodeSchema,
  EmailInputSchema,
  FileUrlSchema,
  NigerianStateSchema,
  NonNegativeMoneyInputSchema,
  NubanSchema,
  NullableTimestampSchema,
  optionalText,
  PhoneNumberSchema,
  requiredText,
  SearchQuerySchema,
  TimestampSchema,
  uuidInput,
} from "./common.js";

/** Vehicle class limits by chargeable weight, kg (DOMAIN.md); a truck above the van's limit. */
export const VEHICLE_MAX_WEIGHT_KG = { bike: 10, car: 70, van: 1000, truck: null } as const;
/** Volumetric weight = L × W × H (cm) / 5000. */
export const VOLUMETRIC_DIVISOR = 5000;

// ---- vehicles ----

export const VEHICLE_STATUSES = ["available", "in_use", "maintenance", "retired"] as const;
export const VehicleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(VEHICLE_TYPES),
  plateNumber: z.string(),
  capacityKg: z.number(),
  status: z.enum(VEHICLE_STATUSES),
  dispatcherId: z.uuid().nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Vehicle = z.infer<typeof VehicleSchema>;
const vehicleInputFields = {
  name: requiredText("Vehicle name", 80),
  type: z.enum(VEHICLE_TYPES, { message: "Vehicle type is bike, car, van or truck" }),
  plateNumber: requiredText("Plate number", 20, 3),
  capacityKg: z.number().positive("Capacity must be more than 0").max(100000),
  status: z.enum(VEHICLE_STATUSES, { message: "Unknown vehicle status" }),
  dispatcherId: uuidInput("Dispatcher").nullable(),
};
export const CreateVehicleBodySchema = z.object({
  ...vehicleInputFields,
  status: vehicleInputFields.status.default("available"),
  dispatcherId: vehicleInputFields.dispatcherId.default(null),
});
export const UpdateVehicleBodySchema = z.object(vehicleInputFields).partial();
export const VehicleListQuerySchema = PageQuerySchema.extend({
  search: SearchQuerySchema,
  type: z.enum(VEHICLE_TYPES).optional(),
  status: z.enum(VEHICLE_STATUSES).optional(),
  /** Absent: by type, then name. */
  sort: sortQuery(VEHICLE_SORTS),
});

// ---- zones, locations, pricing ----

export const ShippingZoneInfoSchema = z.object({
  code: z.enum(SHIPPING_ZONES),
  name: z.string(),
  description: z.string(),
});

/** A place the platform delivers to (main API /shipping and the second shipping API /shipping-location). */
export const ShippingLocationSchema = z.object({
  id: z.uuid(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  /** Hub serving the location, if any. */
  hubId: z.uuid().nullable(),
  isActive: z.boolean(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type ShippingLocation = z.infer<typeof ShippingLocationSchema>;
const locationInputFields = {
  country: requiredText("Country", 60),
  state: NigerianStateSchema,
  city: requiredText("City", 80),
  hubId: uuidInput("Hub").nullable(),
  isActive: z.boolean(),
};
export const CreateShippingLocationBodySchema = z.object({
  ...locationInputFields,
  country: locationInputFields.country.default("Nigeria"),
  hubId: locationInputFields.hubId.default(null),
  isActive: locationInputFields.isActive.default(true),
});
export const UpdateShippingLocationBodySchema = z.object(locationInputFields).partial();
export const ShippingLocationListQuerySchema = PageQuerySchema.extend({
  search: SearchQuerySchema,
  state: NigerianStateSchema.optional(),
  /** Absent: by state, then city. */
  sort: sortQuery(SHIPPING_LOCATION_SORTS),
});
/** Shipping discounts; absent sort: newest first. */
export const ShippingDiscountListQuerySchema = PageQuerySchema.extend({ sort: sortQuery(SHIPPING_DISCOUNT_SORTS) });

/** GET /shipping: the fixed zones and the delivery locations. */
export const ShippingSetupSchema = z.object({
  zones: z.array(ShippingZoneInfoSchema),
  locations: z.array(ShippingLocationSchema),
});

/** One row of the price table: fee = baseFee + perKgFee × chargeable weight, for a zone and vehicle class. */
export const ShippingPriceRowSchema = z.object({
  zone: z.enum(SHIPPING_ZONES),
  vehicleType: z.enum(VEHICLE_TYPES),
  baseFee: MoneySchema,
  perKgFee: MoneySchema,
});
export type ShippingPriceRow = z.infer<typeof ShippingPriceRowSchema>;
export const ShippingPricingSchema = z.object({
  rows: z.array(ShippingPriceRowSchema),
  volumetricDivisor: z.number(),
  updatedAt: NullableTimestampSchema,
});
export type ShippingPricing = z.infer<typeof ShippingPricingSchema>;
/** PUT replaces the whole table; one row per (zone, vehicle class). */
export const UpdateShippingPricingBodySchema = z.object({
  rows: z
    .array(
      z.object({
        zone: z.enum(SHIPPING_ZONES, { message: "Unknown zone" }),
        vehicleType: z.enum(VEHICLE_TYPES, { message: "Unknown vehicle type" }),
        baseFee: NonNegativeMoneyInputSchema,
        perKgFee: NonNegativeMoneyInputSchema,
      }),
    )
    .min(1, "Give at least one price")
    .max(SHIPPING_ZONES.length * VEHICLE_TYPES.length)
    .refine(
      (rows) => new Set(rows.map((r) => `${r.zone}:${r.vehicleType}`)).size === rows.length,
      "One price per zone and vehicle type",
    ),
});

// ---- shipping partners ----

export const PARTNER_STATUSES = ["pending", "approved", "rejected", "deactivated"] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];
export const IBAN_CODE_TYPES = ["swift", "sort_code", "iban"] as const;

/**
 * Signature files in partner forms: the `url` answered by POST /uploads, or the file itself as a
 * base64 data URL (PNG, JPEG or PDF) for the public onboarding form, whose applicants cannot upload
 * before they have an account. The server stores a data URL as a document upload.
 */
export const SIGNATURE_DATA_URL_MAX_CHARS = 400_000;
export const SIGNATURE_MAX_BYTES = 300 * 1024;
const SIGNATURE_DATA_URL = /^data:(image\/png|image\/jpeg|application\/pdf);base64,[A-Za-z0-9+/]+={0,2}$/;
export const SignatureInputSchema = z
  .string({ message: "Signature is required" })
  .trim()
  .min(1, "Signature is required")
  .max(SIGNATURE_DATA_URL_MAX_CHARS, "The signature file is too large (at most 300 KB)")
  .refine(
    (v) => (v.startsWith("data:") ? SIGNATURE_DATA_URL.test(v) : v.length <= 2048),
    "Upload the signature as a PNG, JPEG or PDF file",
  );

const companyShape = {
  companyName: z.string(),
  rcNumber: z.string(),
  vatNumber: z.string().nullable(),
  officeAddress: z.string(),
  postalAddress: z.string().nullable(),
  phoneNumber: z.string(),
  email: z.string(),
  contactPerson: z.object({ name: z.string(), phoneNumber: z.string(), designation: z.string() }),
  lineOfBusiness: z.string(),
};
/** Spec §3 shipping partner onboarding: company, bankDetails, certification. */
export const PartnerOnboardingSchema = z.object({
  company: z.object(companyShape),
  bankDetails: z.object({
    bankName: z.string(),
    /** The bank's code in the bank list (GET /banks); null for partners added before it was kept. */
    bankCode: z.string().nullable(),
    branch: z.string().nullable(),
    /** The name the bank gave for the account (resolved by the server, never typed). */
    accountName: z.string(),
    /** Masked in answers, e.g. "******1234". */
    accountNumber: z.string(),
    swiftCodeSortCodeIban: z.object({ type: z.enum(IBAN_CODE_TYPES), code: z.string() }).nullable(),
  }),
  certification: z.object({
    name: z.string(),
    designation: z.string(),
    signature: z.string(),
    date: DayStringSchema,
    introducedBy: z.object({ name: z.string(), signature: z.string() }).nullable(),
  }),
});

export const PartnerSchema = z.object({
  id: z.uuid(),
  /** Spec §3 partner login data: name, logo, email, shippingCompany. */
  name: z.string(),
  logo: z.string().nullable(),
  email: z.string(),
  shippingCompany: z.string(),
  status: z.enum(PARTNER_STATUSES),
  onboarding: PartnerOnboardingSchema,
  activeOrders: z.number().int(),
  approvedAt: NullableTimestampSchema,
  createdAt: TimestampSchema,
  /** What a reviewer should check before approving (bank account name vs company, a reused account number). */
  warnings: z.array(z.string()).optional(),
});
export type Partner = z.infer<typeof PartnerSchema>;

export const PartnerOnboardBodySchema = z.object({
  company: z.object({
    companyName: requiredText("Company name", 160, 2),
    rcNumber: requiredText("RC number", 20, 3).regex(/^(RC|BN|IT)?[\s-]?\d{3,10}$/i, "Enter the CAC registration number, e.g. RC 1234567"),
    vatNumber: optionalText("VAT number", 30),
    officeAddress: requiredText("Office address", 300, 5),
    postalAddress: optionalText("Postal address", 300),
    phoneNumber: PhoneNumberSchema,
    email: EmailInputSchema,
    contactPerson: z.object({
      name: requiredText("Contact person's name", 120),
      phoneNumber: PhoneNumberSchema,
      designation: requiredText("Contact person's designation", 80),
    }),
    lineOfBusiness: requiredText("Line of business", 200),
  }),
  bankDetails: z.object({
    /** Either is enough: the code from GET /banks, or the bank's name as listed there. */
    bankName: requiredText("Bank name", 120),
    bankCode: BankCodeSchema.optional(),
    branch: optionalText("Branch", 120),
    /** Optional: the server stores the name the bank answers for the account. */
    accountName: optionalText("Account name", 160),
    accountNumber: NubanSchema,
    swiftCodeSortCodeIban: z
      .object({
        type: z.enum(IBAN_CODE_TYPES, { message: "Code type is swift, sort_code or iban" }),
        code: requiredText("Code", 34, 4),
      })
      .optional(),
  }),
  certification: z.object({
    name: requiredText("Name", 120),
    designation: requiredText("Designation", 80),
    signature: SignatureInputSchema,
    date: DayStringSchema,
    introducedBy: z.object({ name: requiredText("Introducer's name", 120), signature: SignatureInputSchema }).optional(),
  }),
});
export type PartnerOnboardBody = z.infer<typeof PartnerOnboardBodySchema>;
/** Admin adds a partner directly (approved at once; the partner gets a set-password mail). */
export const CreatePartnerBodySchema = z.object({
  company: PartnerOnboardBodySchema.shape.company,
  bankDetails: PartnerOnboardBodySchema.shape.bankDetails,
  certification: PartnerOnboardBodySchema.shape.certification,
  logo: FileUrlSchema.optional(),
});
export type CreatePartnerBody = z.infer<typeof CreatePartnerBodySchema>;
export const PartnerOnboardResultSchema = z.object({ id: z.uuid(), status: z.enum(PARTNER_STATUSES) });
/** Turning down a partner application: the applicant is mailed the reason. */
export const RejectPartnerBodySchema = z.object({ reason: requiredText("Reason", 1000, 3) });
export const PartnerListQuerySchema = PageQuerySchema.extend({
  search: SearchQuerySchema,
  status: z.enum(PARTNER_STATUSES, { message: "Status is pending, approved, rejected or deactivated" }).optional(),
  /** Absent: applications oldest first, others newest first. */
  sort: sortQuery(PARTNER_SORTS),
});

// ---- second shipping API: discounts ----

export const SHIPPING_DISCOUNT_TYPES = ["percent", "fixed"] as const;
export const ShippingDiscountSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(SHIPPING_DISCOUNT_TYPES),
  /** percent: 0–100; fixed: naira off the fee. */
  value: z.number(),
  zone: z.enum(SHIPPING_ZONES).nullable(),
  state: z.string().nullable(),
  minOrderAmount: MoneySchema,
  startDate: DayStringSchema.nullable(),
  endDate: DayStringSchema.nullable(),
  isActive: z.boolean(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type ShippingDiscount = z.infer<typeof ShippingDiscountSchema>;
const discountInputFields = {
  name: requiredText("Name", 100, 2),
  type: z.enum(SHIPPING_DISCOUNT_TYPES, { message: "Type is percent or fixed" }),
  value: z.number().positive("Value must be more than 0"),
  zone: z.enum(SHIPPING_ZONES, { message: "Unknown zone" }).nullable(),
  state: NigerianStateSchema.nullable(),
  minOrderAmount: NonNegativeMoneyInputSchema,
  startDate: DayStringSchema.nullable(),
  endDate: DayStringSchema.nullable(),
  isActive: z.boolean(),
};
function checkDiscount(
  v: { type?: string; value?: number; startDate?: string | null; endDate?: string | null },
  ctx: z.core.$RefinementCtx,
) {
  if (v.type === "percent" && v.value !== undefined && v.value > 100) {
    ctx.addIssue({ code: "custom", path: ["value"], message: "A percentage is at most 100" });
  }
  if (v.startDate && v.endDate && v.endDate < v.startDate) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: "End date must be on or after start date" });
  }
}
export const CreateShippingDiscountBodySchema = z
  .object({
    ...discountInputFields,
    zone: discountInputFields.zone.default(null),
    state: discountInputFields.state.default(null),
    minOrderAmount: discountInputFields.minOrderAmount.default(0),
    startDate: discountInputFields.startDate.default(null),
    endDate: discountInputFields.endDate.default(null),
    isActive: discountInputFields.isActive.default(true),
  })
  .superRefine(checkDiscount);
export const UpdateShippingDiscountBodySchema = z.object(discountInputFields).partial().superRefine(checkDiscount);

export type ShippingSetup = z.infer<typeof ShippingSetupSchema>;
export type ShippingZoneInfo = z.infer<typeof ShippingZoneInfoSchema>;
export type PartnerOnboarding = z.infer<typeof PartnerOnboardingSchema>;
