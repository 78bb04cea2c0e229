/**
 * Reads a CSV answer the way a spreadsheet does (RFC 4180: quoted cells, doubled quotes, CRLF), so
 * tests assert on cells rather than on raw lines. Returns whether the text opened with a UTF-8 BOM.
 */
export function parseCsv(text: string): { bom: boolean; rows: string[][] } {
  const bom = text.startsWith("\uFEFF");
  const body = bom ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && body[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return { bom, rows };
}

/** The rows as objects keyed by the header row. */
export function csvRecords(text: string): { bom: boolean; header: string[]; records: Record<string, string>[] } {
  const { bom, rows } = parseCsv(text);
  const [header = [], ...rest] = rows;
  return { bom, header, records: rest.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ""]))) };
}
