import { z } from "zod";
import { TOKEN_KINDS } from "../http.js";
import { UserInfoSchema } from "./users.js";

const email = z.email("Enter a valid email address").transform((e) => e.trim().toLowerCase());
export const PasswordSchema = z
  .string()
  .min(8, "Password must be at least 8 characters")
  .max(128, "Password must be at most 128 characters")
  .regex(/[A-Za-z]/, "Password must contain a letter")
  .regex(/[0-9]/, "Password must contain a number");

const name = (label: string) => z.string().trim().min(1, `${label} is required`).max(60);

export const CustomerSignupSchema = z.object({
  firstName: name("First name"),
  lastName: name("Last name"),
  email,
  password: PasswordSchema,
  phoneNumber: z.string().trim().max(20).optional(),
});
export type CustomerSignup = z.infer<typeof CustomerSignupSchema>;

export const MerchantSignupSchema = CustomerSignupSchema.extend({
  phoneNumber: z
    .string({ message: "Phone number is required" })
    .trim()
    .min(1, "Phone number is required")
    .regex(/^\+?[0-9][0-9 -]{5,18}[0-9]$/, "Enter a valid phone number"),
  storeName: z.string().trim().min(2, "Store name is required").max(80),
  isRegisteredBusiness: z.boolean().default(false),
});
export type MerchantSignup = z.infer<typeof MerchantSignupSchema>;

export const SignupResultSchema = z.object({ id: z.uuid(), email: z.email() });

export const LoginSchema = z.object({
  email,
  password: z.string().min(1, "Password is required").max(128),
});
export type Login = z.infer<typeof LoginSchema>;
export const LoginResultSchema = z.object({ token: z.string(), user: UserInfoSchema });
export type LoginResult = z.infer<typeof LoginResultSchema>;

export const TokenParamsSchema = z.object({ token: z.string().min(10).max(200) });
export const UserTypeTokenParamsSchema = z.object({ userType: z.enum(TOKEN_KINDS), token: z.string().min(10).max(200) });
export const ForgotPasswordSchema = z.object({ email });
export const ResetPasswordSchema = z.object({ password: PasswordSchema });
export const ChangePasswordSchema = z.object({
  oldPassword: z.string().min(1, "Current password is required").max(128),
  newPassword: PasswordSchema,
});

export const VerifyTokenResultSchema = z.object({
  valid: z.literal(true),
  kind: z.enum(TOKEN_KINDS),
  userId: z.uuid(),
  expiresAt: z.string(),
});
export const PermissionsResultSchema = z.object({
  kind: z.enum(TOKEN_KINDS),
  role: z.string(),
  permissions: z.array(z.string()),
});
export const EmptySchema = z.object({}).strict();
export const NullDataSchema = z.null();
