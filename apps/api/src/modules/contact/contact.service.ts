import type { ContactMessage, ContactMessagesQuery, ContactUsBodySchema } from "@bitmarte/contracts";
import type { z } from "zod";
import type { AdminActor, Ctx } from "../../http/context.js";
import { notFound } from "../../lib/errors.js";
import { pageOffset } from "../../lib/paging.js";
import { takeAttempt } from "../limits/index.js";
import { enqueueMail, genericMail } from "../mail/index.js";
import * as repo from "./contact.repository.js";

type ContactUsBody = z.infer<typeof ContactUsBodySchema>;

function toMessage(r: repo.ContactMessageRow): ContactMessage {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    subject: r.subject,
    message: r.message,
    read: r.readAt !== null,
    readAt: r.readAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * A visitor's message: limited per sender email and per client address (429 with Retry-After), kept for
 * the admin inbox and, when SUPPORT_EMAIL is set, mailed there through the outbox in the same transaction.
 */
export async function sendContactMessage(ctx: Ctx, body: ContactUsBody): Promise<{ id: string }> {
  await takeAttempt(ctx, "contact", body.email);
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await repo.insertContactMessage(tx, { ...body, ip: ctx.ip, createdAt: ctx.now });
    const support = ctx.config.SUPPORT_EMAIL;
    if (support) {
      const subject = `Contact us: ${body.subject}`.replace(/[\r\n]+/g, " ").slice(0, 200);
      await enqueueMail(
        tx,
        support,
        genericMail(subject, [`From: ${body.name} <${body.email}>`, body.message], {
          label: "Open the contact inbox",
          url: `${ctx.config.APP_URL}/admin/messages`,
        }),
      );
    }
    return saved;
  });
  ctx.log.info({ contactMessageId: row.id }, "contact message received");
  return { id: row.id };
}

export async function listContactMessages(ctx: Ctx<AdminActor>, q: ContactMessagesQuery) {
  const { rows, count, unread } = await repo.listContactMessages(ctx.db, { status: q.status, search: q.search || undefined }, q.limit, pageOffset(q));
  return { rows: rows.map(toMessage), count, unread };
}

export async function markContactMessage(ctx: Ctx<AdminActor>, id: string, read: boolean): Promise<ContactMessage> {
  const row = await repo.setContactMessageRead(ctx.db, id, read ? { at: ctx.now, by: ctx.actor.userId } : null);
  if (!row) throw notFound();
  return toMessage(row);
}
