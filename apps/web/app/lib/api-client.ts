import type { EndpointDef, ErrorCode, FieldError } from "@bitmarte/contracts";
import { CHALLENGE_SOLUTION_HEADER, fullPath, MESSAGES } from "@bitmarte/contracts/light";
import type { z } from "zod";
import { type ChallengeSolver, challengeOf, passChallenge } from "./challenge";
import { getToken, type UserType, userTypeFromPath } from "./session";

export type ApiErrorCode = ErrorCode | "NETWORK_ERROR" | "BAD_RESPONSE";

/** Every failed call: the server's message, code and field errors, or a network failure (status 0). */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly errors: FieldError[];
  readonly requestId: string | undefined;

  constructor(init: { message: string; code: ApiErrorCode; status: number; errors?: FieldError[]; requestId?: string }) {
    super(init.message);
    this.name = "ApiError";
    this.code = init.code;
    this.status = init.status;
    this.errors = init.errors ?? [];
    this.requestId = init.requestId;
  }

  get isNetworkError(): boolean {
    return this.code === "NETWORK_ERROR";
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show for any error thrown by a call. */
export function errorMessage(error: unknown, fallback: string = MESSAGES.somethingWentWrong): string {
  if (isApiError(error)) return error.message;
  return fallback;
}

type AnyEndpoint = Pick<EndpointDef, "method" | "path" | "base"> & {
  auth: EndpointDef["auth"] | "signed-in";
  params?: unknown;
  query?: unknown;
  body?: unknown;
  response: z.ZodType;
};

type ParamsInput<E extends AnyEndpoint> = E["params"] extends z.ZodType
  ? { params: z.input<E["params"]> }
  : { params?: undefined };
type QueryInput<E extends AnyEndpoint> = E["query"] extends z.ZodType
  ? { query?: Partial<z.input<E["query"]>> }
  : { query?: undefined };
type BodyInput<E extends AnyEndpoint> = E["body"] extends z.ZodType
  ? { body: z.input<E["body"]> }
  : { body?: undefined };

/**
 * Where an endpoint lives, without its zod schemas: the storefront names its endpoints this way so its
 * bundle carries no zod. The type checks method, base and path against the contract's literal ones.
 */
export type EndpointRoute<E extends AnyEndpoint> = Pick<E, "method" | "path"> & {
  base?: E["base"];
  /** Whether the caller's token is sent: "public" sends none. */
  auth: E["auth"] extends "public" ? "public" : "signed-in";
};

/** An endpoint of the contracts, named by its route only (`import type` its definition). */
export function endpointRoute<E extends AnyEndpoint>(route: EndpointRoute<E>): E {
  return route as unknown as E;
}

export type CallInput<E extends AnyEndpoint> = ParamsInput<E> & QueryInput<E> & BodyInput<E>;
export type CallResult<E extends AnyEndpoint> = z.infer<E["response"]>;

export interface CallOptions {
  /** Which user's token to send; by default the type of the current page (spec §2). */
  userType?: UserType;
  signal?: AbortSignal;
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
  /** How long to wait for an answer before saying "Check network connection" (a stalled mobile connection). */
  timeoutMs?: number;
}

/** A request with no answer after this long is treated as lost: the person is told and may try again. */
export const REQUEST_TIMEOUT_MS = 20_000;

/** The caller's signal (if any) joined with the request's own time limit. */
function withTimeout(signal: AbortSignal | undefined, timeoutMs: number): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  if (!signal) return timeout;
  return typeof AbortSignal.any === "function" ? AbortSignal.any([signal, timeout]) : signal;
}

export interface ApiClientDeps {
  fetch?: typeof fetch;
  /** Origin prepended to paths; "" means the page's own origin. */
  baseUrl?: () => string;
  /** The token for a user type, or null when its cookie is missing. */
  getToken?: (type: UserType) => string | null;
  /** The user type when the call does not name one. */
  currentUserType?: () => UserType | null;
  /** Solves the server's proof-of-work challenge (a 429 CHALLENGE_REQUIRED past a busy address's soft limit). */
  solveChallenge?: ChallengeSolver;
}

/** Same origin in the browser; during server rendering the API process named by the environment. */
export function defaultBaseUrl(): string {
  if (typeof window !== "undefined") return "";
  const env = typeof process !== "undefined" ? process.env : {};
  const origin = env.API_ORIGIN ?? `http://127.0.0.1:${env.PORT ?? 3000}`;
  return origin.replace(/\/+$/, "");
}

function defaultUserType(): UserType | null {
  return typeof window !== "undefined" ? userTypeFromPath(window.location.pathname) : null;
}

/** `/auth/:userType/resetpassword/:token` with params filled in, each one URL-encoded. */
export function buildPath(endpoint: Pick<EndpointDef, "base" | "path">, params?: Record<string, unknown>): string {
  return fullPath(endpoint).replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === "") {
      throw new Error(`Missing path parameter :${name} for ${endpoint.path}`);
    }
    return encodeURIComponent(String(value));
  });
}

