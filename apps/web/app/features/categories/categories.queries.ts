import { categoriesEndpoints } from "@bitmarte/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/api-client";

export const categoryKeys = {
  all: ["categories"] as const,
  tree: () => ["categories", "tree"] as const,
};

/** The whole tree: categories → sub-categories → child categories (GET /categories/getallcategories). */
export function categoryTreeQuery() {
  return queryOptions({
    queryKey: categoryKeys.tree(),
    queryFn: ({ signal }) => callEndpoint(categoriesEndpoints.getAll, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useCategoryTree() {
  return useQuery(categoryTreeQuery());
}
