import { stringify } from "csv-stringify/sync";

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

/** Rows (the header first) as CSV text: RFC 4180 quoting, CRLF line ends, a final line end. */
export function toCsv(rows: CsvValue[][]): string {
  if (rows.length === 0) return "";
  return stringify(
    rows.map((row) => row.map((cell) => neutraliseCell(cell === null || cell === undefined ? "" : String(cell)))),
    { record_delimiter: "windows", eof: true, quoted_match: /[\r\n]/ },
  );
}

/** One cell as it appears in the CSV (quoted when needed, neutralised). */
export function csvCell(value: string): string {
  return toCsv([[value]]).replace(/\r\n$/, "");
}
