import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import type { Storage } from "../adapters/storage/storage.js";
import type { Db, Tx } from "../db/client.js";
import { hashPassword } from "../lib/crypto.js";
import { users } from "../modules/identity/identity.table.js";
import { hubs } from "../modules/merchants/hubs.table.js";
import { type AddressValue, merchants, pricingPlans } from "../modules/merchants/merchants.table.js";
import { slugify } from "../modules/merchants/index.js";
import { storeFollowers, storePolicies, stores } from "../modules/merchants/stores.table.js";
import { storeApprovalEvents, storeProfiles, type StoreSocials } from "../modules/merchants/stores.table.js";
import { uploads } from "../modules/uploads/uploads.table.js";
import { uploadUrl } from "../modules/uploads/index.js";

const DEMO_PASSWORD = "Bitmarte#2026";

type Review = "live" | "pending" | "first_approved" | "rejected";
type PlanCode = "starter" | "growth" | "premium";

interface DemoMerchant {
  storeName: string;
  owner: [string, string];
  category: string;
  city: string;
  state: string;
  lga: string;
  street: string;
  plan: PlanCode;
  staffSize: string;
  review: Review;
  hub?: string;
  rejectionReason?: string;
  /** Applies for a hub (the application waits for an admin). */
  hubApplication?: { name: string; street: string; city: string; state: string; lga: string };
}

