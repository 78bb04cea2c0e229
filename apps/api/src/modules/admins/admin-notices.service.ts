import type { DomainEventHandlers } from "../../events/domain-events.js";
import type { DbOrTx } from "../../db/client.js";
import { genericMail } from "../mail/index.js";
import { type NotifyInput, notify } from "../notifications/index.js";
import { type AdminAudience, listAdminsOf } from "./admin-notices.repository.js";

export type { AdminAudience };

/** What admins are told: the notification, and the button of its mail (a path in the admin area). */
export type AdminNotice = Omit<NotifyInput, "to" | "mail"> & {
  /** Where the mail's button leads (APP_URL); without it no mail is sent. */
  appUrl?: string;
  /** The mail's paragraphs (default: the body). */
  lines?: string[];
};

/**
 * Tells the admins of an audience (super admins always) in their notification centre and, as each
 * chose, by mail, in the caller's transaction.
 */
export async function notifyAdmins(db: DbOrTx, audience: AdminAudience, notice: AdminNotice): Promise<void> {
  const to = await listAdminsOf(db, audience);
  if (to.length === 0) return;
  const { appUrl, lines, ...input } = notice;
  const mail =
    appUrl !== undefined
      ? genericMail(input.title, lines ?? [input.body], input.link ? { label: "Open in Bitmarte", url: `${appUrl}${input.link}` } : undefined)
      : undefined;
  await notify(db, { ...input, to: to.map((a) => ({ kind: "admin" as const, id: a.id, email: a.email })), mail });
}

/**
 * The admins' side of events published by modules that may not import this one (the job queue, the
 * shipping partners' applications); src/app.ts subscribes them.
 */
export const adminNoticeHandlers: DomainEventHandlers = {
  "jobs.failed": async (tx, e) => {
    await notifyAdmins(
      tx,
      {},
      {
        kind: "job_failed",
        title: `Background job ${e.jobName} failed`,
        body: `It failed ${e.attempts} ${e.attempts === 1 ? "time" : "times"} and will not be retried on its own${e.error ? `: ${e.error}.` : "."} Retry it from the failed jobs list once the cause is fixed.`,
        link: "/admin/jobs",
        // A failed mail job would otherwise queue a mail about itself, and so on while mail is down.
        appUrl: e.jobName.startsWith("mail.") ? undefined : e.appUrl,
        now: e.failedAt,
      },
    );
  },
  "partners.applied": async (tx, e) => {
    await notifyAdmins(
      tx,
      { roles: ["admin"] },
      {
        kind: "approval_waiting",
        title: `Shipping partner ${e.companyName} is waiting for approval`,
        body: `${e.companyName} applied to deliver with Bitmarte. Review the application and approve or reject it.`,
        link: "/admin/partners",
        appUrl: e.appUrl,
        now: e.appliedAt,
      },
    );
  },
};
