import type { UserInfo } from "@bitmarte/contracts";

export type ReportScope = "merchant" | "admin";
export type ReportInterval = "day" | "week" | "month";
export const REPORT_PRESETS = ["7d", "30d", "month"] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];
export const PRESET_LABELS: Record<ReportPreset, string> = { "7d": "Last 7 days", "30d": "Last 30 days", month: "This month" };

/** What every report call carries: UTC days, both included; admins may name one merchant. */
export interface ReportRange {
  startDate: string;
  endDate: string;
  merchantId?: string;
}

const DAY = 86_400_000;
const isDay = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));
export const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** The days of a preset, ending today (UTC). */
export function presetRange(preset: ReportPreset, today: Date = new Date()): { startDate: string; endDate: string } {
  const endDate = dayOf(today);
  if (preset === "month") return { startDate: `${endDate.slice(0, 7)}-01`, endDate };
  const days = preset === "7d" ? 7 : 30;
  return { startDate: dayOf(new Date(today.getTime() - (days - 1) * DAY)), endDate };
}

/** The preset a range equals, if any (to highlight its button). */
export function presetOf(range: { startDate: string; endDate: string }, today: Date = new Date()): ReportPreset | null {
  return REPORT_PRESETS.find((p) => {
    const r = presetRange(p, today);
    return r.startDate === range.startDate && r.endDate === range.endDate;
  }) ?? null;
}

/** The range in the address (`from`, `to`), or the last 30 days; a reversed range is put right. */
export function rangeFromParams(get: (name: string) => string | null, today: Date = new Date()): { startDate: string; endDate: string } {
  const from = get("from");
  const to = get("to");
  if (!isDay(from) || !isDay(to)) return presetRange("30d", today);
  return from <= to ? { startDate: from, endDate: to } : { startDate: to, endDate: from };
}

export function intervalFromParams(get: (name: string) => string | null): ReportInterval {
  const v = get("interval");
  return v === "week" || v === "month" ? v : "day";
}

/** Owners see their store's reports; staff need reports:read, as the server checks. */
export function canReadReports(user: Pick<UserInfo, "role" | "permissions">): boolean {
  return user.role !== "staff" || user.permissions.includes("reports:read");
}

const mediumDay = new Intl.DateTimeFormat("en-NG", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const shortDay = new Intl.DateTimeFormat("en-NG", { day: "numeric", month: "short", timeZone: "UTC" });
const monthLabel = new Intl.DateTimeFormat("en-NG", { month: "short", year: "numeric", timeZone: "UTC" });

export const formatDay = (day: string) => mediumDay.format(new Date(`${day}T00:00:00Z`));

/** A chart bucket's label: "5 Jan" for days, "w/c 5 Jan" for weeks, "Jan 2026" for months. */
export function bucketLabel(day: string, interval: ReportInterval): string {
  const d = new Date(`${day}T00:00:00Z`);
  if (interval === "month") return monthLabel.format(d);
  return interval === "week" ? `w/c ${shortDay.format(d)}` : shortDay.format(d);
}

/** ₦1.2m, ₦350k: short axis labels. */
export function compactNaira(value: number): string {
  if (Math.abs(value) >= 1_000_000) return `₦${(value / 1_000_000).toLocaleString("en-NG", { maximumFractionDigits: 1 })}m`;
  if (Math.abs(value) >= 1_000) return `₦${(value / 1_000).toLocaleString("en-NG", { maximumFractionDigits: 1 })}k`;
  return `₦${value.toLocaleString("en-NG")}`;
}