export const DEMO_MERCHANTS: DemoMerchant[] = [
  { storeName: "Eko Gadget Hub", owner: ["Chinedu", "Eze"], category: "Phones and electronics", city: "Ikeja", state: "Lagos", lga: "Ikeja", street: "7 Otigba Street, Computer Village", plan: "premium", staffSize: "11-50", review: "live", hub: "Ikeja Hub" },
  { storeName: "Mama Nkechi Kitchen", owner: ["Nkechi", "Okonkwo"], category: "Groceries", city: "Surulere", state: "Lagos", lga: "Surulere", street: "23 Adeniran Ogunsanya Street", plan: "starter", staffSize: "2-10", review: "live" },
  { storeName: "Adire Threads by Bisi", owner: ["Bisi", "Adeyemi"], category: "Fashion", city: "Ibadan", state: "Oyo", lga: "Ibadan North", street: "16 Bodija Market Road", plan: "growth", staffSize: "2-10", review: "live", hub: "Ring Road Hub" },
  { storeName: "Kano Leatherworks", owner: ["Aminu", "Bello"], category: "Bags and leather", city: "Kano", state: "Kano", lga: "Nassarawa", street: "14 Bompai Road", plan: "growth", staffSize: "11-50", review: "live", hubApplication: { name: "Sabon Gari Hub", street: "3 Ibrahim Taiwo Road", city: "Kano", state: "Kano", lga: "Fagge" } },
  { storeName: "Abuja Home Essentials", owner: ["Fatima", "Abdullahi"], category: "Home and kitchen", city: "Wuse 2", state: "FCT", lga: "AMAC", street: "12 Aminu Kano Crescent", plan: "growth", staffSize: "2-10", review: "live", hub: "Wuse Hub" },
  { storeName: "Garden City Beauty", owner: ["Ebiere", "Dikibo"], category: "Beauty", city: "Port Harcourt", state: "Rivers", lga: "Port Harcourt", street: "45 Aba Road", plan: "starter", staffSize: "1", review: "live", hub: "Trans-Amadi Hub" },
  { storeName: "Coal City Books", owner: ["Obinna", "Nwachukwu"], category: "Books and stationery", city: "Enugu", state: "Enugu", lga: "Enugu North", street: "10 Ogui Road", plan: "starter", staffSize: "2-10", review: "live", hubApplication: { name: "Ogui Road Hub", street: "2 Zik Avenue", city: "Enugu", state: "Enugu", lga: "Enugu North" } },
  { storeName: "Benin Bronze Crafts", owner: ["Osaro", "Igbinedion"], category: "Art and crafts", city: "Benin City", state: "Edo", lga: "Oredo", street: "22 Sapele Road", plan: "growth", staffSize: "2-10", review: "live", hubApplication: { name: "Ring Road Benin Hub", street: "1 King's Square", city: "Benin City", state: "Edo", lga: "Oredo" } },
  { storeName: "Jos Plateau Farms", owner: ["Danjuma", "Pam"], category: "Groceries", city: "Jos", state: "Plateau", lga: "Jos North", street: "5 Ahmadu Bello Way", plan: "starter", staffSize: "11-50", review: "live" },
  { storeName: "Calabar Spice Market", owner: ["Ekaette", "Bassey"], category: "Groceries", city: "Calabar", state: "Cross River", lga: "Calabar Municipal", street: "18 Marian Road", plan: "starter", staffSize: "1", review: "live" },
  { storeName: "Aba Made Shoes", owner: ["Ikenna", "Uche"], category: "Shoes", city: "Aba", state: "Abia", lga: "Aba North", street: "3 Faulks Road", plan: "growth", staffSize: "11-50", review: "live" },
  { storeName: "Owerri Naturals", owner: ["Chiamaka", "Anyanwu"], category: "Beauty", city: "Owerri", state: "Imo", lga: "Owerri Municipal", street: "12 Wetheral Road", plan: "starter", staffSize: "2-10", review: "live" },
  { storeName: "Ilorin Aso-Oke House", owner: ["Kehinde", "Abdulkareem"], category: "Fashion", city: "Ilorin", state: "Kwara", lga: "Ilorin West", street: "40 Taiwo Road", plan: "growth", staffSize: "2-10", review: "live" },
  { storeName: "Kaduna Textile Outlet", owner: ["Hauwa", "Suleiman"], category: "Fabrics", city: "Kaduna", state: "Kaduna", lga: "Kaduna North", street: "8 Ahmadu Bello Way", plan: "premium", staffSize: "51-200", review: "live" },
  { storeName: "Lekki Baby and Kids", owner: ["Tolulope", "Bankole"], category: "Baby and kids", city: "Lekki", state: "Lagos", lga: "Eti-Osa", street: "21 Admiralty Way", plan: "growth", staffSize: "2-10", review: "live", hub: "Ikeja Hub" },
  { storeName: "Warri Sports Arena", owner: ["Ejiro", "Okoro"], category: "Sports and fitness", city: "Effurun", state: "Delta", lga: "Uvwie", street: "60 Effurun-Sapele Road", plan: "starter", staffSize: "2-10", review: "live" },
  { storeName: "Uyo Smart Appliances", owner: ["Idara", "Udoh"], category: "Appliances", city: "Uyo", state: "Akwa Ibom", lga: "Uyo", street: "33 Oron Road", plan: "growth", staffSize: "11-50", review: "live" },
  { storeName: "Onitsha Auto Spares", owner: ["Emeka", "Obi"], category: "Car parts", city: "Onitsha", state: "Anambra", lga: "Onitsha North", street: "4 New Market Road", plan: "starter", staffSize: "11-50", review: "live" },
  { storeName: "Ibadan Organic Pantry", owner: ["Ronke", "Ogunleye"], category: "Groceries", city: "Ibadan", state: "Oyo", lga: "Ibadan South-West", street: "9 Ring Road", plan: "starter", staffSize: "1", review: "live", hub: "Ring Road Hub" },
  { storeName: "PH Gadget Plaza", owner: ["Tamuno", "Briggs"], category: "Phones and electronics", city: "Port Harcourt", state: "Rivers", lga: "Obio/Akpor", street: "77 Trans-Amadi Road", plan: "premium", staffSize: "11-50", review: "live", hub: "Trans-Amadi Hub" },
  { storeName: "Yaba Tech Accessories", owner: ["Segun", "Ajayi"], category: "Computer accessories", city: "Yaba", state: "Lagos", lga: "Lagos Mainland", street: "112 Herbert Macaulay Way", plan: "growth", staffSize: "2-10", review: "live" },
  { storeName: "Maitama Luxe Perfumes", owner: ["Zainab", "Musa"], category: "Beauty", city: "Maitama", state: "FCT", lga: "AMAC", street: "6 Gana Street", plan: "premium", staffSize: "2-10", review: "live", hub: "Wuse Hub" },
  // Waiting for review.
  { storeName: "Sokoto Grains Co-op", owner: ["Abubakar", "Dan-Fodio"], category: "Groceries", city: "Sokoto", state: "Sokoto", lga: "Sokoto North", street: "2 Sultan Abubakar Road", plan: "starter", staffSize: "51-200", review: "pending" },
  { storeName: "Abeokuta Tie and Dye", owner: ["Funmilayo", "Sodipo"], category: "Fashion", city: "Abeokuta", state: "Ogun", lga: "Abeokuta South", street: "11 Itoku Market Road", plan: "starter", staffSize: "1", review: "pending" },
  { storeName: "Makurdi Yam Depot", owner: ["Terhemba", "Iorliam"], category: "Groceries", city: "Makurdi", state: "Benue", lga: "Makurdi", street: "27 Old Otukpo Road", plan: "growth", staffSize: "2-10", review: "pending" },
  { storeName: "Akure Cocoa Delights", owner: ["Adebola", "Fagbemi"], category: "Snacks and drinks", city: "Akure", state: "Ondo", lga: "Akure South", street: "15 Oba Adesida Road", plan: "growth", staffSize: "2-10", review: "first_approved" },
  { storeName: "Lokoja Riverside Crafts", owner: ["Halima", "Ozigi"], category: "Art and crafts", city: "Lokoja", state: "Kogi", lga: "Lokoja", street: "4 Ganaja Road", plan: "starter", staffSize: "1", review: "pending" },
  // Turned down, with the reason the merchant sees.
  {
    storeName: "Quick Cash Phones", owner: ["Femi", "Lawal"], category: "Phones and electronics", city: "Ikeja", state: "Lagos", lga: "Ikeja", street: "1 Pepple Street", plan: "starter", staffSize: "1", review: "rejected",
    rejectionReason: "The name on the NIN slip does not match the account holder. Upload a clear copy of your own NIN slip and update your store profile.",
  },
];

