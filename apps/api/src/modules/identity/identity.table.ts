import { sql } from "drizzle-orm";
import { bigserial, boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.js";

const ts = (name?: string) => (name ? timestamp(name, { withTimezone: true }) : timestamp({ withTimezone: true }));

/** Every person who signs in. `kind` is the token kind; one email may hold one account per kind. */
export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().$type<"customer" | "merchant" | "admin" | "partner">().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phoneNumber: text(),
    role: text().notNull(),
    image: text(),
    isActive: boolean().notNull().default(true),
    emailConfirmedAt: ts(),
    lastLoginAt: ts(),
    ...timestamps(),
  },
  (t) => [uniqueIndex("users_kind_email_uq").on(t.kind, sql`lower(${t.email})`)],
);

/** One row per login; a token is valid only while its session is neither revoked nor expired. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    ip: text(),
    userAgent: text(),
    createdAt: ts().notNull().defaultNow(),
    expiresAt: ts().notNull(),
    revokedAt: ts(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Single-use email-confirmation and password-reset tokens, stored as SHA-256 only. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text().$type<"confirm_email" | "reset_password">().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: ts().notNull(),
    usedAt: ts(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [index("auth_tokens_user_idx").on(t.userId, t.purpose)],
);

/** Failed logins, read to rate-limit per account and per IP. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    kind: text().notNull(),
    email: text().notNull(),
    ip: text().notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index("login_failures_account_idx").on(t.kind, t.email, t.createdAt),
    index("login_failures_ip_idx").on(t.ip, t.createdAt),
  ],
);

/** Admin roles and what each may do (super admin lists them). */
export const roles = pgTable("roles", {
  name: text().primaryKey(),
  kind: text().notNull(),
  description: text().notNull(),
});

export const permissions = pgTable(
  "permissions",
  {
    role: text()
      .notNull()
      .references(() => roles.name, { onDelete: "cascade" }),
    permission: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.permission] })],
);
