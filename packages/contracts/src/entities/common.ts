import { z } from "zod";
import { DayStringSchema, IsoDateTimeSchema, type MerchantPermission, MERCHANT_RESOURCES, MoneySchema } from "../http.js";

/** Shared building blocks for the domain schemas. Keep these plain (no generics) so type-checking stays fast. */

export const TimestampSchema = IsoDateTimeSchema;
export const NullableTimestampSchema = IsoDateTimeSchema.nullable();

/** Query-string boolean: only "true" or "false". */
export const QueryBooleanSchema = z
  .enum(["true", "false"], { message: 'Use "true" or "false"' })
  .transform((v) => v === "true");

/** Free-text search in a query string. */
export const SearchQuerySchema = z.string().trim().max(100, "Search must be at most 100 characters").optional();

/** `id` of the row a mutation touched (delete answers). */
export const IdResultSchema = z.object({ id: z.uuid() });
export type IdResult = z.infer<typeof IdResultSchema>;

/** `{ id, name }` reference (spendAppliesToId items, partner profile, …). */
export const NamedRefSchema = z.object({ id: z.uuid(), name: z.string() });
export type NamedRef = z.infer<typeof NamedRefSchema>;

/** A non-empty trimmed text field with a readable message. */
export function requiredText(label: string, max: number, min = 1) {
  return z
    .string({ message: `${label} is required` })
    .trim()
    .min(min, min <= 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);
}
/** An optional trimmed text field; empty strings are allowed (forms send them). */
export function optionalText(label: string, max: number) {
  return z.string().trim().max(max, `${label} must be at most ${max} characters`).optional();
}

export const EmailInputSchema = z
  .string({ message: "Email is required" })
  .trim()
  .toLowerCase()
  .pipe(z.email("Enter a valid email address"));

export const PhoneNumberSchema = z
  .string({ message: "Phone number is required" })
  .trim()
  .regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/, "Enter a valid phone number");

/** A NUBAN account number: 10 digits (CBN). */
export const NubanSchema = z
  .string({ message: "Account number is required" })
  .trim()
  .regex(/^\d{10}$/, "Account numbers have 10 digits");
/** A bank code as the bank list answers it (CBN/NIBSS: 3 digits for banks, 5 or 6 for MFBs and fintechs). */
export const BankCodeSchema = z
  .string({ message: "Choose a bank" })
  .trim()
  .regex(/^[0-9A-Za-z]{3,10}$/, "Choose a bank");

/** A file reference: the `url` answered by POST /uploads (relative or absolute). */
export const FileUrlSchema = z.string().trim().min(1, "File is required").max(2048, "File address is too long");

/** A uuid in a request, with a readable message. */
export function uuidInput(label: string) {
  return z.uuid(`${label} must be a valid id`);
}

/** Amount in naira (request): a positive number with at most 2 decimals. */
export const PositiveMoneyInputSchema = MoneySchema.positive("Amount must be more than 0");
export const NonNegativeMoneyInputSchema = MoneySchema.min(0, "Amount cannot be negative");

/** Reports, exports and some lists filter by a day range (YYYY-MM-DD, UTC, inclusive). */
export const DateRangeFields = {
  startDate: DayStringSchema.optional(),
  endDate: DayStringSchema.optional(),
};
export function dateRangeOk(v: { startDate?: string; endDate?: string }): boolean {
  return !v.startDate || !v.endDate || v.startDate <= v.endDate;
}
export const dateRangeMessage = { message: "Start date must be on or before end date", path: ["endDate"] };

/** Folds how people type a choice: case, spaces, underscores, hyphens, dots and apostrophes do not count. */
export const choiceKey = (s: string): string => s.trim().toLowerCase().replace(/[^a-z0-9+]/g, "");

/**
 * An enumeration a person types: accepts any case and spacing of a value ("NIN", "nin", "Percent",
 * "percent", "Drivers License") and the aliases given, and answers with the one canonical form.
 */
