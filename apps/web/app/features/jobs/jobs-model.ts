import type { FailedJob } from "@bitmarte/contracts";

/** What each background job does, in words an admin understands. Unknown names show as they are. */
export const JOB_LABELS: Record<string, string> = {
  "mail.send": "Send an email",
  "mail.sweep": "Queue unsent emails",
  "orders.expireUnpaid": "Expire unpaid orders",
  "giftcards.expire": "Expire gift cards",
};

export function jobLabel(name: string): string {
  return JOB_LABELS[name] ?? name;
}

/** Options for the job filter: every known job, and the names in view that are not known here. */
export function jobFilterOptions(rows: readonly Pick<FailedJob, "name">[] = []): { value: string; label: string }[] {
  const names = new Set([...Object.keys(JOB_LABELS), ...rows.map((r) => r.name)]);
  return [...names].map((value) => ({ value, label: jobLabel(value) }));
}

/** A job's payload on one line: `outboxId: 8f1c…, attempt: 2`. Long values are cut. */
export function payloadSummary(data: FailedJob["data"], max = 80): string {
  if (!data || Object.keys(data).length === 0) return "—";
  const text = Object.entries(data)
    .map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(", ");
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Runs made before the job was given up: the first and its retries. */
export function attemptsOf(job: Pick<FailedJob, "retryCount">): number {
  return job.retryCount + 1;
}
