import { CreatePartnerBodySchema, IBAN_CODE_TYPES, type PartnerOnboardBody, PartnerOnboardBodySchema } from "@bitmarte/contracts";
import type { z } from "zod";

/** The partner application form's values; groups mirror the request so server errors land on their fields. */
export interface PartnerFormValues {
  company: {
    companyName: string;
    rcNumber: string;
    vatNumber: string;
    officeAddress: string;
    postalAddress: string;
    phoneNumber: string;
    email: string;
    contactPerson: { name: string; phoneNumber: string; designation: string };
    lineOfBusiness: string;
  };
  bankDetails: {
    bankCode: string;
    bankName: string;
    accountNumber: string;
    /** Filled by the bank check; the server stores the bank's answer itself. */
    accountName: string;
    branch: string;
    codeType: "" | (typeof IBAN_CODE_TYPES)[number];
    code: string;
  };
  certification: {
    name: string;
    designation: string;
    /** A data URL (public form) or an upload url. */
    signature: string;
    date: string;
    withIntroducer: boolean;
    introducedBy: { name: string; signature: string };
    confirmed: boolean;
  };
  /** Admins only: an uploaded image's url. */
  logo: string;
}

export const PARTNER_STEPS = [
  { key: "company", label: "Company", description: "Who you are and who we should talk to." },
  { key: "bankDetails", label: "Bank details", description: "Where Bitmarte pays you for deliveries. We check the account with your bank." },
  { key: "certification", label: "Certification", description: "Sign the application to confirm the details are correct." },
] as const;
export type PartnerStepKey = (typeof PARTNER_STEPS)[number]["key"];

export const IBAN_CODE_LABELS: Record<(typeof IBAN_CODE_TYPES)[number], string> = {
  swift: "SWIFT / BIC",
  sort_code: "Sort code",
  iban: "IBAN",
};

/** Today as YYYY-MM-DD in the viewer's time zone. */
export function localToday(now = new Date()): string {
  const offset = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offset).toISOString().slice(0, 10);
}

export function emptyPartnerForm(today = localToday()): PartnerFormValues {
  return {
    company: {
      companyName: "",
      rcNumber: "",
      vatNumber: "",
      officeAddress: "",
      postalAddress: "",
      phoneNumber: "",
      email: "",
      contactPerson: { name: "", phoneNumber: "", designation: "" },
      lineOfBusiness: "",
    },
    bankDetails: { bankCode: "", bankName: "", accountNumber: "", accountName: "", branch: "", codeType: "", code: "" },
    certification: {
      name: "",
      designation: "",
      signature: "",
      date: today,
      withIntroducer: false,
      introducedBy: { name: "", signature: "" },
      confirmed: false,
    },
    logo: "",
  };
}

const blankToUndefined = (s: string) => (s.trim() ? s : undefined);

/** The request body (POST /partners/onboard); blank optional fields are left out. */
export function partnerBody(values: PartnerFormValues): z.input<typeof PartnerOnboardBodySchema> {
  const { company, bankDetails, certification } = values;
  return {
    company: {
      ...company,
      vatNumber: blankToUndefined(company.vatNumber),
      postalAddress: blankToUndefined(company.postalAddress),
    },
    bankDetails: {
      bankName: bankDetails.bankName,
      bankCode: blankToUndefined(bankDetails.bankCode),
      branch: blankToUndefined(bankDetails.branch),
      accountName: blankToUndefined(bankDetails.accountName),
      accountNumber: bankDetails.accountNumber,
      swiftCodeSortCodeIban: bankDetails.codeType || bankDetails.code.trim() ? { type: bankDetails.codeType as "swift", code: bankDetails.code } : undefined,
    },
    certification: {
      name: certification.name,
      designation: certification.designation,
      signature: certification.signature,
      date: certification.date,
      introducedBy: certification.withIntroducer ? certification.introducedBy : undefined,
    },
  };
}

/** POST /partners (admin): the same body and the logo. */
export function createPartnerBody(values: PartnerFormValues): z.input<typeof CreatePartnerBodySchema> {
  return { ...partnerBody(values), logo: blankToUndefined(values.logo) };
}

/** A server or schema field path as the form names it (the code type's errors show on the code field). */
export function formPath(path: string): string {
  return path.replace(/^bankDetails\.swiftCodeSortCodeIban\.type$/, "bankDetails.codeType").replace(/^bankDetails\.swiftCodeSortCodeIban(\.code)?$/, "bankDetails.code");
}

/** The step a field belongs to, to open it when the server refuses a field. */
export function stepOfPath(path: string): number {
  const key = formPath(path).split(".")[0];
  const index = PARTNER_STEPS.findIndex((s) => s.key === key);
  return index === -1 ? 0 : index;
}

interface Issue {
  path: PropertyKey[];
  message: string;
}

/** The errors of one step, as `{ "company.email": "…" }`; the bank step also needs the account checked. */
export function stepErrors(values: PartnerFormValues, step: PartnerStepKey): Record<string, string> {
  const body = partnerBody(values);
  const schema = PartnerOnboardBodySchema.shape[step];
  const result = schema.safeParse(body[step]);
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues as Issue[]) {
      const path = formPath([step, ...issue.path.map(String)].join("."));
      errors[path] ??= issue.message;
    }
  }
  if (step === "bankDetails") {
    if (!values.bankDetails.bankCode) errors["bankDetails.bankCode"] ??= "Choose your bank";
    delete errors["bankDetails.bankName"];
    if (!errors["bankDetails.accountNumber"] && !values.bankDetails.accountName) {
      errors["bankDetails.accountNumber"] = "Wait for the account name from your bank, or check the account number";
    }
    if (values.bankDetails.code.trim() && !values.bankDetails.codeType) errors["bankDetails.codeType"] = "Choose the code type";
  }
  if (step === "certification") {
    if (!values.certification.signature) errors["certification.signature"] = "Upload a signature";
    if (values.certification.withIntroducer && !values.certification.introducedBy.signature) {
      errors["certification.introducedBy.signature"] = "Upload the introducer's signature";
    }
    if (!values.certification.confirmed) errors["certification.confirmed"] = "Confirm that the details are correct";
  }
  return errors;
}
