import { describe, expect, it } from "vitest";
import { datedCsvName, fileNameFrom } from "../../lib/csv-download";
import { fetchTransactionsCsv } from "./transactions-export";
import {
  CHART_MAX_DAYS,
  CHART_MIN_DAYS,
  dailyTotals,
  filtersFromParams,
  maskedCard,
  statusesIn,
  validDay,
} from "./transactions-model";

const params = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe("transaction filters from the address", () => {
  it("keeps known statuses and real days, and ignores the rest", () => {
    expect(filtersFromParams(params({ status: "success", from: "2026-01-05", to: "2026-01-09" }), " ada ")).toEqual({
      status: "success",
      search: "ada",
      startDate: "2026-01-05",
      endDate: "2026-01-09",
    });
    expect(filtersFromParams(params({ status: "paid", from: "2026-02-30", to: "yesterday" }), "  ")).toEqual({
      status: undefined,
      search: undefined,
      startDate: undefined,
      endDate: undefined,
    });
  });

  it("puts a reversed range in order", () => {
    const f = filtersFromParams(params({ from: "2026-03-10", to: "2026-03-01" }), "");
    expect([f.startDate, f.endDate]).toEqual(["2026-03-01", "2026-03-10"]);
  });

  it("validates calendar days", () => {
    expect(validDay("2024-02-29")).toBe("2024-02-29");
    expect(validDay("2025-02-29")).toBeUndefined();
    expect(validDay("2025-1-2")).toBeUndefined();
  });
});

describe("card numbers", () => {
  it("never show more than the last four digits", () => {
    expect(maskedCard("**** 4242")).toBe("•••• 4242");
    expect(maskedCard("4084084084084081")).toBe("•••• 4081");
    expect(maskedCard(null)).toBeNull();
    expect(maskedCard("****")).toBeNull();
  });
});

describe("daily totals", () => {
  const row = (createdAt: string, amount: number, status: "success" | "failed" | "pending" = "success") => ({ createdAt, amount, status });

  it("sums exact naira per UTC day and status, with quiet days at zero", () => {
    const data = dailyTotals([
      row("2026-01-05T09:00:00.000Z", 0.1),
      row("2026-01-05T23:59:59.000Z", 0.2),
      row("2026-01-07T00:00:00.000Z", 1500.5, "failed"),
    ]);
    expect(data).toHaveLength(CHART_MIN_DAYS);
    expect(data.slice(-3).map((d) => d.day)).toEqual(["2026-01-05", "2026-01-06", "2026-01-07"]);
    expect(data[0].day).toBe("2025-12-25");
    expect(data.at(-3)?.success).toBe(0.3);
    expect(data.at(-2)).toMatchObject({ success: 0, failed: 0 });
    expect(data.at(-1)?.failed).toBe(1500.5);
    expect(statusesIn(data)).toEqual(["success", "failed"]);
  });

  it("spans the filter's range when given", () => {
    const data = dailyTotals([row("2026-01-05T09:00:00.000Z", 10)], { startDate: "2026-01-01", endDate: "2026-01-10" });
    expect(data).toHaveLength(10);
    expect(data[4]).toMatchObject({ day: "2026-01-05", success: 10 });
  });

  it("shows only the days with payments over very long ranges", () => {
    const data = dailyTotals([row("2025-01-05T09:00:00.000Z", 10), row("2026-01-05T09:00:00.000Z", 20)], {
      startDate: "2025-01-01",
      endDate: "2026-01-31",
    });
    expect(data.length).toBeLessThanOrEqual(CHART_MAX_DAYS);
    expect(data.map((d) => d.day)).toEqual(["2025-01-05", "2026-01-05"]);
  });

  it("is empty without rows", () => {
    expect(dailyTotals([])).toEqual([]);
  });
});

describe("CSV export", () => {
  it("names the file from the server's header", () => {
    expect(fileNameFrom('attachment; filename="transactions-2026-01-05.csv"', "x.csv")).toBe("transactions-2026-01-05.csv");
    expect(fileNameFrom(null, datedCsvName("transactions", new Date("2026-02-01T10:00:00Z")))).toBe("transactions-2026-02-01.csv");
  });

  it("asks for the filtered CSV and returns the file", async () => {
    const calls: string[] = [];
    const fake = (async (url: string) => {
      calls.push(url);
      return new Response("\uFEFForderName,amount (NGN)\r\n", {
        status: 200,
        headers: { "content-type": "text/csv", "content-disposition": 'attachment; filename="transactions-2026-03-01.csv"' },
      });
    }) as unknown as typeof fetch;
    const file = await fetchTransactionsCsv("merchant", { status: "success", startDate: "2026-03-01" }, fake);
    expect(calls[0]).toMatch(/\/api\/v1\/transactions\/merchant\?status=success&startDate=2026-03-01&format=csv$/);
    expect(file.fileName).toBe("transactions-2026-03-01.csv");
    expect(await file.blob.text()).toContain("orderName");
    // The saved file keeps the server's UTF-8 byte-order mark, which spreadsheets need for ₦ and accents.
    expect([...new Uint8Array(await file.blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("throws the server's message when refused", async () => {
    const fake = (async () =>
      new Response(JSON.stringify({ success: false, message: "You do not have permission", code: "FORBIDDEN", requestId: "r" }), {
        status: 403,
        headers: { "content-type": "application/json" },
      })) as unknown as typeof fetch;
    await expect(fetchTransactionsCsv("admin", {}, fake)).rejects.toMatchObject({ status: 403, message: "You do not have permission" });
  });
});
