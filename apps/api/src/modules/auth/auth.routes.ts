import { authEndpoints as e, MESSAGES } from "@bitmarte/contracts";
import type { FastifyInstance } from "fastify";
import { route } from "../../http/endpoint.js";
import { guarded, takeAttempt, withChallengeSolution } from "../limits/index.js";
import * as auth from "./auth.service.js";

export function authRoutes(app: FastifyInstance): void {
  // Sign-up mails a confirmation link: limited per recipient and per client address (past the soft
  // per-address figure, a solved challenge per call; see modules/limits).
  route(app, e.customerSignup, async ({ ctx, body, req }) => {
    await takeAttempt(withChallengeSolution(ctx, req), "mail", body.email);
    return { data: await auth.signupCustomer(ctx, body), message: MESSAGES.signupSuccess };
  });
  route(app, e.merchantSignup, async ({ ctx, body, req }) => {
    await takeAttempt(withChallengeSolution(ctx, req), "mail", body.email);
    return { data: await auth.signupMerchant(ctx, body), message: MESSAGES.signupSuccess };
  });

  const logins = [
    [e.customerLogin, "customer"],
    [e.merchantLogin, "merchant"],
    [e.adminLogin, "admin"],
    [e.partnerLogin, "partner"],
  ] as const;
  for (const [endpoint, kind] of logins) {
    route(app, endpoint, async ({ ctx, body, req }) => ({
      data: await auth.login(withChallengeSolution(ctx, req), kind, body, req.headers["user-agent"]),
      message: MESSAGES.loginSuccess,
    }));
  }

  route(app, e.customerConfirmation, async ({ ctx, params, req }) => {
    const outcome = await guarded(withChallengeSolution(ctx, req), "linkGuess", null, () => auth.confirmEmail(ctx, "customer", params.token));
    return { data: null, message: outcome === "alreadyConfirmed" ? MESSAGES.emailAlreadyConfirmed : MESSAGES.emailConfirmed };
  });
  route(app, e.merchantConfirmation, async ({ ctx, params, req }) => {
    const outcome = await guarded(withChallengeSolution(ctx, req), "linkGuess", null, () => auth.confirmEmail(ctx, "merchant", params.token));
    return { data: null, message: outcome === "alreadyConfirmed" ? MESSAGES.emailAlreadyConfirmed : MESSAGES.emailConfirmed };
  });

  const forgots = [
    [e.customerForgotPassword, "customer"],
    [e.merchantForgotPassword, "merchant"],
    [e.adminForgotPassword, "admin"],
    [e.partnerForgotPassword, "partner"],
  ] as const;
  for (const [endpoint, kind] of forgots) {
    route(app, endpoint, async ({ ctx, body, req }) => {
      await takeAttempt(withChallengeSolution(ctx, req), "mail", body.email);
      await auth.forgotPassword(ctx, kind, body.email);
      return { data: null, message: MESSAGES.forgotPasswordSent };
    });
  }

  for (const [endpoint, kind] of [[e.customerResendConfirmation, "customer"], [e.merchantResendConfirmation, "merchant"]] as const) {
    route(app, endpoint, async ({ ctx, body, req }) => {
      await takeAttempt(withChallengeSolution(ctx, req), "mail", body.email);
      await auth.resendConfirmation(ctx, kind, body.email);
      return { data: null, message: MESSAGES.confirmationResent };
    });
  }
  route(app, e.checkResetLink, async ({ ctx, params, req }) => {
    await guarded(withChallengeSolution(ctx, req), "linkGuess", null, () => auth.checkResetLink(ctx, params.userType, params.token));
    return { data: null, message: MESSAGES.resetLinkValid };
  });
  route(app, e.resetPassword, async ({ ctx, params, body, req }) => {
    await guarded(withChallengeSolution(ctx, req), "linkGuess", null, () => auth.resetPassword(ctx, params.userType, params.token, body.password));
    return { data: null, message: MESSAGES.passwordReset };
  });
  route(app, e.changePassword, async ({ ctx, body, req }) => {
    return { data: await auth.changePassword(ctx, body, req.headers["user-agent"]), message: MESSAGES.passwordChanged };
  });
  route(app, e.logout, async ({ ctx }) => {
    await auth.logout(ctx);
    return { data: null, message: MESSAGES.loggedOut };
  });
  route(app, e.userData, async ({ ctx }) => ({ data: await auth.getUserData(ctx) }));
  route(app, e.verifyToken, async ({ ctx, req }) => ({ data: await auth.verifyTokenInfo(ctx, req.headers.authorization ?? "") }));
  route(app, e.permissions, async ({ ctx }) => ({ data: await auth.getPermissions(ctx) }));
}
