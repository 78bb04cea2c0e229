import {
  authEndpoints,
  type ChangePasswordSchema,
  type CustomerSignup,
  type Login,
  type LoginResult,
  MESSAGES,
  type MerchantSignup,
} from "@bitmarte/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { ApiError, callEndpoint, callEndpointEnvelope } from "../../lib/api-client";
import { mergeGuestCart } from "../../lib/guest-cart";
import { replaceToken, saveSession, type UserType } from "../../lib/session";
import { authKeys } from "./session.queries";

const loginEndpoints = {
  customer: authEndpoints.customerLogin,
  merchant: authEndpoints.merchantLogin,
  admin: authEndpoints.adminLogin,
  partner: authEndpoints.partnerLogin,
} as const;

const forgotPasswordEndpoints = {
  customer: authEndpoints.customerForgotPassword,
  merchant: authEndpoints.merchantForgotPassword,
  admin: authEndpoints.adminForgotPassword,
  partner: authEndpoints.partnerForgotPassword,
} as const;

/** Login (spec §4): on success the token goes to a cookie and local storage; on failure the server's message is shown. */
export function useLogin(userType: UserType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Login): Promise<LoginResult> =>
      callEndpoint(loginEndpoints[userType], { body: values }, { userType }),
    onSuccess: async (result) => {
      saveSession(userType, result.token, result.user);
      queryClient.setQueryData(authKeys.user(userType), result.user);
      // What a signed-out visitor put in the cart joins the account's cart before the page moves on.
      // A cart read that started mid-merge (the header's count) is dropped and read again afterwards.
      if (userType === "customer") {
        const { merged } = await mergeGuestCart();
        if (merged > 0) {
          await queryClient.cancelQueries({ queryKey: ["cart"] });
          await queryClient.resetQueries({ queryKey: ["cart"] });
        }
      }
    },
  });
}

export type SignupKind = "customer" | "merchant";

export function useCustomerSignup() {
  return useMutation({
    mutationFn: async (values: CustomerSignup) => {
      const { data, message } = await callEndpointEnvelope(
        authEndpoints.customerSignup,
        { body: values },
        { userType: "customer" },
      );
      return { ...data, message: message || MESSAGES.signupSuccess };
    },
  });
}

export function useMerchantSignup() {
  return useMutation({
    mutationFn: async (values: MerchantSignup) => {
      const { data, message } = await callEndpointEnvelope(
        authEndpoints.merchantSignup,
        { body: values },
        { userType: "merchant" },
      );
      return { ...data, message: message || MESSAGES.signupSuccess };
    },
  });
}

/** Forgot password runs only with both an email and a user type (spec §5). */
export function useForgotPassword(userType: UserType | null | undefined) {
  return useMutation({
    mutationFn: async ({ email }: { email: string }) => {
      if (!email || !userType) {
        throw new ApiError({ message: "Enter your email address", code: "VALIDATION_FAILED", status: 0 });
      }
      const { message } = await callEndpointEnvelope(forgotPasswordEndpoints[userType], { body: { email } }, { userType });
      return message || MESSAGES.forgotPasswordSent;
    },
  });
}

const resendConfirmationEndpoints = {
  customer: authEndpoints.customerResendConfirmation,
  merchant: authEndpoints.merchantResendConfirmation,
} as const;

/** A new confirmation link for an account that logged in before confirming (customers and merchants confirm). */
export function useResendConfirmation(userType: UserType) {
  return useMutation({
    mutationFn: async ({ email }: { email: string }) => {
      if (userType !== "customer" && userType !== "merchant") throw new ApiError({ message: MESSAGES.emailNotConfirmed, code: "EMAIL_NOT_CONFIRMED", status: 0 });
      const { message } = await callEndpointEnvelope(resendConfirmationEndpoints[userType], { body: { email } }, { userType });
      return message || MESSAGES.confirmationResent;
    },
  });
}

export function useResetPassword(userType: UserType, token: string) {
  return useMutation({
    mutationFn: async ({ password }: { password: string }) => {
      const { message } = await callEndpointEnvelope(
        authEndpoints.resetPassword,
        { params: { userType, token }, body: { password } },
        { userType },
      );
      return message || MESSAGES.passwordReset;
    },
  });
}

export function useChangePassword(userType: UserType) {
  return useMutation({
    mutationFn: async (values: z.input<typeof ChangePasswordSchema>) => {
      const { data, message } = await callEndpointEnvelope(authEndpoints.changePassword, { body: values }, { userType });
      // Every session ended with the change; this one carries on with the fresh token.
      replaceToken(userType, data.token);
      return message || MESSAGES.passwordChanged;
    },
  });
}

// Logging out lives in the zod-free session.mutations.ts (the site header uses it).
export { useLogout } from "./session.mutations";