export function choice<const T extends readonly [string, ...string[]]>(values: T, message: string, aliases: Record<string, T[number]> = {}) {
  const byKey = new Map<string, T[number]>();
  for (const v of values) byKey.set(choiceKey(v), v);
  for (const [alias, v] of Object.entries(aliases)) byKey.set(choiceKey(alias), v);
  return z
    .string({ message })
    .transform((s, ctx): T[number] => {
      const v = byKey.get(choiceKey(s));
      if (v === undefined) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return v;
    })
    .meta({ enum: [...values] });
}

/** The 36 states and the FCT (shipping addresses, zones and locations). */
export const NIGERIAN_STATES = [
  "Abia", "Adamawa", "Akwa Ibom", "Anambra", "Bauchi", "Bayelsa", "Benue", "Borno", "Cross River", "Delta",
  "Ebonyi", "Edo", "Ekiti", "Enugu", "FCT", "Gombe", "Imo", "Jigawa", "Kaduna", "Kano", "Katsina", "Kebbi",
  "Kogi", "Kwara", "Lagos", "Nasarawa", "Niger", "Ogun", "Ondo", "Osun", "Oyo", "Plateau", "Rivers", "Sokoto",
  "Taraba", "Yobe", "Zamfara",
] as const;
export type NigerianState = (typeof NIGERIAN_STATES)[number];
/** A state as people type it: any case, with or without " State"; "Abuja" and "Federal Capital Territory" are the FCT. */
export const NigerianStateSchema = z
  .string({ message: "Choose a Nigerian state" })
  .transform((s) => s.trim().replace(/\s+state$/i, ""))
  .pipe(
    choice(NIGERIAN_STATES, "Choose a Nigerian state", {
      Abuja: "FCT",
      "Federal Capital Territory": "FCT",
      "FCT Abuja": "FCT",
      "Abuja FCT": "FCT",
      "Akwa-Ibom": "Akwa Ibom",
    }),
  );

/** A postal address (store pickup, office, home, hub). */
export const PostalAddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  LGA: z.string().nullable(),
});
export type PostalAddress = z.infer<typeof PostalAddressSchema>;
/** City is optional: the spec's addresses name street, LGA, state and country; without a city the shipping fee uses the state's zone. */
export const PostalAddressInputSchema = z.object({
  street: requiredText("Street", 200),
  city: optionalText("City", 80),
  state: NigerianStateSchema,
  country: requiredText("Country", 60).default("Nigeria"),
  LGA: optionalText("LGA", 80),
});

/** Every merchant staff permission: `resource:read` and `resource:write` for each resource. */
export const MERCHANT_PERMISSIONS = MERCHANT_RESOURCES.flatMap((r) => [`${r}:read`, `${r}:write`]) as readonly MerchantPermission[];
export const MerchantPermissionSchema = z.enum(MERCHANT_PERMISSIONS as readonly [MerchantPermission, ...MerchantPermission[]], {
  message: "Unknown permission",
});

// ---- auth specs used by the endpoint tables ----
export const AUTH_CUSTOMER = { kinds: ["customer"] } as const;
/**
 * Admin tokens serve four roles (docs/security.md, "Who may do what"). Every admin endpoint names the
 * roles it serves; super admins pass every check. `AUTH_ADMIN` is the managing admin's: the platform's
 * records, people, money and settings. Dispatchers and schedulers get only what their job needs.
 */
export const AUTH_ADMIN = { kinds: ["admin"], adminRoles: ["admin"] } as const;
/** Plans and assigns deliveries: the open orders, the operations board, dispatchers and their load. */
export const AUTH_DISPATCH_PLANNER = { kinds: ["admin"], adminRoles: ["admin", "scheduler"] } as const;
/** Works on a delivery: a dispatcher only on the orders assigned to them (the service narrows). */
export const AUTH_DELIVERY_WORK = { kinds: ["admin"], adminRoles: ["admin", "dispatcher"] } as const;
export const AUTH_SUPERADMIN = { kinds: ["admin"], adminRoles: ["superadmin"] } as const;
export const AUTH_DISPATCHER = { kinds: ["admin"], adminRoles: ["dispatcher"] } as const;
export const AUTH_PARTNER = { kinds: ["partner"] } as const;
export const AUTH_MERCHANT = { kinds: ["merchant"] } as const;
