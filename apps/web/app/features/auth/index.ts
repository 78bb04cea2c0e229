export { useChangePassword, useCustomerSignup, useForgotPassword, useLogin, useLogout, useMerchantSignup, useResetPassword } from "./auth.mutations";
export { authKeys, currentUserQuery, useConfirmEmail, useCurrentUser } from "./auth.queries";
export { ConfirmEmailScreen } from "./confirm-email-screen";
export { LoginScreen } from "./login-screen";
export { ChangePasswordForm, ForgotPasswordScreen, ResetPasswordScreen } from "./password-screens";
export { RequireSession } from "./require-session";
export { useSessionUser } from "./session-context";
export { SignedInArea } from "./signed-in-area";
export { CustomerSignupScreen, MerchantSignupScreen } from "./signup-screens";
