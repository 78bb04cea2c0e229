import { CSV_TIME_ZONE } from "@bitmarte/contracts";
import { stringify } from "csv-stringify/sync";
import { nairaToKobo } from "./money.js";

/**
 * The one CSV writer of the server: every CSV the API answers (transactions, reports, payouts, the
 * merchant statement) is written here, so every cell goes through `neutraliseCell`.
 *
 * CSV injection (OWASP): a spreadsheet runs a cell that starts with `=`, `+`, `-`, `@`, a tab or a
 * carriage return as a formula, so a product or customer named `=HYPERLINK(...)` would run on the
 * admin's machine. Such cells get a leading `'`, which spreadsheets show as text. A plain negative
 * amount (`-1,500.00`, `-₦1,500.00`) cannot be a formula and stays a number.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEGATIVE_AMOUNT = /^-₦?\d{1,3}(,\d{3})*(\.\d+)?$|^-₦?\d+(\.\d+)?$/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) && !NEGATIVE_AMOUNT.test(value) ? `'${value}` : value;
}

export type CsvValue = string | number | null | undefined;

/** Excel reads a CSV without a byte-order mark in the machine's code page, mangling ₦ and accented names. */
export const CSV_BOM = "\uFEFF";

function rowsText(rows: CsvValue[][]): string {
  return stringify(
    rows.map((row) => row.map((cell) => neutraliseCell(cell === null || cell === undefined ? "" : String(cell)))),
    { record_delimiter: "windows", eof: true, quoted_match: /[\r\n]/ },
  );
}

/** Rows (the header first) as CSV text: a UTF-8 byte-order mark, RFC 4180 quoting, CRLF line ends, a final line end. */
export function toCsv(rows: CsvValue[][]): string {
  if (rows.length === 0) return "";
  return CSV_BOM + rowsText(rows);
}

/** One cell as it appears in the CSV (quoted when needed, neutralised). */
export function csvCell(value: string): string {
  return rowsText([[value]]).replace(/\r\n$/, "");
}

/**
 * An amount of kobo as a plain number of naira with two decimals ("14488.00", "-1500.00"): no sign,
 * no separators, so a spreadsheet sums it. Integer arithmetic, so no float rounding shows.
 */
export function csvKobo(kobo: number): string {
  const sign = kobo < 0 ? "-" : "";
  const abs = Math.abs(Math.round(kobo));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** An API naira amount (at most 2 decimals) as a CSV amount. */
export const csvNaira = (naira: number): string => csvKobo(nairaToKobo(naira));

const lagosParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: CSV_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** A moment as `YYYY-MM-DD HH:mm` in Lagos time (the headers say so); "" for none. */
export function csvDateTime(at: Date | string | null | undefined): string {
  if (at === null || at === undefined) return "";
  const parts = Object.fromEntries(lagosParts.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
