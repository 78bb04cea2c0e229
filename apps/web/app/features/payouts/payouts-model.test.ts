import { describe, expect, it } from "vitest";
import { fileNameFrom } from "../../lib/csv-download";
import { ANY_END, ANY_START, hasPayoutAccount, payoutFiltersFromParams, rangeQuery, thisMonth, transferNote } from "./payouts-model";

describe("payouts model", () => {
  it("reads filters from the address, ignoring what is not valid", () => {
    const params = new URLSearchParams("status=approved&from=2026-01-01&to=nope&sort=amount_desc");
    expect(payoutFiltersFromParams((n) => params.get(n))).toEqual({ status: "approved", startDate: "2026-01-01", endDate: undefined, sort: "amount_desc" });
    const junk = new URLSearchParams("status=paid&sort=random");
    expect(payoutFiltersFromParams((n) => junk.get(n))).toEqual({ status: undefined, startDate: undefined, endDate: undefined, sort: "newest" });
  });
  it("asks for every date when none is chosen, and one day when only the start is", () => {
    expect(rangeQuery({})).toEqual({ startDate: ANY_START, endDate: ANY_END });
    expect(rangeQuery({ startDate: "2026-03-04" })).toEqual({ startDate: "2026-03-04", endDate: "2026-03-04" });
  });
  it("this month runs from the first to today", () => {
    expect(thisMonth(new Date("2026-11-24T10:00:00Z"))).toEqual({ startDate: "2026-11-01", endDate: "2026-11-24" });
  });
  it("takes the file name from the header", () => {
    expect(fileNameFrom('attachment; filename="statement-2026-11-01-2026-11-24.csv"', "x.csv")).toBe("statement-2026-11-01-2026-11-24.csv");
    expect(fileNameFrom(null, "x.csv")).toBe("x.csv");
  });

  it("a payout can be marked processed only with a bank account on file", () => {
    expect(hasPayoutAccount({ bankName: "Guaranty Trust Bank", accountNumber: "******6789" })).toBe(true);
    expect(hasPayoutAccount({ bankName: null, accountNumber: null })).toBe(false);
  });
  it("names a transfer's state in the admin's and the merchant's words", () => {
    const failed = { status: "approved" as const, transferOutcome: "failed" as const, failureReason: "Account closed" };
    expect(transferNote(failed, "admin")).toEqual({ text: "Failed: Account closed", tone: "danger" });
    expect(transferNote(failed, "merchant")).toEqual({ text: "Transfer failed: Account closed. We will send it again.", tone: "danger" });
    const reversed = { ...failed, transferOutcome: "reversed" as const };
    expect(transferNote(reversed, "admin")?.text).toBe("Reversed: Account closed");
    expect(transferNote(reversed, "merchant")?.text).toBe("Returned by your bank: Account closed. We will send it again.");
    const sending = { status: "sending" as const, transferOutcome: null, failureReason: null };
    expect(transferNote(sending, "admin")).toBeNull();
    expect(transferNote(sending, "merchant")).toEqual({ text: "On its way to your bank", tone: "info" });
    expect(transferNote({ status: "processed", transferOutcome: null, failureReason: null }, "merchant")).toBeNull();
    const sendingFilter = new URLSearchParams("status=sending");
    expect(payoutFiltersFromParams((n) => sendingFilter.get(n)).status).toBe("sending");
  });
});
