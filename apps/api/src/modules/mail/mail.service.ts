import type { Ctx } from "../../http/context.js";
import type { DbOrTx } from "../../db/client.js";
import { enqueue, type JobCtx, type JobPayloads, type ScheduledPayload } from "../jobs/index.js";
import { insertMail, listMails, untriedMailIds, withUnsentMail } from "./mail.repository.js";
import type { MailContent } from "./mail.templates.js";

/** Mails not tried this long after they were written get a job from the sweep. */
const SWEEP_AFTER_MS = 60_000;
const SWEEP_BATCH = 200;

/**
 * Queues a mail in the caller's transaction: the outbox row and its `mail.send` job are stored with
 * the change that caused them, so the mail is sent only if that change commits, and never lost if it does.
 */
export async function enqueueMail(db: DbOrTx, to: string, content: MailContent): Promise<void> {
  const id = await insertMail(db, { to, subject: content.subject, text: content.text, html: content.html, links: content.links });
  await enqueue("mail.send", { outboxId: id }, { db, singletonKey: id });
}

export async function listOutbox(ctx: Ctx, input: { to?: string; limit: number }) {
  const { rows, count } = await listMails(ctx.db, input);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      to: r.to,
      subject: r.subject,
      text: r.text,
      html: r.html,
      links: r.links,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
    })),
    count,
  };
}

/**
 * Job `mail.send`: delivers one outbox mail through SMTP and marks it sent. A delivery failure is
 * counted on the row and thrown, so the queue retries it and finally dead-letters it. Without SMTP
 * the mail stays unsent, readable in the outbox (the /dev/mail page).
 */
export async function sendOutboxMail({ outboxId }: JobPayloads["mail.send"], ctx: JobCtx): Promise<void> {
  const transport = ctx.adapters.mail;
  if (!transport) return;
  let failure: unknown = null;
  await withUnsentMail(ctx.db, outboxId, async (row, mark) => {
    try {
      await transport.send({ from: ctx.config.MAIL_FROM, to: row.to, subject: row.subject, text: row.text, html: row.html });
      await mark(null);
    } catch (err) {
      failure = err;
      await mark(String(err));
    }
  });
  if (failure) throw failure;
}

/**
 * Job `mail.sweep` (every minute): gives a `mail.send` job to unsent mails never tried, for rows
 * written without one (before the queue existed, or by hand). A mail whose job is still waiting
 * keeps that job: the outbox id is the job's singleton key. Mails already tried belong to their
 * job's retries and dead letter.
 */
export async function sweepOutbox(_payload: ScheduledPayload, ctx: JobCtx): Promise<void> {
  if (!ctx.adapters.mail) return;
  const ids = await untriedMailIds(ctx.db, new Date(ctx.now.getTime() - SWEEP_AFTER_MS), SWEEP_BATCH);
  for (const id of ids) await enqueue("mail.send", { outboxId: id }, { singletonKey: id });
}
