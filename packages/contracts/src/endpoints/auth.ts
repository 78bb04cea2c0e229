import { z } from "zod";
import { defineEndpoint } from "../endpoint.js";
import {
  ChangePasswordSchema,
  CustomerSignupSchema,
  ForgotPasswordSchema,
  LoginResultSchema,
  LoginSchema,
  MerchantSignupSchema,
  NullDataSchema,
  PermissionsResultSchema,
  ResetPasswordSchema,
  SignupResultSchema,
  TokenParamsSchema,
  UserTypeTokenParamsSchema,
  VerifyTokenResultSchema,
} from "../entities/auth.js";
import { UserInfoSchema } from "../entities/users.js";
import {
  MerchantOnboardBodySchema,
  MerchantOnboardingStatusSchema,
  MerchantOnboardPricingBodySchema,
  MerchantSchema,
} from "../entities/stores.js";
import { IMAGE_VARIANT_WIDTHS } from "../constants.js";
export { IMAGE_VARIANT_WIDTHS };

export const authEndpoints = {
  customerSignup: defineEndpoint({
    id: "auth.customerSignup", method: "POST", path: "/auth/customer/signup", auth: "public",
    summary: "Customer sign-up; sends a confirmation mail", body: CustomerSignupSchema, response: SignupResultSchema, status: 201,
  }),
  merchantSignup: defineEndpoint({
    id: "auth.merchantSignup", method: "POST", path: "/auth/merchant/signup", auth: "public",
    summary: "Merchant sign-up; creates the merchant and an unapproved store; sends a confirmation mail",
    body: MerchantSignupSchema, response: SignupResultSchema, status: 201,
  }),
  customerLogin: defineEndpoint({
    id: "auth.customerLogin", method: "POST", path: "/auth/customer/login", auth: "public",
    summary: "Customer login", body: LoginSchema, response: LoginResultSchema,
  }),
  merchantLogin: defineEndpoint({
    id: "auth.merchantLogin", method: "POST", path: "/auth/merchant/login", auth: "public",
    summary: "Merchant (owner or staff) login", body: LoginSchema, response: LoginResultSchema,
  }),
  adminLogin: defineEndpoint({
    id: "auth.adminLogin", method: "POST", path: "/auth/admin/login", auth: "public",
    summary: "Admin, super admin, dispatcher or scheduler login", body: LoginSchema, response: LoginResultSchema,
  }),
  partnerLogin: defineEndpoint({
    id: "auth.partnerLogin", method: "POST", path: "/auth/partner/login", auth: "public",
    summary: "Shipping partner login", body: LoginSchema, response: LoginResultSchema,
  }),
  customerConfirmation: defineEndpoint({
    id: "auth.customerConfirmation", method: "GET", path: "/auth/customer/confirmation/:token", auth: "public",
    summary: "Confirm a customer's email", params: TokenParamsSchema, response: NullDataSchema,
  }),
  merchantConfirmation: defineEndpoint({
    id: "auth.merchantConfirmation", method: "GET", path: "/auth/merchant/confirmation/:token", auth: "public",
    summary: "Confirm a merchant's email", params: TokenParamsSchema, response: NullDataSchema,
  }),
  customerForgotPassword: defineEndpoint({
    id: "auth.customerForgotPassword", method: "POST", path: "/auth/customer/forgotpassword", auth: "public",
    summary: "Send a reset link (same answer whether or not the email exists)", body: ForgotPasswordSchema, response: NullDataSchema,
  }),
  merchantForgotPassword: defineEndpoint({
    id: "auth.merchantForgotPassword", method: "POST", path: "/auth/merchant/forgotpassword", auth: "public",
    summary: "Send a reset link", body: ForgotPasswordSchema, response: NullDataSchema,
  }),
  adminForgotPassword: defineEndpoint({
    id: "auth.adminForgotPassword", method: "POST", path: "/auth/admin/forgotpassword", auth: "public",
    summary: "Send a reset link", body: ForgotPasswordSchema, response: NullDataSchema,
  }),
  partnerForgotPassword: defineEndpoint({
    id: "auth.partnerForgotPassword", method: "POST", path: "/auth/partner/forgotpassword", auth: "public",
    summary: "Send a reset link", body: ForgotPasswordSchema, response: NullDataSchema,
  }),
  customerResendConfirmation: defineEndpoint({
    id: "auth.customerResendConfirmation", method: "POST", path: "/auth/customer/resend-confirmation", auth: "public",
    summary: "Mail a new confirmation link to an unconfirmed account (same answer whether or not the email exists)",
    body: ForgotPasswordSchema, response: NullDataSchema,
  }),
  merchantResendConfirmation: defineEndpoint({
    id: "auth.merchantResendConfirmation", method: "POST", path: "/auth/merchant/resend-confirmation", auth: "public",
    summary: "Mail a new confirmation link to an unconfirmed merchant account", body: ForgotPasswordSchema, response: NullDataSchema,
  }),
  checkResetLink: defineEndpoint({
    id: "auth.checkResetLink", method: "GET", path: "/auth/:userType/resetpassword/:token", auth: "public",
    summary: "Whether a reset link still works (nothing is used up), so the page can say so before a password is typed",
    params: UserTypeTokenParamsSchema, response: NullDataSchema,
  }),
  resetPassword: defineEndpoint({
    id: "auth.resetPassword", method: "PATCH", path: "/auth/:userType/resetpassword/:token", auth: "public",
    summary: "Set a new password with a reset token (single use)", params: UserTypeTokenParamsSchema,
    body: ResetPasswordSchema, response: NullDataSchema,
  }),
  changePassword: defineEndpoint({
    id: "auth.changePassword", method: "POST", path: "/auth/user/change-password", auth: "any",
    summary: "Change the signed-in user's password; every session ends and the caller gets a fresh token",
    body: ChangePasswordSchema, response: z.object({ token: z.string() }),
  }),
  logout: defineEndpoint({
    id: "auth.logout", method: "POST", path: "/auth/logout", auth: "any",
    summary: "Revoke the current session", response: NullDataSchema,
  }),
  userData: defineEndpoint({
    id: "auth.userData", method: "GET", path: "/auth/userdata", auth: "any",
    summary: "The signed-in user", response: UserInfoSchema,
  }),
  verifyToken: defineEndpoint({
    id: "auth.verifyToken", method: "GET", path: "/auth/verify-token", auth: "any",
    summary: "Check the bearer token", response: VerifyTokenResultSchema,
  }),
  permissions: defineEndpoint({
    id: "auth.permissions", method: "GET", path: "/auth/permissions", auth: "any",
    summary: "The signed-in user's permissions", response: PermissionsResultSchema,
  }),
  merchantOnboard: defineEndpoint({
    id: "auth.merchantOnboard", method: "PUT", path: "/auth/merchant/onboard",
    auth: { kinds: ["merchant"], permission: "store:write" },
    summary: "Save the merchant's onboarding answers (identity, addresses, business); answers the progress",
    body: MerchantOnboardBodySchema, response: MerchantOnboardingStatusSchema,
  }),
  merchantOnboardPricing: defineEndpoint({
    id: "auth.merchantOnboardPricing", method: "PATCH", path: "/auth/merchant/onboard/pricing",
    auth: { kinds: ["merchant"], permission: "store:write" },
    summary: "Choose the pricing plan (locked once the store is approved); answers the progress",
    body: MerchantOnboardPricingBodySchema, response: MerchantOnboardingStatusSchema,
  }),
  merchantOnboardingStatus: defineEndpoint({
    id: "auth.merchantOnboardingStatus", method: "GET", path: "/auth/merchant/onboard", auth: { kinds: ["merchant"] },
    summary: "Onboarding progress: percentageComplete, states and the answers given so far",
    response: MerchantOnboardingStatusSchema,
  }),
  merchantProfile: defineEndpoint({
    id: "auth.merchantProfile", method: "GET", path: "/auth/userdata/merchant-profile", auth: { kinds: ["merchant"] },
    summary: "The signed-in merchant with its store", response: MerchantSchema,
  }),
} as const;

