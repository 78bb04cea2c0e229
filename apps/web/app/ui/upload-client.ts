import { MESSAGES, uploadEndpoints } from "@bitmarte/contracts";
import { ApiError, buildPath, defaultBaseUrl } from "../lib/api-client";
import { getToken, type UserType } from "../lib/session";

export type UploadKind = "image" | "document";
export interface UploadedFile {
  id: string;
  url: string;
}

/** What POST /uploads accepts per kind (API.md). */
export const UPLOAD_RULES: Record<UploadKind, { maxBytes: number; mimes: string[]; accept: string; hint: string }> = {
  image: { maxBytes: 5 * 1024 * 1024, mimes: ["image/jpeg", "image/png", "image/webp"], accept: "image/jpeg,image/png,image/webp", hint: "JPEG, PNG or WebP, up to 5 MB" },
  document: {
    maxBytes: 10 * 1024 * 1024,
    mimes: ["application/pdf", "image/jpeg", "image/png"],
    accept: "application/pdf,image/jpeg,image/png",
    hint: "PDF, JPEG or PNG, up to 10 MB",
  },
};

/** The reason a file cannot be uploaded as `kind`, checked before sending it; null when it may go. */
export function checkUpload(kind: UploadKind, file: { size: number; type: string }): string | null {
  const rules = UPLOAD_RULES[kind];
  if (file.size === 0) return MESSAGES.uploadMissing;
  if (file.size > rules.maxBytes) return MESSAGES.uploadTooLarge;
  if (file.type && !rules.mimes.includes(file.type)) return MESSAGES.uploadWrongType;
  return null;
}

function authHeaders(userType: UserType): Record<string, string> {
  const token = getToken(userType);
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function failure(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { message?: unknown; code?: unknown; errors?: unknown };
    return new ApiError({
      message: typeof body.message === "string" && body.message ? body.message : MESSAGES.somethingWentWrong,
      code: (typeof body.code === "string" ? body.code : "INTERNAL") as ApiError["code"],
      status: response.status,
      errors: Array.isArray(body.errors) ? (body.errors as ApiError["errors"]) : [],
    });
  } catch {
    return new ApiError({ message: MESSAGES.internalError, code: "INTERNAL", status: response.status });
  }
}

/**
 * POST /uploads as multipart. The `kind` field goes before the file: the server reads the fields
 * that arrive ahead of the file part.
 */
export async function uploadFile(kind: UploadKind, file: File, userType: UserType, signal?: AbortSignal): Promise<UploadedFile> {
  const form = new FormData();
  form.append("kind", kind);
  form.append("file", file, file.name);
  let response: Response;
  try {
    response = await fetch(`${defaultBaseUrl()}${buildPath(uploadEndpoints.create)}`, {
      method: "POST",
      body: form,
      headers: { Accept: "application/json", ...authHeaders(userType) },
      credentials: "same-origin",
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError({ message: MESSAGES.networkError, code: "NETWORK_ERROR", status: 0 });
  }
  if (!response.ok) throw await failure(response);
  const body = (await response.json()) as { success?: boolean; data?: UploadedFile };
  if (!body.success || !body.data) throw new ApiError({ message: MESSAGES.somethingWentWrong, code: "BAD_RESPONSE", status: response.status });
  return body.data;
}

/** Absolute address of a stored file ("/api/v1/uploads/…" or a full URL). */
export function fileHref(url: string): string {
  return /^https?:\/\//.test(url) ? url : `${defaultBaseUrl()}${url.startsWith("/") ? "" : "/"}${url}`;
}

/**
 * Opens a protected file (documents are served only to their owner and admins) in a new tab: it is
 * fetched with the user's bearer token and shown from a blob address. The tab is opened before the
 * download so the browser does not treat it as an unrequested pop-up.
 */
export async function openProtectedFile(url: string, userType: UserType): Promise<void> {
  const tab = window.open("", "_blank");
  try {
    let response: Response;
    try {
      response = await fetch(fileHref(url), { headers: authHeaders(userType), credentials: "same-origin" });
    } catch {
      throw new ApiError({ message: MESSAGES.networkError, code: "NETWORK_ERROR", status: 0 });
    }
    if (!response.ok) throw await failure(response);
    const blob = await response.blob();
    const blobUrl = URL.createObjectURL(blob);
    if (tab) {
      tab.location.href = blobUrl;
    } else {
      const link = document.createElement("a");
      link.href = blobUrl;
      link.target = "_blank";
      link.rel = "noopener";
      link.click();
    }
    // The tab has loaded the blob by then; free the memory.
    setTimeout(() => URL.revokeObjectURL(blobUrl), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
