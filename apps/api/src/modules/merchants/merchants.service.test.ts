import { describe, expect, it } from "vitest";
import type { MerchantRow } from "./merchants.repository.js";
import { approvalStatusOf, onboardingStates } from "./merchants.service.js";

const address = { street: "5 Allen Avenue", city: "Ikeja", state: "Lagos", country: "Nigeria", LGA: "Ikeja" };
const blank = {
  idDocumentType: null,
  idDocumentNumber: null,
  idDocumentUploadId: null,
  dateOfBirth: null,
  nationality: null,
  homeAddress: null,
  useHomeAddress: false,
  physicalLocation: null,
  proofOfAddressUploadId: null,
  staffSize: null,
  category: null,
  pricingPlanId: null,
} as unknown as MerchantRow;
const businessInfo = {
  ...blank,
  idDocumentType: "nin",
  idDocumentNumber: "12345678901",
  idDocumentUploadId: "d1",
  dateOfBirth: "1990-01-01",
  nationality: "Nigerian",
  homeAddress: address,
  physicalLocation: address,
  proofOfAddressUploadId: "d2",
  staffSize: "1",
  category: "Fashion",
} as MerchantRow;

describe("onboarding progress", () => {
  it("starts at 25 (the account) and adds 25 per completed state", () => {
    expect(onboardingStates(blank, false).percentageComplete).toBe(25);
    expect(onboardingStates(businessInfo, false).percentageComplete).toBe(50);
    expect(onboardingStates(businessInfo, true).percentageComplete).toBe(75);
    expect(onboardingStates({ ...businessInfo, pricingPlanId: "p" } as MerchantRow, true).percentageComplete).toBe(100);
    expect(onboardingStates({ ...blank, pricingPlanId: "p" } as MerchantRow, true).percentageComplete).toBe(75);
  });

  it("counts business info only when every answer is there; the home address may stand in for the physical location", () => {
    expect(onboardingStates({ ...businessInfo, proofOfAddressUploadId: null } as MerchantRow, false).states[1].complete).toBe(false);
    expect(onboardingStates({ ...businessInfo, physicalLocation: null } as MerchantRow, false).states[1].complete).toBe(false);
    expect(onboardingStates({ ...businessInfo, physicalLocation: null, useHomeAddress: true } as MerchantRow, false).states[1].complete).toBe(true);
  });
});

describe("approval status", () => {
  it("shows a pending store with one approval as first_approved", () => {
    expect(approvalStatusOf({ status: "pending", firstApproval: false })).toBe("pending");
    expect(approvalStatusOf({ status: "pending", firstApproval: true })).toBe("first_approved");
    expect(approvalStatusOf({ status: "approved", firstApproval: true })).toBe("approved");
    expect(approvalStatusOf({ status: "rejected", firstApproval: false })).toBe("rejected");
  });
});
