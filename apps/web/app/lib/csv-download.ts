import { MESSAGES } from "@bitmarte/contracts";
import { ApiError, buildQuery, defaultBaseUrl } from "./api-client";
import { getToken, type UserType } from "./session";

export interface CsvFile {
  blob: Blob;
  fileName: string;
}

/** The file name a `Content-Disposition` header offers, or `fallback`. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? "");
  return match?.[1] ? decodeURIComponent(match[1].trim()) : fallback;
}

/**
 * The server's CSV of a list (`format=csv` added to `query`), fetched with the signed-in user's token.
 * A refusal throws an ApiError with the server's message.
 */
export async function fetchCsv(
  path: string,
  query: Record<string, unknown>,
  opts: { userType: UserType; fallbackName: string; failureMessage?: string; fetcher?: typeof fetch },
): Promise<CsvFile> {
  const url = `${defaultBaseUrl()}${path}${buildQuery({ ...query, format: "csv" })}`;
  const token = getToken(opts.userType);
  let response: Response;
  try {
    response = await (opts.fetcher ?? fetch)(url, { headers: { Accept: "text/csv", ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  } catch {
    throw new ApiError({ message: MESSAGES.networkError, code: "NETWORK_ERROR", status: 0 });
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new ApiError({
      message: typeof envelope?.message === "string" && envelope.message ? envelope.message : (opts.failureMessage ?? MESSAGES.somethingWentWrong),
      code: response.status === 401 ? "UNAUTHENTICATED" : response.status === 403 ? "FORBIDDEN" : "INTERNAL",
      status: response.status,
    });
  }
  return { blob: await response.blob(), fileName: fileNameFrom(response.headers.get("content-disposition"), opts.fallbackName) };
}

/** Hands a file to the browser's download. */
export function saveFile({ blob, fileName }: CsvFile): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.rel = "noopener";
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** `<name>-YYYY-MM-DD.csv` for today (UTC). */
export const datedCsvName = (name: string, today: Date = new Date()) => `${name}-${today.toISOString().slice(0, 10)}.csv`;
