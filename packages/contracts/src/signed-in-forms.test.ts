import { describe, expect, it } from "vitest";
import { CreateShippingAddressBodySchema } from "./entities/cart.js";
import { NIGERIAN_STATES as SCHEMA_STATES, NigerianStateSchema } from "./entities/common.js";
import {
  GIFT_CARD_MAX_AMOUNT as SCHEMA_MAX,
  GIFT_CARD_MIN_AMOUNT as SCHEMA_MIN,
  GiftCardCodeSchema,
  PurchaseGiftCardBodySchema,
} from "./entities/giftcards.js";
import {
  checkGiftCardCode,
  checkGiftCardPurchase,
  checkShippingAddress,
  GIFT_CARD_MAX_AMOUNT,
  GIFT_CARD_MIN_AMOUNT,
  type GiftCardPurchaseFields,
  NIGERIAN_STATE_ALIASES,
  NIGERIAN_STATES,
  nigerianState,
  parseNairaInput,
  SIGNED_IN_MESSAGES,
  type ShippingAddressFields,
} from "./signed-in.js";

/** The schema's first message per field, as the forms showed them. */
function schemaErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

describe("the copies of the schemas' constants", () => {
  it("names the same states, other names and gift card limits", () => {
    expect(NIGERIAN_STATES).toEqual(SCHEMA_STATES);
    for (const [alias, state] of Object.entries(NIGERIAN_STATE_ALIASES)) {
      expect(NigerianStateSchema.parse(alias)).toBe(state);
      expect(nigerianState(alias)).toBe(state);
    }
    expect([GIFT_CARD_MIN_AMOUNT, GIFT_CARD_MAX_AMOUNT]).toEqual([SCHEMA_MIN, SCHEMA_MAX]);
    const naira = (n: number) => `₦${n.toLocaleString("en-NG")}`;
    expect(SIGNED_IN_MESSAGES.giftCardAmountRange).toBe(`Between ${naira(SCHEMA_MIN)} and ${naira(SCHEMA_MAX)}`);
  });
});

const goodAddress: ShippingAddressFields = {
  fullName: "  Ada Okafor ",
  phoneNumber: "+234 803 123 4567",
  emailAddress: " Ada@Example.COM ",
  stateOrRegion: "Lagos",
  city: " Ikeja ",
  LGA: "",
  address: "12 Allen Avenue, near the bank",
  country: "Nigeria",
  default: true,
};

const addressCases: [string, Partial<ShippingAddressFields>][] = [
  ["a good address", {}],
  ["every field blank", { fullName: "", phoneNumber: "", emailAddress: "", stateOrRegion: "", city: "", LGA: "", address: "", country: "" }],
  ["a one-letter name", { fullName: " A " }],
  ["a long name", { fullName: "x".repeat(121) }],
  ["a short phone number", { phoneNumber: "12" }],
  ["a phone number with letters", { phoneNumber: "0803-ABC-4567" }],
  ["a local phone number", { phoneNumber: "08031234567" }],
  ["an email without a domain", { emailAddress: "ada@" }],
  ["an email with dots", { emailAddress: "ada.o.k@mail.example.ng" }],
  ["a state in lower case", { stateOrRegion: "lagos state" }],
  ["Abuja for the FCT", { stateOrRegion: "Abuja" }],
  ["Akwa-Ibom", { stateOrRegion: "akwa-ibom" }],
  ["a place that is no state", { stateOrRegion: "London" }],
  ["a long city", { city: "c".repeat(81) }],
  ["a long LGA", { LGA: "l".repeat(81) }],
  ["a four-letter street", { address: "Road" }],
  ["a long street", { address: "s".repeat(301) }],
  ["a blank country", { country: "   " }],
  ["a long country", { country: "n".repeat(61) }],
];

describe("checkShippingAddress", () => {
  it.each(addressCases)("agrees with CreateShippingAddressBodySchema on %s", (_name, change) => {
    const values = { ...goodAddress, ...change };
    const mine = checkShippingAddress(values);
    const schema = CreateShippingAddressBodySchema.safeParse(values);
    if (schema.success) {
      expect(mine).toEqual({ ok: true, body: schema.data });
    } else {
      expect(mine).toEqual({ ok: false, errors: schemaErrors(schema.error.issues) });
    }
  });

  it("names the state and leaves blank optional places null", () => {
    const checked = checkShippingAddress({ ...goodAddress, stateOrRegion: "Federal Capital Territory", city: "  " });
    expect(checked).toMatchObject({ ok: true, body: { stateOrRegion: "FCT", city: null, LGA: null, emailAddress: "ada@example.com" } });
  });
});

const goodPurchase: GiftCardPurchaseFields = { amount: "10000", recipientEmail: "friend@example.com", recipientName: "", message: "" };

const purchaseCases: [string, Partial<GiftCardPurchaseFields>][] = [
  ["a good purchase", {}],
  ["an amount with naira sign and commas", { amount: "₦25,000.50" }],
  ["a blank amount", { amount: "" }],
  ["an amount that is no number", { amount: "ten" }],
  ["an amount below the least", { amount: "999.99" }],
  ["an amount above the most", { amount: "500000.01" }],
  ["three decimals", { amount: "1000.123" }],
  ["the least and most amounts", { amount: "1000" }],
  ["a bad email", { recipientEmail: "friend" }],
  ["a blank email", { recipientEmail: "" }],
  ["a name and message with spaces", { recipientName: "  Ada ", message: " Enjoy " }],
  ["a long name", { recipientName: "n".repeat(121) }],
  ["a long message", { message: "m".repeat(501) }],
];

describe("checkGiftCardPurchase", () => {
  it.each(purchaseCases)("agrees with PurchaseGiftCardBodySchema on %s", (_name, change) => {
    const values = { ...goodPurchase, ...change };
    const mine = checkGiftCardPurchase(values);
    const schema = PurchaseGiftCardBodySchema.safeParse({ ...values, amount: parseNairaInput(values.amount) });
    if (schema.success) {
      const body = schema.data;
      // Blank name and message are left out of the request, as the form always did.
      expect(mine).toEqual({ ok: true, body: { ...body, recipientName: body.recipientName || undefined, message: body.message || undefined } });
    } else {
      expect(mine).toEqual({ ok: false, errors: schemaErrors(schema.error.issues) });
    }
  });

  it("reads typed amounts", () => {
    expect(parseNairaInput("₦ 10,000")).toBe(10000);
    expect(parseNairaInput("1e3")).toBeNaN();
    expect(parseNairaInput("")).toBeNaN();
  });
});

describe("checkGiftCardCode", () => {
  it.each(["", "  ", "ABC", "BMG-2026-ABCD", " bmg-abcd-1234 ", "BMG_ABCD_1234", "X".repeat(41)])("agrees with GiftCardCodeSchema on %j", (value) => {
    const schema = GiftCardCodeSchema.safeParse(value);
    expect(checkGiftCardCode(value)).toEqual(schema.success ? { ok: true, code: schema.data } : { ok: false, error: schema.error.issues[0]?.message });
  });
});