const DEMO_HUBS = [
  { name: "Ikeja Hub", street: "24 Obafemi Awolowo Way", city: "Ikeja", state: "Lagos", lga: "Ikeja", phoneNumber: "+2348091110001", description: "Pickup and drop-off, Monday to Saturday, 8am to 7pm." },
  { name: "Wuse Hub", street: "Plot 1021 Adetokunbo Ademola Crescent, Wuse 2", city: "Abuja", state: "FCT", lga: "AMAC", phoneNumber: "+2348091110002", description: "Serves Abuja and the surrounding states." },
  { name: "Trans-Amadi Hub", street: "15 Trans-Amadi Industrial Layout", city: "Port Harcourt", state: "Rivers", lga: "Obio/Akpor", phoneNumber: "+2348091110003", description: "South-South sorting centre." },
  { name: "Ring Road Hub", street: "3 Ring Road, Challenge", city: "Ibadan", state: "Oyo", lga: "Ibadan South-West", phoneNumber: "+2348091110004", description: "South-West sorting centre." },
];

/**
 * The general store of the demo merchant (merchant@bitmarte.test). Its address stays `demo-store`: the
 * README and the browser journeys open it there.
 */
export const DEMO_STORE = { name: "Allen Avenue Superstore", url: "demo-store" } as const;

/** The phone number shoppers see on the demo merchant's store page. */
export const DEMO_STORE_PHONE = "+2348034417261";

const COLOURS = ["#0b7a6f", "#b45309", "#1e3a8a", "#9d174d", "#166534", "#7c2d12", "#4338ca", "#a16207"];

/** A one-page PDF stating what the demo document stands for (so the admin's document links open). */
function demoPdf(title: string, lines: string[]): Buffer {
  const text = [title, ...lines].map((l, i) => `BT /F1 ${i === 0 ? 18 : 12} Tf 56 ${760 - i * 26} Td (${l.replace(/[()\\]/g, "")}) Tj ET`).join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body);
}

function logoSvg(name: string, colour: string): string {
  const initials = name.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w)).slice(0, 2).map((w) => w[0].toUpperCase()).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
  <rect width="256" height="256" rx="48" fill="${colour}"/>
  <text x="128" y="160" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="104" fill="#fff">${initials}</text>
