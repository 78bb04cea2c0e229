import type { TokenKind, UserInfo } from "@bitmarte/contracts";
import { TOKEN_KINDS } from "@bitmarte/contracts/light";

/** The four kinds of signed-in user, each with its own cookie and stored token (spec §6). */
export type UserType = TokenKind;
export const USER_TYPES: readonly UserType[] = TOKEN_KINDS;

/**
 * The user type for a path (spec §2). The first path segment decides: /merchant, /admin,
 * /shipping-partner, /storefront (customer) and /customer; no prefix means customer.
 * Anything inside /admin stays admin.
 */
export function userTypeFromPath(pathname: string): UserType {
  const first = pathname.split(/[?#]/)[0].split("/").filter(Boolean)[0]?.toLowerCase();
  switch (first) {
    case "merchant":
      return "merchant";
    case "admin":
      return "admin";
    case "shipping-partner":
      return "partner";
    default:
      return "customer";
  }
}

export function tokenKey(type: UserType): string {
  return `bitmarte_${type}_token`;
}

export function userKey(type: UserType): string {
  return `bitmarte_${type}_user`;
}

/** Second-level suffixes under which a registrable name takes three labels (bitmarte.com.ng). */
const TWO_LABEL_SUFFIXES = new Set([
  "com.ng", "org.ng", "net.ng", "edu.ng", "gov.ng", "name.ng", "sch.ng", "mil.ng",
  "co.uk", "org.uk", "ac.uk", "gov.uk", "com.gh", "co.ke", "co.za", "com.au", "co.nz", "co.in", "com.br",
]);

function isIpAddress(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(":") || host.startsWith("[");
}

/**
 * The cookie domain for a host (spec §9): the parent domain, so a token set on shop.bitmarte.com
 * also reaches admin.bitmarte.com. Undefined (host-only cookie) on localhost, IP addresses and
 * single-label hosts.
 */
export function cookieDomainFor(hostname: string): string | undefined {
  const host = hostname.trim().toLowerCase().replace(/\.$/, "");
  if (!host || isIpAddress(host)) return undefined;
  if (host === "localhost" || host.endsWith(".localhost")) return undefined;
  const labels = host.split(".");
  if (labels.length < 2) return undefined;
  if (labels.length === 2) return host;
  const parent = labels.slice(1).join(".");
  if (TWO_LABEL_SUFFIXES.has(parent)) return host;
  return parent;
}

const COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

function canUseDom(): boolean {
  return typeof document !== "undefined" && typeof window !== "undefined";
}

function cookieAttributes(maxAge: number): string {
  const parts = ["path=/", "SameSite=Lax", `max-age=${maxAge}`];
  const domain = cookieDomainFor(window.location.hostname);
  if (domain) parts.push(`domain=${domain}`);
  if (window.location.protocol === "https:") parts.push("Secure");
  return parts.join("; ");
}

/** Reads a cookie from a cookie header string (document.cookie or a request's Cookie header). */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}

/** The token for a user type, only when its cookie exists (spec §5). */
export function getToken(type: UserType): string | null {
  if (!canUseDom()) return null;
  const value = readCookie(document.cookie, tokenKey(type));
  return value ? value : null;
}

export function hasSession(type: UserType): boolean {
  return getToken(type) !== null;
}

function safeStorage(): Storage | null {
  try {
    return typeof window !== "undefined" ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** After a successful login: the token in a cookie and in local storage, the user in local storage. */
export function saveSession(type: UserType, token: string, user: UserInfo): void {
  if (!canUseDom()) return;
  document.cookie = `${tokenKey(type)}=${encodeURIComponent(token)}; ${cookieAttributes(COOKIE_MAX_AGE_SECONDS)}`;
  const storage = safeStorage();
  storage?.setItem(tokenKey(type), token);
  storage?.setItem(userKey(type), JSON.stringify(user));
}

/** After a password change: the server ended every session and answered a fresh token for this one. */
export function replaceToken(type: UserType, token: string): void {
  if (!canUseDom()) return;
  document.cookie = `${tokenKey(type)}=${encodeURIComponent(token)}; ${cookieAttributes(COOKIE_MAX_AGE_SECONDS)}`;
  safeStorage()?.setItem(tokenKey(type), token);
}

export function saveStoredUser(type: UserType, user: UserInfo): void {
  safeStorage()?.setItem(userKey(type), JSON.stringify(user));
}

export function getStoredUser(type: UserType): UserInfo | null {
  const raw = safeStorage()?.getItem(userKey(type));
  if (!raw) return null;
  try {
    return JSON.parse(raw) as UserInfo;
  } catch {
    return null;
  }
}

function clearOne(type: UserType): void {
  const expired = `${tokenKey(type)}=; ${cookieAttributes(0)}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  document.cookie = expired;
  // A cookie set before the domain rule applied (host-only) is cleared too.
  document.cookie = `${tokenKey(type)}=; path=/; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  const storage = safeStorage();
  storage?.removeItem(tokenKey(type));
  storage?.removeItem(userKey(type));
}

/** Logout (spec §4): clears that type's cookie and stored data, or all four types when the type is unknown. */
export function clearSession(type?: UserType | null): void {
  if (!canUseDom()) return;
  const types = type && USER_TYPES.includes(type) ? [type] : USER_TYPES;
  for (const t of types) clearOne(t);
}
