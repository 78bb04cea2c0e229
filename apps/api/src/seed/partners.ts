import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { Storage } from "../adapters/storage/storage.js";
import { offlineAccountName } from "../adapters/bank/index.js";
import type { Db } from "../db/client.js";
import { hashPassword } from "../lib/crypto.js";
import { findUserByEmail, insertUser } from "../modules/identity/index.js";
import { partners, type StoredPartnerOnboarding } from "../modules/partners/partners.table.js";
import { uploadUrl } from "../modules/uploads/index.js";
import { uploads } from "../modules/uploads/uploads.table.js";

interface DemoPartner {
  email: string;
  company: string;
  rcNumber: string;
  vatNumber: string;
  city: string;
  contact: [first: string, last: string, designation: string];
  phone: string;
  bank: { name: string; code: string; accountNumber: string };
  daysAgo: number;
}

const APPLICATIONS: DemoPartner[] = [
  {
    email: "applications@ekodispatch.example",
    company: "Eko Dispatch Services Ltd",
    rcNumber: "RC 1456732",
    vatNumber: "10456732-0001",
    city: "Yaba, Lagos",
    contact: ["Bolanle", "Ajayi", "Operations Manager"],
    phone: "+2348025550101",
    bank: { name: "Zenith Bank", code: "057", accountNumber: "1012345678" },
    daysAgo: 3,
  },
  {
    email: "hello@arewaexpress.example",
    company: "Arewa Express Couriers Ltd",
    rcNumber: "RC 987213",
    vatNumber: "",
    city: "Kano",
    contact: ["Sani", "Abdullahi", "Managing Director"],
    phone: "+2348035550202",
    bank: { name: "Moniepoint MFB", code: "50515", accountNumber: "6023456789" },
    daysAgo: 1,
  },
];

const signatureSvg = (name: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160"><rect width="100%" height="100%" fill="#fff"/><text x="24" y="100" font-family="cursive, serif" font-style="italic" font-size="52" fill="#1b2a6b">${name}</text><line x1="20" y1="124" x2="460" y2="124" stroke="#999" stroke-width="2"/></svg>`;

function onboardingOf(p: DemoPartner, signature: string, date: string): StoredPartnerOnboarding {
  return {
    company: {
      companyName: p.company,
      rcNumber: p.rcNumber,
      vatNumber: p.vatNumber || null,
      officeAddress: `12 Commercial Avenue, ${p.city}`,
      postalAddress: null,
      phoneNumber: p.phone,
      email: p.email,
      contactPerson: { name: `${p.contact[0]} ${p.contact[1]}`, phoneNumber: p.phone, designation: p.contact[2] },
      lineOfBusiness: "Last-mile parcel delivery and haulage",
    },
    bankDetails: {
      bankName: p.bank.name,
      bankCode: p.bank.code,
      branch: null,
      accountName: offlineAccountName(p.bank.accountNumber),
      accountNumber: p.bank.accountNumber,
      swiftCodeSortCodeIban: null,
    },
    certification: { name: `${p.contact[0]} ${p.contact[1]}`, designation: p.contact[2], signature, date, introducedBy: null },
  };
}

/**
 * Demo shipping partners: the approved demo partner (partner@bitmarte.test) gets its onboarding
 * answers, and two companies wait for review. Signatures are small PNGs in storage.
 */
export async function seedDemoPartners(db: Db, opts: { storage: Storage; log?: (m: string) => void }): Promise<void> {
  const now = new Date();
  const writes: { key: string; bytes: Buffer }[] = [];
  const unusable = await hashPassword(randomBytes(32).toString("base64url"));
  await db.transaction(async (tx) => {
    const addSignature = async (ownerUserId: string, name: string) => {
      const id = randomUUID();
      const bytes = await sharp(Buffer.from(signatureSvg(name))).png().toBuffer();
      const storageKey = `documents/${id.slice(0, 2)}/${id}.png`;
      await tx.insert(uploads).values({ id, ownerUserId, kind: "document", mime: "image/png", size: bytes.length, storageKey, originalName: "signature.png", createdAt: now });
      writes.push({ key: storageKey, bytes });
      return uploadUrl(id);
    };

    const demoUser = await findUserByEmail(tx, "partner", "partner@bitmarte.test");
    if (demoUser) {
      const demo: DemoPartner = {
        email: "partner@bitmarte.test",
        company: "Swift Logistics Ltd",
        rcNumber: "RC 1203344",
        vatNumber: "11203344-0001",
        city: "Ikeja, Lagos",
        contact: ["Kola", "Adebayo", "Head of Logistics"],
        phone: "+2348012345678",
        bank: { name: "Guaranty Trust Bank", code: "058", accountNumber: "0123456789" },
        daysAgo: 30,
      };
      const signature = await addSignature(demoUser.id, "Kola Adebayo");
      await tx
        .update(partners)
        .set({ rcNumber: demo.rcNumber, vatNumber: demo.vatNumber, onboarding: onboardingOf(demo, signature, now.toISOString().slice(0, 10)), approvedAt: now })
        .where(eq(partners.userId, demoUser.id));
    }

    for (const p of APPLICATIONS) {
      const createdAt = new Date(now.getTime() - p.daysAgo * 86400_000);
      const user = await insertUser(tx, {
        kind: "partner",
        role: "partner",
        email: p.email,
        passwordHash: unusable,
        firstName: p.contact[0],
        lastName: p.contact[1],
        phoneNumber: p.phone,
        isActive: false,
      });
      const signature = await addSignature(user.id, `${p.contact[0]} ${p.contact[1]}`);
      await tx.insert(partners).values({
        userId: user.id,
        companyName: p.company,
        status: "pending",
        rcNumber: p.rcNumber,
        vatNumber: p.vatNumber || null,
        onboarding: onboardingOf(p, signature, createdAt.toISOString().slice(0, 10)),
        createdAt,
        updatedAt: createdAt,
      });
    }
  });
  await Promise.all(writes.map((w) => opts.storage.put(w.key, w.bytes, "image/png")));
  opts.log?.(`Demo shipping partners: 1 approved, ${APPLICATIONS.length} applications.`);
}
