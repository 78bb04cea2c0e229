import { z } from "zod";
import { ADMIN_ROLES, TOKEN_KINDS } from "../http.js";

export const ACCOUNT_TYPES = ["customer", "merchant", "admin", "superadmin", "dispatcher", "scheduler"] as const;
export const USER_ROLES = [...ACCOUNT_TYPES, "staff", "partner"] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const AdminRoleSchema = z.enum(ADMIN_ROLES);

/** Spec §3 "User info". */
export const UserInfoSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.email(),
  category: z.enum(TOKEN_KINDS),
  role: z.enum(USER_ROLES),
  storeId: z.uuid().nullable(),
  storeName: z.string().nullable(),
  isRegisteredBusiness: z.boolean(),
  image: z.string().nullable(),
  lastLogin: z.string().nullable(),
  permissions: z.array(z.string()),
  /** Shipping partners only (spec §3 partner login data: name, logo, email, shippingCompany). */
  name: z.string().optional(),
  logo: z.string().nullable().optional(),
  shippingCompany: z.string().optional(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

/** Spec §3 "customer info". */
export const CustomerInfoSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.email(),
  role: z.literal("customer"),
});
export type CustomerInfo = z.infer<typeof CustomerInfoSchema>;

/** Spec §3 shipping partner login data. */
export const PartnerLoginInfoSchema = z.object({
  name: z.string(),
  logo: z.string().nullable(),
  email: z.email(),
  shippingCompany: z.string(),
});
