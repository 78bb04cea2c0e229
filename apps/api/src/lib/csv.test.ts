import { describe, expect, it } from "vitest";
import { csvCell, neutraliseCell, toCsv } from "./csv.js";

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
      'name,amount\r\n"\'=HYPERLINK(""http://evil.test"",""click"")",-₦5.00\r\n,3\r\n',
    );
    expect(toCsv([])).toBe("");
  });
});
