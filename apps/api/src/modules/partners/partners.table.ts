import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../identity/identity.table.js";

/** The onboarding answers as stored: the account number in full, and the bank's code. */
export interface StoredPartnerOnboarding {
  company: {
    companyName: string;
    rcNumber: string;
    vatNumber: string | null;
    officeAddress: string;
    postalAddress: string | null;
    phoneNumber: string;
    email: string;
    contactPerson: { name: string; phoneNumber: string; designation: string };
    lineOfBusiness: string;
  };
  bankDetails: {
    bankName: string;
    bankCode: string | null;
    branch: string | null;
    /** As the bank's name enquiry answered it. */
    accountName: string;
    accountNumber: string;
    swiftCodeSortCodeIban: { type: "swift" | "sort_code" | "iban"; code: string } | null;
  };
  certification: {
    name: string;
    designation: string;
    /** Upload urls (documents owned by the partner's user). */
    signature: string;
    date: string;
    introducedBy: { name: string; signature: string } | null;
  };
}

export type PartnerStatusValue = "pending" | "approved" | "rejected" | "deactivated";

/**
 * A shipping partner company; its login user signs in with a partner token. An application is a
 * `pending` row whose user is inactive and has no usable password until an admin approves it.
 */
export const partners = pgTable(
  "partners",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    companyName: text().notNull(),
    logo: text(),
    status: text().$type<PartnerStatusValue>().notNull().default("pending"),
    /** CAC registration number as given; unique (ignoring case, spaces and dashes) among live rows. */
    rcNumber: text(),
    vatNumber: text(),
    /** Null only for partners made before onboarding existed (demo and test rows). */
    onboarding: jsonb().$type<StoredPartnerOnboarding>(),
    approvedAt: timestamp({ withTimezone: true }),
    approvedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("partners_rc_number_uq")
      .on(sql`upper(regexp_replace(${t.rcNumber}, '[^A-Za-z0-9]', '', 'g'))`)
      .where(sql`${t.rcNumber} is not null and ${t.status} <> 'rejected'`),
    index("partners_status_created_idx").on(t.status, t.createdAt),
  ],
);
