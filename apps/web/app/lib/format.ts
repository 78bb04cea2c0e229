export { formatNaira } from "@bitmarte/contracts/light";

const dateTime = new Intl.DateTimeFormat("en-NG", { dateStyle: "medium", timeStyle: "short" });
const dateOnly = new Intl.DateTimeFormat("en-NG", { dateStyle: "medium" });

/** "12 Mar 2026, 14:05" in the viewer's time zone; the input is an ISO 8601 string. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** "12 Mar 2026" (medium date format, spec §9). */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateOnly.format(date);
}

/** "Ada Obi" from a user's names, falling back to the email. */
export function fullName(user: { firstName?: string | null; lastName?: string | null; email?: string | null }): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  return name || user.email || "";
}

const ROLE_LABELS: Record<string, string> = {
  customer: "Customer",
  merchant: "Store owner",
  staff: "Staff",
  admin: "Admin",
  superadmin: "Super admin",
  dispatcher: "Dispatcher",
  scheduler: "Scheduler",
  partner: "Shipping partner",
};

export function roleLabel(role: string): string {
  return ROLE_LABELS[role] ?? role;
}
