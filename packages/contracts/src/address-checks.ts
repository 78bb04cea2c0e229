/**
 * The shipping address form's checks without zod (see signed-in-forms.ts). The states are a copy of
 * entities/common.ts' (the test holds them equal): importing that file here would bring zod.
 */
import { checkEmail, checkPhoneNumber, FORM_CHECK_MESSAGES, type FormCheck, type FieldErrors, optionalText, requiredText } from "./signed-in-forms.js";

/** The 36 states and the FCT (shipping addresses, zones and locations). */
export const NIGERIAN_STATES = [
  "Abia", "Adamawa", "Akwa Ibom", "Anambra", "Bauchi", "Bayelsa", "Benue", "Borno", "Cross River", "Delta",
  "Ebonyi", "Edo", "Ekiti", "Enugu", "FCT", "Gombe", "Imo", "Jigawa", "Kaduna", "Kano", "Katsina", "Kebbi",
  "Kogi", "Kwara", "Lagos", "Nasarawa", "Niger", "Ogun", "Ondo", "Osun", "Oyo", "Plateau", "Rivers", "Sokoto",
  "Taraba", "Yobe", "Zamfara",
] as const;

/** Other names people give a state (NigerianStateSchema's). */
export const NIGERIAN_STATE_ALIASES: Record<string, (typeof NIGERIAN_STATES)[number]> = {
  Abuja: "FCT",
  "Federal Capital Territory": "FCT",
  "FCT Abuja": "FCT",
  "Abuja FCT": "FCT",
  "Akwa-Ibom": "Akwa Ibom",
};

const stateKey = (s: string): string => s.trim().toLowerCase().replace(/[^a-z0-9+]/g, "");
const STATE_BY_KEY = new Map<string, (typeof NIGERIAN_STATES)[number]>([
  ...NIGERIAN_STATES.map((s) => [stateKey(s), s] as const),
  ...Object.entries(NIGERIAN_STATE_ALIASES).map(([alias, s]) => [stateKey(alias), s] as const),
]);

/** The state as the schema names it ("lagos state" is Lagos, "Abuja" the FCT), or undefined. */
export function nigerianState(value: string): (typeof NIGERIAN_STATES)[number] | undefined {
  return STATE_BY_KEY.get(stateKey(value.trim().replace(/\s+state$/i, "")));
}

// ---- shipping address ----

export interface ShippingAddressFields {
  fullName: string;
  phoneNumber: string;
  emailAddress: string;
  stateOrRegion: string;
  city: string;
  LGA: string;
  address: string;
  country: string;
  default: boolean;
}

export interface ShippingAddressBody {
  fullName: string;
  phoneNumber: string;
  emailAddress: string;
  stateOrRegion: (typeof NIGERIAN_STATES)[number];
  city: string | null;
  LGA: string | null;
  address: string;
  country: string;
  default: boolean;
}

type AddressField = Exclude<keyof ShippingAddressFields, "default">;

/** One field of the address form: its message, or undefined when it passes. */
export function checkShippingAddressField(field: AddressField, value: string): string | undefined {
  switch (field) {
    case "fullName":
      return requiredText(value, "Full name", 120, 2);
    case "phoneNumber":
      return checkPhoneNumber(value);
    case "emailAddress":
      return checkEmail(value);
    case "stateOrRegion":
      return nigerianState(value) ? undefined : FORM_CHECK_MESSAGES.stateInvalid;
    case "city":
      return optionalText(value, "City", 80);
    case "LGA":
      return optionalText(value, "LGA", 80);
    case "address":
      return requiredText(value, "Address", 300, 5);
    case "country":
      return requiredText(value, "Country", 60);
  }
}

const ADDRESS_FIELDS: AddressField[] = ["fullName", "phoneNumber", "emailAddress", "stateOrRegion", "city", "LGA", "address", "country"];

/** The address form as CreateShippingAddressBodySchema reads it: trimmed, the state named, blanks null. */
export function checkShippingAddress(values: ShippingAddressFields): FormCheck<AddressField, ShippingAddressBody> {
  const errors: FieldErrors<AddressField> = {};
  for (const field of ADDRESS_FIELDS) {
    const message = checkShippingAddressField(field, values[field]);
    if (message) errors[field] = message;
  }
  const state = nigerianState(values.stateOrRegion);
  if (Object.keys(errors).length > 0 || !state) return { ok: false, errors };
  return {
    ok: true,
    body: {
      fullName: values.fullName.trim(),
      phoneNumber: values.phoneNumber.trim(),
      emailAddress: values.emailAddress.trim().toLowerCase(),
      stateOrRegion: state,
      city: values.city.trim() || null,
      LGA: values.LGA.trim() || null,
      address: values.address.trim(),
      country: values.country.trim(),
      default: values.default,
    },
  };
}

