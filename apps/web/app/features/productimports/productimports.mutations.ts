import { MESSAGES, type ProductImportDetail, productImportEndpoints } from "@bitmarte/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, buildPath, callEndpointEnvelope, defaultBaseUrl } from "../../lib/api-client";
import { fetchCsv, saveFile } from "../../lib/csv-download";
import { getToken } from "../../lib/session";
import { productImportKeys } from "./productimports.queries";

/** POST of the CSV (`file`) and the optional images ZIP (`images`) as multipart; answers the preview. */
async function sendImportFiles(csv: File, zip: File | null): Promise<ProductImportDetail> {
  const form = new FormData();
  form.append("file", csv, csv.name);
  if (zip) form.append("images", zip, zip.name);
  const token = getToken("merchant");
  let response: Response;
  try {
    response = await fetch(`${defaultBaseUrl()}${buildPath(productImportEndpoints.upload)}`, {
      method: "POST",
      body: form,
      headers: { Accept: "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: "same-origin",
    });
  } catch {
    throw new ApiError({ message: MESSAGES.networkError, code: "NETWORK_ERROR", status: 0 });
  }
  const body = (await response.json().catch(() => null)) as {
    success?: boolean;
    data?: ProductImportDetail;
    message?: string;
    code?: string;
    errors?: { path: string; message: string }[];
  } | null;
  if (!response.ok || !body?.success || !body.data) {
    throw new ApiError({
      message: body?.message || MESSAGES.somethingWentWrong,
      code: (body?.code ?? "INTERNAL") as ApiError["code"],
      status: response.status,
      errors: body?.errors ?? [],
    });
  }
  return body.data;
}

export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ csv, zip }: { csv: File; zip: File | null }) => sendImportFiles(csv, zip),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: productImportKeys.list() }),
  });
}

export function useConfirmImport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpointEnvelope(productImportEndpoints.confirm, { params: { id } }, { userType: "merchant" }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: productImportKeys.detail(id) }),
  });
}

export function useCancelImport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpointEnvelope(productImportEndpoints.cancel, { params: { id } }, { userType: "merchant" }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: productImportKeys.detail(id) }),
  });
}

/** Downloads one of the import's CSV files (template, export, failed rows) with the merchant's token. */
export function useDownloadCsv() {
  return useMutation({
    mutationFn: async ({ path, name }: { path: string; name: string }) => saveFile(await fetchCsv(path, {}, { userType: "merchant", fallbackName: name })),
  });
}

export const importCsvPaths = {
  template: () => buildPath(productImportEndpoints.template),
  exportProducts: () => buildPath(productImportEndpoints.exportProducts),
  failedRows: (id: string) => buildPath(productImportEndpoints.failedRows, { id }),
};
