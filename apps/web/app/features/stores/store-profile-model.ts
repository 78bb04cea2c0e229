import { type Merchant, STORE_SOCIAL_KEYS, type StoreProfile, type StoreProfileBody, StoreProfileBodySchema } from "@bitmarte/contracts";
import type { z } from "zod";

export type SocialKey = (typeof STORE_SOCIAL_KEYS)[number];

export interface StoreProfileFormValues {
  socials: Record<SocialKey, string>;
  store: {
    bitmarteHubId: string | null;
    logo: string | null;
    storeName: string;
    storePhoneNumber: string;
    storeUrl: string;
    isPhysicalLocation: boolean;
    shippingLocation: { country: string; state: string; street: string; city: string };
  };
}

/** The profile in use: the last element of GET /storeprofile/:merchantId (spec §3). */
export function latestProfile(profiles: StoreProfile[] | undefined): StoreProfile | null {
  return profiles && profiles.length > 0 ? profiles[profiles.length - 1] : null;
}

/** A store address segment from a name: "Mama Nkechi's Kitchen" → "mama-nkechis-kitchen". */
export function storeUrlFromName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 64)
    .replace(/-+$/g, "");
}

/** The public address of a store. */
export function storefrontPath(storeUrl: string): string {
  return `/storefront/${storeUrl}`;
}

export function profileFormValues(profile: StoreProfile | null, merchant: Merchant | undefined): StoreProfileFormValues {
  const socials = Object.fromEntries(STORE_SOCIAL_KEYS.map((key) => [key, profile?.[key] ?? ""])) as Record<SocialKey, string>;
  const store = profile?.store;
  const fallbackAddress = merchant?.pickupLocation ?? merchant?.physicalLocation ?? null;
  return {
    socials,
    store: {
      bitmarteHubId: store?.bitmarteHubId ?? null,
      logo: store?.logo ?? merchant?.store.logo ?? null,
      storeName: store?.storeName ?? merchant?.store.storeName ?? "",
      storePhoneNumber: store?.storePhoneNumber ?? merchant?.phoneNumber ?? "",
      storeUrl: store?.storeUrl ?? merchant?.store.storeUrl ?? "",
      isPhysicalLocation: store?.isPhysicalLocation ?? false,
      shippingLocation: store?.shippingLocation ?? {
        country: fallbackAddress?.country || "Nigeria",
        state: fallbackAddress?.state ?? "",
        street: fallbackAddress?.street ?? "",
        city: fallbackAddress?.city ?? "",
      },
    },
  };
}

/** The form's values as the body of POST /storeprofile (blank socials are sent as null). */
export function profileBody(values: StoreProfileFormValues): z.input<typeof StoreProfileBodySchema> {
  const socials = Object.fromEntries(
    STORE_SOCIAL_KEYS.map((key) => [key, values.socials[key].trim() ? values.socials[key].trim() : null]),
  ) as Record<SocialKey, string | null>;
  const url = values.store.storeUrl.trim();
  return {
    ...socials,
    store: {
      bitmarteHubId: values.store.bitmarteHubId || null,
      logo: values.store.logo || null,
      storeName: values.store.storeName,
      storePhoneNumber: values.store.storePhoneNumber,
      storeUrl: url ? url : undefined,
      isPhysicalLocation: values.store.isPhysicalLocation,
      shippingLocation: {
        ...values.store.shippingLocation,
        state: values.store.shippingLocation.state as StoreProfileBody["store"]["shippingLocation"]["state"],
      },
    },
  };
}

/** Validation of the form: the contract's schema on the body it becomes, errors at the form's paths. */
export function validateProfile(values: StoreProfileFormValues): Record<string, string> {
  const result = StoreProfileBodySchema.safeParse(profileBody(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const [head, ...rest] = issue.path.map(String);
    const path = head === "store" ? ["store", ...rest].join(".") : ["socials", head, ...rest].join(".");
    errors[path] ??= issue.message;
  }
  return errors;
}

/** A server field path ("store.storeName", "facebook") as the form names it. */
export function profileFieldPath(path: string): string {
  if (path.startsWith("store.")) return path;
  return (STORE_SOCIAL_KEYS as readonly string[]).includes(path.split(".")[0]) ? `socials.${path}` : path;
}
