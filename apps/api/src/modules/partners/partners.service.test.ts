import { describe, expect, it } from "vitest";
import { accountNameMatchesCompany, normaliseCompanyName } from "./partners.service.js";

describe("bank account name against the company name", () => {
  it("ignores case, punctuation and legal forms", () => {
    expect(normaliseCompanyName("Swift-Logistics (Nig.) Ltd.")).toBe("swift logistics");
    expect(accountNameMatchesCompany("SWIFT LOGISTICS LIMITED", "Swift Logistics Ltd")).toBe(true);
    expect(accountNameMatchesCompany("swift logistics nigeria limited", "Swift Logistics")).toBe(true);
    expect(accountNameMatchesCompany("A & B Couriers Plc", "A and B Couriers")).toBe(true);
  });

  it("accepts a name the bank cut short at a word, and nothing looser", () => {
    expect(accountNameMatchesCompany("LAGOS HAULAGE AND", "Lagos Haulage and Freight Ltd")).toBe(true);
    expect(accountNameMatchesCompany("NGOZI EZE", "Lagos Haulage Ltd")).toBe(false);
    expect(accountNameMatchesCompany("SWIFT LOGIST", "Swift Logistics Ltd")).toBe(false);
    expect(accountNameMatchesCompany("LTD", "Limited")).toBe(false);
  });
});
