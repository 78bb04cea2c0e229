import type { z } from "zod";
import type { AdminRole, MerchantPermission, TokenKind } from "./http.js";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type ApiBase = "api" | "shipping" | "theme" | "root";

export const API_BASES: Record<ApiBase, string> = {
  api: "/api/v1",
  shipping: "/shipping-api/v1",
  theme: "/theme-api/v1",
  root: "",
};

/**
 * Who may call. `public`: anyone; `any`: any signed-in kind. Otherwise a list of token kinds, with
 * optional narrowing: a merchant permission (owner has all), admin roles (super admin has all).
 */
export type AuthSpec =
  | "public"
  | "any"
  | {
      kinds: readonly TokenKind[];
      permission?: MerchantPermission;
      /** Merchant calls only from the store's owner: staff get 403 whatever their permissions. */
      ownerOnly?: true;
      adminRoles?: readonly AdminRole[];
    };

export interface EndpointDef {
  /** Stable id, `domain.action`. */
  id: string;
  method: HttpMethod;
  base?: ApiBase;
  path: string;
  auth: AuthSpec;
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Schema of `data` in the success envelope. */
  response: z.ZodType;
  status?: 200 | 201;
  multipart?: boolean;
  /** Rows of one tenant (customer, merchant, partner): another tenant's id answers 404. */
  tenantOwned?: boolean;
  /** Response is not an envelope (CSV, HTML page, event stream). */
  raw?: "csv" | "html" | "sse";
}

type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsFor<P extends string> = [PathParamNames<P>] extends [never]
  ? { params?: undefined }
  : { params: z.ZodObject<{ [K in PathParamNames<P>]: z.ZodType }> };

/** Declares one endpoint. A path with `:param` must declare a schema for each param (compile error otherwise). */
export function defineEndpoint<const P extends string, const E extends Omit<EndpointDef, "path" | "params">>(
  def: E & { path: P } & ParamsFor<P>,
): E & { path: P } & ParamsFor<P> {
  const names = [...def.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]);
  const declared = def.params ? Object.keys(def.params.shape) : [];
  for (const n of names) {
    if (!declared.includes(n as string)) throw new Error(`Endpoint ${def.id}: path param :${n} has no schema`);
  }
  return def;
}

export function fullPath(e: Pick<EndpointDef, "base" | "path">): string {
  return `${API_BASES[e.base ?? "api"]}${e.path}`;
}

export function allowedKinds(auth: AuthSpec): readonly TokenKind[] | "public" {
  if (auth === "public") return "public";
  if (auth === "any") return ["customer", "merchant", "admin", "partner"];
  return auth.kinds;
}

/** Who is calling, as far as access goes: the token kind and, for merchants and admins, role and permissions. */
export interface Caller {
  kind: TokenKind;
  role?: string;
  permissions?: readonly string[];
}

export type AccessDecision = "ok" | "unauthenticated" | "forbidden";

/**
 * The access rule of the endpoint table, shared by the server (which enforces it) and the web (which
 * shows only the pages and buttons the caller may use). The merchant owner and the super admin pass
 * every narrowing.
 */
export function accessOf(auth: AuthSpec, caller: Caller | null): AccessDecision {
  if (auth === "public") return "ok";
  if (!caller) return "unauthenticated";
  if (auth === "any") return "ok";
  if (!auth.kinds.includes(caller.kind)) return "forbidden";
  if (caller.kind === "merchant" && auth.ownerOnly && caller.role !== "merchant") return "forbidden";
  if (caller.kind === "merchant" && auth.permission && caller.role !== "merchant") {
    if (!(caller.permissions ?? []).includes(auth.permission)) return "forbidden";
  }
  if (caller.kind === "admin" && auth.adminRoles && caller.role !== "superadmin") {
    if (!(auth.adminRoles as readonly string[]).includes(caller.role ?? "")) return "forbidden";
  }
  return "ok";
}

/** Whether the caller may call the endpoint at all (its rows may still be another tenant's). */
export function mayCall(e: Pick<EndpointDef, "auth">, caller: Caller | null): boolean {
  return accessOf(e.auth, caller) === "ok";
}

export type InferOr<T, D> = T extends z.ZodType ? z.infer<T> : D;
export type EndpointParams<E extends { params?: unknown }> = InferOr<E["params"], Record<string, never>>;
export type EndpointQuery<E extends { query?: unknown }> = InferOr<E["query"], Record<string, never>>;
export type EndpointBody<E extends { body?: unknown }> = InferOr<E["body"], undefined>;
export type EndpointResponse<E extends { response: z.ZodType }> = z.infer<E["response"]>;
/** Input shape (before defaults/coercion) for clients. */
export type EndpointQueryInput<E extends { query?: unknown }> = E["query"] extends z.ZodType
  ? z.input<E["query"]>
  : Record<string, never>;
export type EndpointBodyInput<E extends { body?: unknown }> = E["body"] extends z.ZodType
  ? z.input<E["body"]>
  : undefined;
