// Apart from page-window.ts (which the storefront's pagination loads): only lists with a count use it.

/** "Showing 21–40 of 57". */
export function rangeLabel(page: number, pageSize: number, total: number): string {
  if (total === 0) return "No results";
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return `Showing ${first}–${last} of ${total}`;
}
