import { ORDER_SORTS, ORDER_STATUS_CODES, type OrderStatusCode } from "@bitmarte/contracts";
import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { serverSortFrom } from "../../ui/server-sort";

export const PAGE_SIZES = [10, 20, 50, 100];
export const DEFAULT_PAGE_SIZE = 20;

export function isStatus(value: string | null | undefined): value is OrderStatusCode {
  return !!value && (ORDER_STATUS_CODES as readonly string[]).includes(value);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export function dayOrUndefined(value: string | null): string | undefined {
  return value && DAY.test(value) ? value : undefined;
}

/** Paging, filters and search of an order list, all kept in the address (reload, back and shared links keep them). */
export function useOrderListParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | number | null | undefined>, resetPage = true) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === "" || (name === "page" && value === 1)) next.delete(name);
            else next.set(name, String(value));
          }
          if (resetPage && !("page" in changes)) next.delete("page");
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  const get = (name: string) => params.get(name);
  const page = Math.max(1, Number.parseInt(get("page") ?? "1", 10) || 1);
  const sizeParam = Number.parseInt(get("size") ?? "", 10);
  const pageSize = PAGE_SIZES.includes(sizeParam) ? sizeParam : DEFAULT_PAGE_SIZE;
  const status = get("status");
  return {
    page,
    pageSize,
    search: get("q") ?? "",
    status: isStatus(status) ? status : undefined,
    startDate: dayOrUndefined(get("from")),
    endDate: dayOrUndefined(get("to")),
    /** The server's order (`sort` in the address); absent: newest first. */
    order: serverSortFrom(get("sort"), ORDER_SORTS),
    get,
    update,
  };
}