export function buildQuery(query?: Record<string, unknown>): string {
  if (!query) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) {
      for (const item of value) search.append(key, String(item));
    } else {
      search.append(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

interface Envelope {
  success?: unknown;
  message?: unknown;
  data?: unknown;
  code?: unknown;
  errors?: unknown;
  requestId?: unknown;
  challenge?: unknown;
}

function toFieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((e): e is { path: unknown; message: unknown } => typeof e === "object" && e !== null)
    .map((e) => ({ path: String(e.path ?? ""), message: String(e.message ?? "") }));
}

function statusCode(status: number): ApiErrorCode {
  if (status === 401) return "UNAUTHENTICATED";
  if (status === 403) return "FORBIDDEN";
  if (status === 404) return "NOT_FOUND";
  if (status === 409) return "CONFLICT";
  if (status === 413) return "PAYLOAD_TOO_LARGE";
  if (status === 415) return "UNSUPPORTED_MEDIA_TYPE";
  if (status === 422 || status === 400) return "VALIDATION_FAILED";
  if (status === 429) return "RATE_LIMITED";
  if (status === 503) return "SERVICE_UNAVAILABLE";
  return "INTERNAL";
}

export function createApiClient(deps: ApiClientDeps = {}) {
  const doFetch = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const baseUrl = deps.baseUrl ?? defaultBaseUrl;
  const tokenFor = deps.getToken ?? getToken;
  const currentType = deps.currentUserType ?? defaultUserType;
  const solveChallenge = deps.solveChallenge ?? passChallenge;

  /** The whole success envelope: `data` and the server's `message`. */
  async function callEndpointEnvelope<E extends AnyEndpoint>(
    endpoint: E,
    input: CallInput<E>,
    options: CallOptions = {},
  ): Promise<{ data: CallResult<E>; message: string }> {
    const { params, query, body } = input as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
    const url = `${baseUrl()}${buildPath(endpoint, params)}${buildQuery(query)}`;

    const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
    const userType = options.userType ?? currentType();
    if (endpoint.auth !== "public" && userType) {
      const token = tokenFor(userType);
      if (token) headers.Authorization = `Bearer ${token}`;
    }
    const signal = withTimeout(options.signal, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const init: RequestInit = { method: endpoint.method, headers, signal, credentials: "same-origin" };
    if (body !== undefined) {
      headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }

    let response: Response;
    try {
      response = await doFetch(url, init);
    } catch (cause) {
      // The caller gave up (a page left, a newer search): not a failure to show. A timeout or no network is.
      if (options.signal?.aborted) throw cause;
      throw new ApiError({ message: MESSAGES.networkError, code: "NETWORK_ERROR", status: 0 });
    }

    let envelope: Envelope | null = null;
    try {
      const parsed: unknown = await response.json();
      envelope = typeof parsed === "object" && parsed !== null ? (parsed as Envelope) : null;
    } catch {
      envelope = null;
    }

    if (!envelope) {
      throw new ApiError({
        message: response.ok ? MESSAGES.somethingWentWrong : MESSAGES.internalError,
        code: response.ok ? "BAD_RESPONSE" : statusCode(response.status),
        status: response.status,
      });
    }

    if (response.ok && envelope.success === true) {
      return { data: envelope.data as CallResult<E>, message: typeof envelope.message === "string" ? envelope.message : "" };
    }

    // Many people behind one address: solve the server's challenge and send the same request again, once.
    const challenge = challengeOf(response.status, envelope);
    if (challenge && !headers[CHALLENGE_SOLUTION_HEADER]) {
      const solution = await solveChallenge(challenge, options.signal).catch(() => null);
      if (solution) {
        return callEndpointEnvelope(endpoint, input, { ...options, headers: { ...options.headers, [CHALLENGE_SOLUTION_HEADER]: solution } });
      }
    }

    throw new ApiError({
      message: typeof envelope.message === "string" && envelope.message ? envelope.message : MESSAGES.somethingWentWrong,
      code: typeof envelope.code === "string" ? (envelope.code as ApiErrorCode) : statusCode(response.status),
      status: response.status,
      errors: toFieldErrors(envelope.errors),
      requestId: typeof envelope.requestId === "string" ? envelope.requestId : undefined,
    });
  }

  /** Calls one endpoint of the contracts and returns the envelope's `data`; throws ApiError otherwise. */
  async function callEndpoint<E extends AnyEndpoint>(
    endpoint: E,
    input: CallInput<E>,
    options: CallOptions = {},
  ): Promise<CallResult<E>> {
    return (await callEndpointEnvelope(endpoint, input, options)).data;
  }

  return { callEndpoint, callEndpointEnvelope };
}

export const { callEndpoint, callEndpointEnvelope } = createApiClient();
