import { PartnerOnboardBodySchema } from "@bitmarte/contracts";
import { describe, expect, it } from "vitest";
import { emptyPartnerForm, formPath, localToday, partnerBody, type PartnerFormValues, stepErrors, stepOfPath } from "./partner-form-model";

function filled(): PartnerFormValues {
  const v = emptyPartnerForm("2026-03-02");
  v.company = {
    companyName: "Eko Riders Ltd",
    rcNumber: "RC 1234567",
    vatNumber: "",
    officeAddress: "12 Marina, Lagos Island",
    postalAddress: " ",
    phoneNumber: "+2348031234567",
    email: "ops@ekoriders.example",
    contactPerson: { name: "Ada Obi", phoneNumber: "08031234567", designation: "Operations" },
    lineOfBusiness: "Dispatch riders",
  };
  v.bankDetails = { bankCode: "058", bankName: "Guaranty Trust Bank", accountNumber: "0123456789", accountName: "OBI ADA GRACE", branch: "", codeType: "", code: "" };
  v.certification = { ...v.certification, name: "Ada Obi", designation: "Director", signature: "data:image/png;base64,iVBORw0KGgo=", confirmed: true };
  return v;
}

describe("partner application form", () => {
  it("builds a body the contract accepts, leaving blank optional fields out", () => {
    const body = partnerBody(filled());
    expect(PartnerOnboardBodySchema.safeParse(body).success).toBe(true);
    expect(body.company.vatNumber).toBeUndefined();
    expect(body.company.postalAddress).toBeUndefined();
    expect(body.bankDetails).toEqual({ bankName: "Guaranty Trust Bank", bankCode: "058", branch: undefined, accountName: "OBI ADA GRACE", accountNumber: "0123456789", swiftCodeSortCodeIban: undefined });
    expect(body.certification.introducedBy).toBeUndefined();
    expect(body.certification.date).toBe("2026-03-02");
  });

  it("checks each step on its own", () => {
    const v = filled();
    expect(stepErrors(v, "company")).toEqual({});
    expect(stepErrors(v, "bankDetails")).toEqual({});
    expect(stepErrors(v, "certification")).toEqual({});
    v.company.email = "nope";
    v.company.contactPerson.name = "";
    expect(Object.keys(stepErrors(v, "company")).sort()).toEqual(["company.contactPerson.name", "company.email"]);
  });

  it("needs a bank, a resolved account and a code type for a code", () => {
    const v = filled();
    v.bankDetails.accountName = "";
    expect(stepErrors(v, "bankDetails")).toEqual({ "bankDetails.accountNumber": "Wait for the account name from your bank, or check the account number" });
    v.bankDetails.accountNumber = "12345";
    expect(stepErrors(v, "bankDetails")["bankDetails.accountNumber"]).toBe("Account numbers have 10 digits");
    v.bankDetails = { ...filled().bankDetails, bankCode: "", bankName: "", code: "GTBINGLA" };
    expect(stepErrors(v, "bankDetails")).toMatchObject({ "bankDetails.bankCode": "Choose your bank", "bankDetails.codeType": "Choose the code type" });
  });

  it("needs a signature, the introducer's when there is one, and the confirmation", () => {
    const v = filled();
    v.certification.signature = "";
    v.certification.withIntroducer = true;
    v.certification.confirmed = false;
    expect(Object.keys(stepErrors(v, "certification")).sort()).toEqual([
      "certification.confirmed",
      "certification.introducedBy.name",
      "certification.introducedBy.signature",
      "certification.signature",
    ]);
  });

  it("maps server paths to the form and its steps", () => {
    expect(formPath("bankDetails.swiftCodeSortCodeIban.code")).toBe("bankDetails.code");
    expect(formPath("bankDetails.swiftCodeSortCodeIban.type")).toBe("bankDetails.codeType");
    expect(stepOfPath("company.rcNumber")).toBe(0);
    expect(stepOfPath("bankDetails.accountNumber")).toBe(1);
    expect(stepOfPath("certification.signature")).toBe(2);
    expect(stepOfPath("logo")).toBe(0);
    expect(localToday(new Date("2026-03-02T10:00:00Z"))).toMatch(/^2026-03-0[12]$/);
  });
});
