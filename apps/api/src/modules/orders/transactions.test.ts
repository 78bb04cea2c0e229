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

  it("writes the spec's columns with plain naira amounts, the screen's status and Lagos date and time", () => {
    const row = {
      orderName: "BM-260105-ABCDEF",
      amount: 1234567.5,
      customerName: "Adaéze Ọbị",
      status: "success",
      paymentChannel: "card",
      reference: "BMO-1234",
      createdAt: "2026-01-05T23:30:00.000Z",
    } as Transaction;
    expect(transactionsCsv([row])).toBe(
      "\uFEFForderName,amount (NGN),customer,status,channel,reference,createdAt (Lagos time)\r\nBM-260105-ABCDEF,1234567.50,Adaéze Ọbị,Paid,card,BMO-1234,2026-01-06 00:30\r\n",
    );
  });
});
