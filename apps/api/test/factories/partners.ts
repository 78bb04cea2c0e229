import { randomBytes } from "node:crypto";
import type { PartnerOnboardBody } from "@bitmarte/contracts";
import sharp from "sharp";

let png: Promise<string> | null = null;
/** A small PNG signature as a data URL (what the public onboarding form sends). */
export function signatureDataUrl(): Promise<string> {
  png ??= sharp({ create: { width: 240, height: 80, channels: 3, background: "#ffffff" } })
    .composite([{ input: Buffer.from('<svg width="240" height="80"><path d="M10 60 C 60 10, 90 70, 140 30 S 200 50, 230 20" stroke="#123" stroke-width="4" fill="none"/></svg>') }])
    .png()
    .toBuffer()
    .then((b) => `data:image/png;base64,${b.toString("base64")}`);
  return png;
}

/** A one-page PDF as a data URL. */
export function pdfDataUrl(): string {
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
  return `data:application/pdf;base64,${pdf.toString("base64")}`;
}

const digits = (n: number) => Array.from(randomBytes(n), (b) => String(b % 10)).join("");

/** A complete, valid application with a unique email and RC number; `overrides` replace whole sections. */
export async function partnerApplication(overrides: Partial<PartnerOnboardBody> = {}): Promise<PartnerOnboardBody> {
  const tag = digits(7);
  return {
    company: {
      companyName: `Lagos Haulage ${tag} Ltd`,
      rcNumber: `RC ${tag}`,
      vatNumber: `${tag}-0001`,
      officeAddress: "21 Creek Road, Apapa, Lagos",
      postalAddress: "P.O. Box 1021, Apapa",
      phoneNumber: "+2348031234567",
      email: `ops-${tag}@haulage.example`,
      contactPerson: { name: "Ngozi Eze", phoneNumber: "+2348099990000", designation: "Operations Manager" },
      lineOfBusiness: "Parcel delivery and haulage",
    },
    bankDetails: {
      bankName: "Guaranty Trust Bank",
      bankCode: "058",
      branch: "Apapa",
      accountNumber: `01${digits(8)}`,
    },
    certification: {
      name: "Ngozi Eze",
      designation: "Operations Manager",
      signature: await signatureDataUrl(),
      date: new Date().toISOString().slice(0, 10),
    },
    ...overrides,
  };
}
