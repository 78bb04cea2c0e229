import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

export interface ListParams {
  page: number;
  search: string;
  /** Any other filter in the address (tab, status…), by name. */
  get: (name: string) => string | null;
}

/**
 * Paging, search and filters of a list kept in the address (so reload, back and shared links keep
 * them). Changing a filter or the search returns to page 1. Names can be prefixed so two lists
 * on one page do not collide.
 */
export function useListParams(prefix = "") {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = useCallback((name: string) => `${prefix}${name}`, [prefix]);

  const params: ListParams = useMemo(() => {
    const page = Number.parseInt(searchParams.get(key("page")) ?? "1", 10);
    return {
      page: Number.isFinite(page) && page > 0 ? page : 1,
      search: searchParams.get(key("q")) ?? "",
      get: (name: string) => searchParams.get(key(name)),
    };
  }, [searchParams, key]);

  const update = useCallback(
    (changes: Record<string, string | number | null>, resetPage = true) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === "" || (name === "page" && value === 1)) next.delete(key(name));
            else next.set(key(name), String(value));
          }
          if (resetPage && !("page" in changes)) next.delete(key("page"));
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams, key],
  );

  return {
    ...params,
    setPage: (page: number) => update({ page }, false),
    setSearch: (search: string) => update({ q: search }),
    set: (name: string, value: string | null) => update({ [name]: value }),
  };
}