</svg>`;
}

const address = (m: { street: string; city: string; state: string; lga: string }): AddressValue => ({
  street: m.street,
  city: m.city,
  state: m.state,
  country: "Nigeria",
  LGA: m.lga,
});

function policiesFor(storeId: string, storeName: string, city: string, now: Date) {
  return [
    { storeId, type: "return" as const, title: "Returns", content: `You may return unused items in their original packaging within 7 days of delivery. Start a return from your order page; ${storeName} arranges the pickup.`, createdAt: now, updatedAt: now },
    { storeId, type: "refund" as const, title: "Refunds", content: "Once we receive and check a returned item, Bitmarte refunds the item price to your original payment method or to a gift card within 5 working days.", createdAt: now, updatedAt: now },
    { storeId, type: "shipping" as const, title: "Shipping", content: `Orders placed before 2pm ship the same working day from ${city}. Delivery takes 1 to 2 days within the state and 2 to 5 days elsewhere in Nigeria.`, createdAt: now, updatedAt: now },
  ];
}

function socialsFor(slug: string, i: number): Partial<StoreSocials> {
  const handle = slug.replace(/-/g, "");
  return {
    instagram: `https://instagram.com/${handle}`,
    facebook: i % 2 === 0 ? `https://facebook.com/${handle}` : null,
    twitter: i % 3 === 0 ? `https://x.com/${handle}` : null,
    tiktok: i % 4 === 1 ? `https://tiktok.com/@${handle}` : null,
    youtube: i % 5 === 2 ? `https://youtube.com/@${handle}` : null,
  };
}

const nin = (i: number) => String(22100000000 + i * 7919).padStart(11, "0");
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86400_000);

interface DocumentFiles {
  rows: (typeof uploads.$inferInsert)[];
  writes: { key: string; bytes: Buffer; mime: string }[];
}

/** Inserts the upload rows made so far (before the rows that reference them). */
async function flushUploads(tx: Tx, files: DocumentFiles): Promise<void> {
  if (files.rows.length === 0) return;
  await tx.insert(uploads).values(files.rows);
  files.rows = [];
}

function addDocument(files: DocumentFiles, ownerUserId: string, title: string, lines: string[], now: Date): string {
  const id = randomUUID();
  const bytes = demoPdf(title, lines);
  const storageKey = `documents/${id.slice(0, 2)}/${id}.pdf`;
  files.rows.push({ id, ownerUserId, kind: "document", mime: "application/pdf", size: bytes.length, storageKey, originalName: `${slugify(title)}.pdf`, createdAt: now });
  files.writes.push({ key: storageKey, bytes, mime: "application/pdf" });
  return id;
}

async function addLogo(files: DocumentFiles, ownerUserId: string, storeName: string, colour: string, now: Date): Promise<string> {
  const id = randomUUID();
  const bytes = await sharp(Buffer.from(logoSvg(storeName, colour))).png().toBuffer();
  const storageKey = `images/${id.slice(0, 2)}/${id}.png`;
  files.rows.push({ id, ownerUserId, kind: "image", mime: "image/png", size: bytes.length, storageKey, originalName: `${slugify(storeName)}-logo.png`, createdAt: now });
  files.writes.push({ key: storageKey, bytes, mime: "image/png" });
  return id;
}

async function approverIds(tx: Tx): Promise<{ first: string | null; second: string | null }> {
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.kind, "admin"), inArray(users.email, ["admin@bitmarte.test", "superadmin@bitmarte.test"])));
  const byEmail = new Map(rows.map((r) => [r.email, r.id]));
  return { first: byEmail.get("admin@bitmarte.test") ?? null, second: byEmail.get("superadmin@bitmarte.test") ?? null };
}

/**
 * Demo stores for `npm start`: 22 live stores across Nigeria (owners with complete onboarding, store
 * profiles, policies, plans and both approvals), 5 waiting for review (one with its first approval),
 * 1 rejected, 4 approved hubs and 3 hub applications; the demo merchant's store gets a full profile too. Pass
 * `storage` so the demo documents and logos can be opened; without it only the rows are written.
 */
