import { type ProductImportQuery, productImportEndpoints } from "@bitmarte/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/api-client";

export type RowFilter = NonNullable<ProductImportQuery["show"]>;

export const productImportKeys = {
  all: ["productImports"] as const,
  list: () => ["productImports", "list"] as const,
  detail: (id: string) => ["productImports", "detail", id] as const,
  page: (id: string, page: number, show: RowFilter | undefined) => ["productImports", "detail", id, { page, show }] as const,
};

/** While an import is queued or running it is read again every 1.5 s, so the bar moves (and survives a reload: the id is in the URL). */
export function productImportQuery(id: string, page: number, show: RowFilter | undefined) {
  return queryOptions({
    queryKey: productImportKeys.page(id, page, show),
    queryFn: ({ signal }) => callEndpoint(productImportEndpoints.get, { params: { id }, query: { page, limit: 25, show } }, { userType: "merchant", signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data && (query.state.data.status === "queued" || query.state.data.status === "running") ? 1500 : false),
  });
}

export function productImportsQuery() {
  return queryOptions({
    queryKey: productImportKeys.list(),
    queryFn: ({ signal }) => callEndpoint(productImportEndpoints.list, {}, { userType: "merchant", signal }),
  });
}
