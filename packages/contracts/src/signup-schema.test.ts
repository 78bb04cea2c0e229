import { describe, expect, it } from "vitest";
import { MerchantOnboardBodySchema, MerchantSignupSchema } from "./index.js";

const base = { firstName: "Ada", lastName: "Obi", email: "ada@example.test", password: "Secret123", storeName: "Ada Wears" };
const firstMessage = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  r.error?.issues.find((i) => i.path[0] === field)?.message;

describe("merchant sign-up: phone number", () => {
  it("says a number that is not one is not valid, and a missing one is required", () => {
    expect(firstMessage(MerchantSignupSchema.safeParse({ ...base, phoneNumber: "abc" }), "phoneNumber")).toBe("Enter a valid phone number");
    expect(firstMessage(MerchantSignupSchema.safeParse({ ...base, phoneNumber: "" }), "phoneNumber")).toBe("Phone number is required");
    expect(MerchantSignupSchema.safeParse({ ...base, phoneNumber: "+234 803 123 4567" }).success).toBe(true);
    expect(MerchantSignupSchema.safeParse({ ...base, phoneNumber: "08031234567" }).success).toBe(true);
  });
});

describe("onboarding: identity document type", () => {
  it("names the choices in words, not codes", () => {
    const message = firstMessage(MerchantOnboardBodySchema.safeParse({ idDocumentType: "library card" }), "idDocumentType");
    expect(message).toBe("Choose an identity document: NIN, international passport, driver's licence or voter's card");
  });
});