export async function seedDemoStores(db: Db, opts: { storage?: Storage; log?: (m: string) => void } = {}): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  const files: DocumentFiles = { rows: [], writes: [] };

  await db.transaction(async (tx) => {
    const plans = new Map((await tx.select({ id: pricingPlans.id, code: pricingPlans.code }).from(pricingPlans)).map((p) => [p.code, p.id]));
    const planOf = (code: PlanCode) => plans.get(code) ?? null;
    const approvers = await approverIds(tx);

    // ---- hubs run by the platform ----
    const hubRows = await tx
      .insert(hubs)
      .values(
        DEMO_HUBS.map((h, i) => ({
          ...h,
          country: "Nigeria",
          email: `${slugify(h.name)}@bitmarte.test`,
          status: "approved" as const,
          approvedAt: daysAgo(now, 200 - i),
          approvedBy: approvers.second,
          createdAt: daysAgo(now, 210 - i),
          updatedAt: daysAgo(now, 200 - i),
        })),
      )
      .returning({ id: hubs.id, name: hubs.name });
    const hubId = new Map(hubRows.map((h) => [h.name, h.id]));

    // ---- owners, merchants and stores, in batches ----
    const ownerRows = await tx
      .insert(users)
      .values(
        DEMO_MERCHANTS.map((m, i) => ({
          kind: "merchant" as const,
          role: "merchant",
          email: `${`${m.owner[0]}.${m.owner[1]}`.toLowerCase().replace(/[^a-z.]/g, "")}@bitmarte.test`,
          passwordHash,
          firstName: m.owner[0],
          lastName: m.owner[1],
          phoneNumber: `+23480${String(31000000 + i * 4513).padStart(8, "0")}`,
          emailConfirmedAt: daysAgo(now, 180 - i * 5),
          createdAt: daysAgo(now, 180 - i * 5),
          updatedAt: daysAgo(now, 180 - i * 5),
        })),
      )
      .returning({ id: users.id });

    const merchantValues: (typeof merchants.$inferInsert)[] = [];
    for (const [i, m] of DEMO_MERCHANTS.entries()) {
      const userId = ownerRows[i].id;
      const created = daysAgo(now, 180 - i * 5);
      const complete = m.storeName !== "Lokoja Riverside Crafts";
      const idDoc = complete ? addDocument(files, userId, "NIN slip (demo)", [`${m.owner[0]} ${m.owner[1]}`, `NIN ${nin(i)}`], created) : null;
      const proof = complete ? addDocument(files, userId, "Utility bill (demo)", [`${m.owner[0]} ${m.owner[1]}`, m.street, `${m.city}, ${m.state}`], created) : null;
      merchantValues.push({
        userId,
        isRegisteredBusiness: i % 3 !== 2,
        isVerified: m.review === "live",
        percentageComplete: complete ? 100 : 50,
        idDocumentType: complete ? "nin" : null,
        idDocumentNumber: complete ? nin(i) : null,
        idDocumentUploadId: idDoc,
        dateOfBirth: `${1975 + (i % 20)}-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 27) + 1).padStart(2, "0")}`,
        nationality: "Nigerian",
        homeAddress: address(m),
        useHomeAddress: m.staffSize === "1",
        physicalLocation: address(m),
        pickupLocation: address(m),
        proofOfAddressUploadId: proof,
        staffSize: m.staffSize,
        category: m.category,
        pricingPlanId: complete ? planOf(m.plan) : null,
        pricingPlanSince: complete ? created : null,
        createdAt: created,
        updatedAt: created,
      });
    }
    await flushUploads(tx, files);
    const merchantRows = await tx.insert(merchants).values(merchantValues).returning({ id: merchants.id, userId: merchants.userId });

    const storeValues: (typeof stores.$inferInsert)[] = [];
    for (const [i, m] of DEMO_MERCHANTS.entries()) {
      const created = daysAgo(now, 180 - i * 5);
      const reviewed = daysAgo(now, 178 - i * 5);
      const slug = slugify(m.storeName);
      const logo = opts.storage ? uploadUrl(await addLogo(files, merchantRows[i].userId, m.storeName, COLOURS[i % COLOURS.length], created)) : null;
      const live = m.review === "live";
      const firstDone = live || m.review === "first_approved";
      storeValues.push({
        merchantId: merchantRows[i].id,
        storeName: m.storeName,
        storeUrl: slug,
        logo,
        isRegisteredBusiness: i % 3 !== 2,
        status: live ? "approved" : m.review === "rejected" ? "rejected" : "pending",
        isActive: true,
        firstApproval: firstDone,
        firstApprovedBy: firstDone ? approvers.first : null,
        firstApprovedAt: firstDone ? reviewed : null,
        secondApproval: live,
        secondApprovedBy: live ? approvers.second : null,
        secondApprovedAt: live ? daysAgo(now, 177 - i * 5) : null,
        rejectionReason: m.rejectionReason ?? null,
        rejectedBy: m.review === "rejected" ? approvers.first : null,
        rejectedAt: m.review === "rejected" ? reviewed : null,
        storePhoneNumber: `+23481${String(22000000 + i * 7211).padStart(8, "0")}`,
        isPhysicalLocation: m.staffSize !== "1",
        shippingLocation: { country: "Nigeria", state: m.state, street: m.street, city: m.city },
        bitmarteHubId: m.hub ? (hubId.get(m.hub) ?? null) : null,
        socials: socialsFor(slug, i),
        createdAt: created,
        updatedAt: reviewed,
      });
    }
    await flushUploads(tx, files);
    const storeRows = await tx.insert(stores).values(storeValues).returning();

    await tx.insert(storeProfiles).values(
      storeRows.map((s, i) => ({
        storeId: s.id,
        merchantId: s.merchantId,
        storeName: s.storeName,
        storeUrl: s.storeUrl,
        logo: s.logo,
        storePhoneNumber: s.storePhoneNumber,
        isPhysicalLocation: s.isPhysicalLocation,
        shippingLocation: s.shippingLocation,
        bitmarteHubId: s.bitmarteHubId,
        socials: s.socials,
        createdBy: merchantRows[i].userId,
        createdAt: s.createdAt,
      })),
    );
    await tx.insert(storePolicies).values(
      storeRows.flatMap((s, i) => (DEMO_MERCHANTS[i].review === "live" ? policiesFor(s.id, s.storeName, DEMO_MERCHANTS[i].city, s.createdAt) : [])),
    );

    const events: (typeof storeApprovalEvents.$inferInsert)[] = [];
    for (const [i, s] of storeRows.entries()) {
      const m = DEMO_MERCHANTS[i];
      if (s.firstApproval) events.push({ storeId: s.id, adminUserId: approvers.first, action: "first_approval", createdAt: s.firstApprovedAt ?? now });
      if (s.secondApproval) {
        events.push({ storeId: s.id, adminUserId: approvers.second, action: "payment_category", pricingPlanId: planOf(m.plan), createdAt: s.firstApprovedAt ?? now });
        events.push({ storeId: s.id, adminUserId: approvers.second, action: "second_approval", createdAt: s.secondApprovedAt ?? now });
      }
      if (m.review === "rejected") events.push({ storeId: s.id, adminUserId: approvers.first, action: "rejection", reason: m.rejectionReason, createdAt: s.rejectedAt ?? now });
    }
    await tx.insert(storeApprovalEvents).values(events);

    // ---- hub applications from merchants ----
    await tx.insert(hubs).values(
      DEMO_MERCHANTS.flatMap((m, i) =>
        m.hubApplication
          ? [{
              name: m.hubApplication.name,
              street: m.hubApplication.street,
              city: m.hubApplication.city,
              state: m.hubApplication.state,
              lga: m.hubApplication.lga,
              country: "Nigeria",
              phoneNumber: storeRows[i].storePhoneNumber,
              email: `hubs+${slugify(m.storeName)}@bitmarte.test`,
              description: `A pickup point run by ${m.storeName} for buyers in ${m.hubApplication.city}.`,
              status: "pending" as const,
              merchantId: merchantRows[i].id,
              createdAt: daysAgo(now, 10 - i / 10),
              updatedAt: daysAgo(now, 10 - i / 10),
            }]
          : [],
      ),
    );

    // ---- the demo merchant's store (made by seed/demo.ts) gets a full profile too ----
    const [demo] = await tx.select().from(stores).where(eq(stores.storeUrl, DEMO_STORE.url));
    if (demo) {
      const [owner] = await tx.select().from(merchants).where(eq(merchants.id, demo.merchantId));
      const demoAddress: AddressValue = { street: "5 Allen Avenue", city: "Ikeja", state: "Lagos", country: "Nigeria", LGA: "Ikeja" };
      const idDoc = addDocument(files, owner.userId, "NIN slip (demo)", ["Tunde Bakare", "NIN 12345678901"], now);
      const proof = addDocument(files, owner.userId, "Utility bill (demo)", ["Tunde Bakare", "5 Allen Avenue", "Ikeja, Lagos"], now);
      const logo = opts.storage ? uploadUrl(await addLogo(files, owner.userId, demo.storeName, "#0b7a6f", now)) : null;
      await flushUploads(tx, files);
      await tx
        .update(merchants)
        .set({
          isVerified: true,
          percentageComplete: 100,
          idDocumentType: "nin",
          idDocumentNumber: "12345678901",
          idDocumentUploadId: idDoc,
          dateOfBirth: "1986-03-14",
          nationality: "Nigerian",
          homeAddress: { ...demoAddress, street: "12 Oduduwa Crescent, GRA" },
          useHomeAddress: false,
          physicalLocation: demoAddress,
          pickupLocation: demoAddress,
          proofOfAddressUploadId: proof,
          staffSize: "2-10",
          category: "General merchandise",
          pricingPlanId: planOf("growth"),
          pricingPlanSince: now,
          updatedAt: now,
        })
        .where(eq(merchants.id, owner.id));
      const profile = {
        storeName: demo.storeName,
        storeUrl: demo.storeUrl,
        logo,
        storePhoneNumber: DEMO_STORE_PHONE,
        isPhysicalLocation: true,
        shippingLocation: { country: "Nigeria", state: "Lagos", street: demoAddress.street, city: demoAddress.city },
        bitmarteHubId: hubId.get("Ikeja Hub") ?? null,
        socials: socialsFor(slugify(demo.storeName), 0),
      };
      await tx
        .update(stores)
        .set({
          ...profile,
          status: "approved",
          firstApproval: true,
          firstApprovedBy: approvers.first,
          firstApprovedAt: now,
          secondApproval: true,
          secondApprovedBy: approvers.second,
          secondApprovedAt: now,
          updatedAt: now,
        })
        .where(eq(stores.id, demo.id));
      await tx.insert(storeProfiles).values({ ...profile, storeId: demo.id, merchantId: owner.id, createdBy: owner.userId, createdAt: now });
      await tx.insert(storePolicies).values(policiesFor(demo.id, demo.storeName, "Lagos", now)).onConflictDoNothing();
      await tx.insert(storeApprovalEvents).values([
        { storeId: demo.id, adminUserId: approvers.first, action: "first_approval", createdAt: now },
        { storeId: demo.id, adminUserId: approvers.second, action: "payment_category", pricingPlanId: planOf("growth"), createdAt: now },
        { storeId: demo.id, adminUserId: approvers.second, action: "second_approval", createdAt: now },
      ]);

      // The demo customer follows the demo merchant's store and a few others.
      const [customer] = await tx.select({ id: users.id }).from(users).where(and(eq(users.kind, "customer"), eq(users.email, "customer@bitmarte.test")));
      if (customer) {
        const followed = [demo.id, ...storeRows.filter((s) => s.status === "approved").slice(0, 3).map((s) => s.id)];
        await tx.insert(storeFollowers).values(followed.map((storeId) => ({ storeId, customerUserId: customer.id, createdAt: now }))).onConflictDoNothing();
      }
    }
  });

  // Files after the rows commit; a file without a row would be unreachable, a row without its file answers 404.
  if (opts.storage) {
    const storage = opts.storage;
    await Promise.all(files.writes.map((f) => storage.put(f.key, f.bytes, f.mime)));
  }
  opts.log?.(`Demo stores: ${DEMO_MERCHANTS.length} merchants (${DEMO_MERCHANTS.filter((m) => m.review === "live").length} live), ${DEMO_HUBS.length} hubs.`);
}