export const devEndpoints = {
  outbox: defineEndpoint({
    id: "dev.outbox", method: "GET", path: "/dev/outbox", auth: "public",
    summary: "Mails held in the outbox (not in production)",
    query: z.object({ to: z.string().optional(), limit: z.coerce.number().int().min(1).max(100).default(50) }),
    response: z.object({
      rows: z.array(
        z.object({
          id: z.uuid(), to: z.string(), subject: z.string(), text: z.string(), html: z.string(),
          links: z.array(z.string()), createdAt: z.string(), sentAt: z.string().nullable(),
        }),
      ),
      count: z.number().int(),
    }),
  }),
} as const;

export const UploadResultSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  /** Images only: the WebP copies by width, for a `srcset` (each at most the original's width). */
  variants: z.array(z.object({ width: z.number().int(), url: z.string() })).optional(),
});
export const uploadEndpoints = {
  create: defineEndpoint({
    id: "uploads.create", method: "POST", path: "/uploads", auth: "any", multipart: true, status: 201,
    summary: "Upload a file (field `file`, form field `kind` = image | document)", response: UploadResultSchema,
  }),
  get: defineEndpoint({
    id: "uploads.get", method: "GET", path: "/uploads/:id", auth: "public", raw: "html",
    summary: "Read a file: images are public; documents only for their owner and admins",
    params: z.object({ id: z.uuid() }), response: z.unknown(),
    query: z.object({ w: z.enum(["160", "320", "640"], { message: "Width must be 160, 320 or 640" }).optional() }),
  }),
} as const;
