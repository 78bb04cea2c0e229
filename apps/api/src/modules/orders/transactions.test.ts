import type { Transaction } from "@bitmarte/contracts";
import { describe, expect, it } from "vitest";
import { csvCell, transactionsCsv } from "./transactions.service.js";

describe("transaction CSV", () => {
  it("quotes cells that need it and defuses spreadsheet formulas", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("Ada, Obi")).toBe('"Ada, Obi"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+2348012345678")).toBe("'+2348012345678");
  });

  it("writes the spec's columns with naira amounts and medium dates", () => {
    const row = {
      orderName: "BM-260105-ABCDEF",
      amount: 1234567.5,
      customerName: "Ada Obi",
      status: "success",
      paymentChannel: "card",
      reference: "BMO-1234",
      createdAt: "2026-01-05T10:00:00.000Z",
    } as Transaction;
    expect(transactionsCsv([row])).toBe(
      'orderName,amount (₦),customer,status,channel,reference,createdAt\r\nBM-260105-ABCDEF,"₦1,234,567.50",Ada Obi,success,card,BMO-1234,"Jan 5, 2026"\r\n',
    );
  });
});
