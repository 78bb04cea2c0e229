import { describe, expect, it } from "vitest";
import { bucketLabel, canReadReports, presetOf, presetRange, rangeFromParams } from "./reports-model";

const today = new Date("2026-03-15T10:00:00Z");
const params = (p: Record<string, string>) => (name: string) => p[name] ?? null;

describe("report ranges", () => {
  it("presets end today (UTC), both days included", () => {
    expect(presetRange("7d", today)).toEqual({ startDate: "2026-03-09", endDate: "2026-03-15" });
    expect(presetRange("30d", today)).toEqual({ startDate: "2026-02-14", endDate: "2026-03-15" });
    expect(presetRange("month", today)).toEqual({ startDate: "2026-03-01", endDate: "2026-03-15" });
    expect(presetOf({ startDate: "2026-03-01", endDate: "2026-03-15" }, today)).toBe("month");
    expect(presetOf({ startDate: "2026-03-02", endDate: "2026-03-15" }, today)).toBeNull();
  });

  it("reads the address: the last 30 days without a whole range; a reversed range is put right", () => {
    expect(rangeFromParams(params({}), today)).toEqual(presetRange("30d", today));
    expect(rangeFromParams(params({ from: "2026-01-05" }), today)).toEqual(presetRange("30d", today));
    expect(rangeFromParams(params({ from: "2026-13-45", to: "2026-01-01" }), today)).toEqual(presetRange("30d", today));
    expect(rangeFromParams(params({ from: "2026-02-10", to: "2026-02-01" }), today)).toEqual({ startDate: "2026-02-01", endDate: "2026-02-10" });
  });

  it("labels chart buckets per interval", () => {
    expect(bucketLabel("2026-01-05", "day")).toBe("5 Jan");
    expect(bucketLabel("2026-01-05", "week")).toBe("w/c 5 Jan");
    expect(bucketLabel("2026-01-01", "month")).toBe("Jan 2026");
  });

  it("staff need reports:read", () => {
    expect(canReadReports({ role: "merchant", permissions: [] })).toBe(true);
    expect(canReadReports({ role: "staff", permissions: ["orders:read"] })).toBe(false);
    expect(canReadReports({ role: "staff", permissions: ["reports:read"] })).toBe(true);
  });
});
