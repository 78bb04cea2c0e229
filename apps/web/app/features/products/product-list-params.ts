import { useSearchParams } from "react-router";

/**
 * A product list's state in the address: the page, and `update` to change filters.
 * Changing anything but the page goes back to the first page.
 */
export function useProductListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);

  const update = (patch: Record<string, string | null>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === null || value === "") next.delete(key);
          else next.set(key, value);
        }
        if (!("page" in patch)) next.delete("page");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return { params, page, update };
}
