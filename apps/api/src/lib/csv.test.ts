import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CSV_BOM, csvCell, csvDateTime, csvKobo, csvNaira, neutraliseCell, toCsv } from "./csv.js";

describe("CSV writer", () => {
  it("defuses every cell a spreadsheet would run as a formula", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(neutraliseCell(`${start}HYPERLINK("http://evil.test","x")`)).toBe(`'${start}HYPERLINK("http://evil.test","x")`);
    }
    expect(neutraliseCell("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(neutraliseCell("+2348012345678")).toBe("'+2348012345678");
  });

  it("leaves plain text and negative amounts alone", () => {
    expect(neutraliseCell("Ada Obi")).toBe("Ada Obi");
    expect(neutraliseCell("a=b")).toBe("a=b");
    expect(neutraliseCell("-1,500.00")).toBe("-1,500.00");
    expect(neutraliseCell("-₦1,234,567.50")).toBe("-₦1,234,567.50");
    expect(neutraliseCell("-12.5")).toBe("-12.5");
    expect(neutraliseCell("-1,5,00")).toBe("'-1,5,00");
  });

  it("quotes what needs quoting and ends every line with CRLF", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("Ada, Obi")).toBe('"Ada, Obi"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(toCsv([["name", "amount"], ['=HYPERLINK("http://evil.test","click")', "-₦5.00"], [null, 3]])).toBe(
      '\uFEFFname,amount\r\n"\'=HYPERLINK(""http://evil.test"",""click"")",-₦5.00\r\n,3\r\n',
    );
    expect(toCsv([])).toBe("");
  });

  it("opens with a UTF-8 byte-order mark so spreadsheets read ₦ and accented names", () => {
    const text = toCsv([["customer"], ["Chiamaka Ọ̀kọ́"]]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect([...Buffer.from(text, "utf8").subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("writes amounts as plain naira numbers with two decimals that a spreadsheet sums", () => {
    expect(csvKobo(1_448_800)).toBe("14488.00");
    expect(csvKobo(5)).toBe("0.05");
    expect(csvKobo(-150_000)).toBe("-1500.00");
    expect(csvKobo(0)).toBe("0.00");
    expect(csvNaira(1234567.5)).toBe("1234567.50");
    expect(csvNaira(0.1 + 0.2)).toBe("0.30");
    expect(neutraliseCell(csvKobo(-150_000))).toBe("-1500.00");
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (kobo) => {
        const cell = csvKobo(kobo);
        expect(cell).toMatch(/^-?\d+\.\d{2}$/);
        expect(Math.round(Number(cell) * 100)).toBe(kobo);
      }),
    );
  });

  it("writes moments as YYYY-MM-DD HH:mm in Lagos time (UTC+1)", () => {
    expect(csvDateTime("2026-01-05T10:00:00.000Z")).toBe("2026-01-05 11:00");
    expect(csvDateTime(new Date("2026-12-31T23:30:00.000Z"))).toBe("2027-01-01 00:30");
    expect(csvDateTime("2026-07-01T00:00:00.000Z")).toBe("2026-07-01 01:00");
    expect(csvDateTime(null)).toBe("");
  });
});
