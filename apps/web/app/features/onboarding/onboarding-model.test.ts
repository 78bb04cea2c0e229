import type { MerchantOnboardingStatus } from "@bitmarte/contracts";
import { describe, expect, it } from "vitest";
import {
  AddressStepSchema,
  addressBody,
  addressValues,
  approvalSummary,
  firstOpenStep,
  IdentityStepSchema,
  isStepComplete,
  ONBOARDING_STEPS,
  percentageOf,
} from "./onboarding-model";
import { keptOnPlan } from "./plan-step";

const DOC = "/api/v1/uploads/0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a01";
const home = { street: "14 Allen Avenue", city: "Ikeja", state: "Lagos", country: "Nigeria", LGA: "Ikeja" };

function status(overrides: Partial<MerchantOnboardingStatus["onBoardingInfo"]> = {}, states: Record<string, boolean> = {}): MerchantOnboardingStatus {
  return {
    percentageComplete: 25,
    states: [
      { key: "account", label: "Create your account", complete: true },
      { key: "business_info", label: "Business information", complete: !!states.business_info },
      { key: "store_profile", label: "Store profile", complete: !!states.store_profile },
      { key: "pricing_plan", label: "Pricing plan", complete: !!states.pricing_plan },
    ],
    onBoardingInfo: {
      dateOfBirth: null,
      nationality: null,
      idDocumentType: null,
      idDocumentNumber: null,
      idDocumentUrl: null,
      homeAddress: null,
      useHomeAddress: false,
      proofOfAddress: null,
      staffSize: null,
      category: null,
      physicalLocation: null,
      pickupLocation: null,
      subCategoryIds: [],
      pricingPlanId: null,
      ...overrides,
    },
    approval: { status: "pending", firstApproval: false, secondApproval: false, rejectionReason: null },
  };
}

describe("onboarding progress", () => {
  it("starts at 25% and on the identity step", () => {
    expect(percentageOf(undefined)).toBe(25);
    expect(firstOpenStep(status())).toBe(0);
  });

  it("opens the first step that still needs answers", () => {
    const identity = { idDocumentType: "nin" as const, idDocumentNumber: "12345678901", idDocumentUrl: DOC, dateOfBirth: "1990-01-02", nationality: "Nigerian" };
    expect(firstOpenStep(status(identity))).toBe(1);
    const addresses = { ...identity, homeAddress: home, useHomeAddress: true, proofOfAddress: DOC };
    expect(firstOpenStep(status(addresses))).toBe(2);
    const business = { ...addresses, staffSize: "2-10", category: "Fashion" };
    expect(firstOpenStep(status(business, { business_info: true }))).toBe(3);
    expect(firstOpenStep(status(business, { business_info: true, store_profile: true }))).toBe(4);
    expect(firstOpenStep(status({ ...business, pricingPlanId: DOC.slice(-36) }, { business_info: true, store_profile: true, pricing_plan: true }))).toBe(
      ONBOARDING_STEPS.length,
    );
  });

  it("needs a physical location unless the home address is used", () => {
    expect(isStepComplete("addresses", status({ homeAddress: home, proofOfAddress: DOC }))).toBe(false);
    expect(isStepComplete("addresses", status({ homeAddress: home, proofOfAddress: DOC, physicalLocation: home }))).toBe(true);
  });

  it("tells a rejected merchant what to do and a finished one that review is under way", () => {
    expect(approvalSummary({ status: "rejected", firstApproval: false, secondApproval: false, rejectionReason: "x" }, 100).tone).toBe("danger");
    expect(approvalSummary({ status: "pending", firstApproval: false, secondApproval: false, rejectionReason: null }, 100).description).toMatch(/review queue/);
    expect(approvalSummary({ status: "pending", firstApproval: false, secondApproval: false, rejectionReason: null }, 50).description).toMatch(/^Finish onboarding/);
  });
});

describe("identity step", () => {
  it("requires an uploaded document and a real date", () => {
    const base = { idDocumentType: "nin", idDocumentNumber: "12345678901", idDocumentUrl: DOC, dateOfBirth: "1990-02-28", nationality: "Nigerian" };
    expect(IdentityStepSchema.safeParse(base).success).toBe(true);
    expect(IdentityStepSchema.safeParse({ ...base, idDocumentUrl: null }).success).toBe(false);
    expect(IdentityStepSchema.safeParse({ ...base, dateOfBirth: "1990-02-30" }).success).toBe(false);
  });
});

describe("addresses step", () => {
  const values = { ...addressValues(undefined), homeAddress: { ...home }, proofOfAddress: DOC };

  it("checks the physical location only when the home address is not used", () => {
    expect(AddressStepSchema.safeParse({ ...values, useHomeAddress: true }).success).toBe(true);
    const result = AddressStepSchema.safeParse({ ...values, useHomeAddress: false });
    expect(result.success).toBe(false);
    expect(result.error?.issues.some((i) => i.path[0] === "physicalLocation")).toBe(true);
  });

  it("sends no physical location with 'use home address' and a null pickup for 'same as business'", () => {
    const body = addressBody({ ...values, useHomeAddress: true, pickupSameAsPhysical: true });
    expect(body.useHomeAddress).toBe(true);
    expect(body.physicalLocation).toBeUndefined();
    expect(body.pickupLocation).toBeNull();
    expect(body.proofOfAddress).toBe(DOC);
  });

  it("sends a separate pickup address when one is given", () => {
    const pickup = { street: "2 Broad Street", city: "Lagos Island", state: "Lagos", country: "Nigeria", LGA: "" };
    const body = addressBody({ ...values, useHomeAddress: false, physicalLocation: { ...home }, pickupSameAsPhysical: false, pickupLocation: pickup });
    expect(body.physicalLocation?.street).toBe("14 Allen Avenue");
    expect(body.pickupLocation).toMatchObject({ street: "2 Broad Street", city: "Lagos Island" });
  });

  it("reads 'same as business' back when the pickup equals the physical location", () => {
    const back = addressValues({ ...status().onBoardingInfo, physicalLocation: home, pickupLocation: { ...home } });
    expect(back.pickupSameAsPhysical).toBe(true);
  });
});

describe("pricing plans", () => {
  it("works out what the merchant keeps to the kobo", () => {
    expect(keptOnPlan({ commissionPercentage: 10, monthlyFee: 0 })).toBe(90_000);
    expect(keptOnPlan({ commissionPercentage: 7.5, monthlyFee: 5_000 })).toBe(87_500);
    expect(keptOnPlan({ commissionPercentage: 2.35, monthlyFee: 0.1 }, 1_234.56)).toBe(1_205.45);
  });
});
