import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** Filters kept in the address; changing one goes back to page 1. */
export function useUrlState() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | number | null>, resetPage = true) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === "" || (name === "page" && value === 1)) next.delete(name);
            else next.set(name, String(value));
          }
          if (resetPage && !("page" in changes)) next.delete("page");
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return { get: (name: string) => params.get(name), update };
}
