import type { SortDirection, SortState } from "./data-table";

/**
 * A server-sorted table's order, kept in the page address as `sort=<column>_<asc|desc>` (the value the
 * list's API takes), so reload, back and shared links keep it. The table's column keys are the
 * API's sort columns.
 */
export interface ServerSort<S extends string> {
  /** The API's `sort` value; undefined: the list's usual order. */
  sort: S | undefined;
  /** For DataTable's `sort`. */
  state: SortState | undefined;
  /** The address change for DataTable's `onSortChange` (back to the first page). */
  patch: (next: SortState) => { sort: string; page: null };
}

/** Reads `sort` from the address; a value the API does not know is ignored (the usual order). */
export function serverSortFrom<S extends string>(value: string | null, allowed: readonly S[]): ServerSort<S> {
  const sort = value && (allowed as readonly string[]).includes(value) ? (value as S) : undefined;
  let state: SortState | undefined;
  if (sort) {
    const cut = sort.lastIndexOf("_");
    state = { by: sort.slice(0, cut), direction: sort.slice(cut + 1) as SortDirection };
  }
  return { sort, state, patch: (next) => ({ sort: `${next.by}_${next.direction}`, page: null }) };
}
