import type { UserType } from "./session";

/** One signed-in area of the app: where it lives, who uses it and where its auth pages are. */
export interface Area {
  userType: UserType;
  /** Path prefix, "" for the customer area. */
  prefix: string;
  label: string;
  home: string;
  login: string;
  signup: string | null;
  forgotPassword: string;
  changePassword: string;
}

export const AREAS: Record<UserType, Area> = {
  customer: {
    userType: "customer",
    prefix: "",
    label: "Customer",
    home: "/account",
    login: "/login",
    signup: "/signup",
    forgotPassword: "/forgot-password",
    changePassword: "/account/change-password",
  },
  merchant: {
    userType: "merchant",
    prefix: "/merchant",
    label: "Merchant",
    home: "/merchant",
    login: "/merchant/login",
    signup: "/merchant/signup",
    forgotPassword: "/merchant/forgot-password",
    changePassword: "/merchant/change-password",
  },
  admin: {
    userType: "admin",
    prefix: "/admin",
    label: "Admin",
    home: "/admin",
    login: "/admin/login",
    signup: null,
    forgotPassword: "/admin/forgot-password",
    changePassword: "/admin/change-password",
  },
  partner: {
    userType: "partner",
    prefix: "/shipping-partner",
    label: "Shipping partner",
    home: "/shipping-partner",
    login: "/shipping-partner/login",
    // Companies apply; an admin approves and the partner sets a password from the mailed link.
    signup: "/shipping-partner/onboard",
    forgotPassword: "/shipping-partner/forgot-password",
    changePassword: "/shipping-partner/change-password",
  },
};

/**
 * Where to go after login: the `redirectTo` target when it is a path inside the same area,
 * otherwise the area's home. Never an absolute URL (no open redirect).
 */
export function safeRedirect(area: Area, redirectTo: string | null | undefined): string {
  if (!redirectTo || !redirectTo.startsWith("/") || redirectTo.startsWith("//") || redirectTo.includes("\\")) {
    return area.home;
  }
  const path = redirectTo.split(/[?#]/)[0];
  if (area.prefix) {
    if (path !== area.prefix && !path.startsWith(`${area.prefix}/`)) return area.home;
  } else if (/^\/(merchant|admin|shipping-partner)(\/|$)/.test(path)) {
    // The customer area has no prefix: any path outside the other areas is the customer's.
    return area.home;
  }
  if (path === area.login) return area.home;
  return redirectTo;
}

/** The login URL that brings the user back to `returnTo` afterwards. */
export function loginUrl(area: Area, returnTo?: string): string {
  if (!returnTo || returnTo === area.home) return area.login;
  return `${area.login}?redirectTo=${encodeURIComponent(returnTo)}`;
}
