import { expect } from "vitest";
import type { TestApp } from "./app.js";

/**
 * Every row of a server-sorted list, read two to a page (`sort` and the list's own filters in `query`),
 * checking that no row shows on two pages and that the pages together hold the list's count.
 */
export async function allPages<R extends object>(
  t: TestApp,
  path: string,
  token: string,
  query: string,
  rowId: (row: R) => string = (row) => String((row as { id?: unknown }).id),
): Promise<R[]> {
  const rows: R[] = [];
  let count = Number.POSITIVE_INFINITY;
  for (let page = 1; rows.length < count; page++) {
    const res = await t.call("GET", `${path}?${query}&limit=2&page=${page}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { rows: R[]; count: number };
    count = data.count;
    if (data.rows.length === 0) break;
    rows.push(...data.rows);
  }
  expect(rows).toHaveLength(count);
  expect(new Set(rows.map(rowId)).size).toBe(rows.length);
  return rows;
}

/** Values in order (strings compared case-blind, as the lists sort names). */
export function isSorted(values: (string | number | null)[], direction: "asc" | "desc" = "asc"): boolean {
  const norm = (v: string | number | null) => (typeof v === "string" ? v.toLowerCase() : v);
  for (let i = 1; i < values.length; i++) {
    const a = norm(values[i - 1]);
    const b = norm(values[i]);
    if (a === null || b === null) continue;
    const cmp = typeof a === "number" && typeof b === "number" ? a - b : String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
    if (direction === "asc" ? cmp > 0 : cmp < 0) return false;
  }
  return true;
}

/** An unknown sort answers 422 naming the `sort` parameter. */
export async function expectUnknownSortRefused(t: TestApp, path: string, token: string, sorts: string[]): Promise<void> {
  for (const sort of sorts) {
    const res = await t.call("GET", `${path}?sort=${sort}`, { token });
    expect(res.statusCode, `${path}?sort=${sort}`).toBe(422);
    expect(res.json().errors[0].path).toBe("query.sort");
  }
}
