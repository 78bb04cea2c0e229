import type { Adapters } from "../../adapters/index.js";
import type { Db, DbOrTx } from "../../db/client.js";
import type { Ctx } from "../../http/context.js";
import { insertMail, listMails, withUnsentMails } from "./mail.repository.js";
import type { MailContent } from "./mail.templates.js";

/** Queues a mail in the caller's transaction: it is sent only if the change that caused it commits. */
export async function enqueueMail(db: DbOrTx, to: string, content: MailContent): Promise<void> {
  await insertMail(db, { to, subject: content.subject, text: content.text, html: content.html, links: content.links });
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

/** Sends queued mails through SMTP, when configured. Returns a stop function. */
export function startMailWorker(
  db: Db,
  adapters: Adapters,
  from: string,
  log: { error: (o: object, m: string) => void },
  intervalMs = 2000,
): () => void {
  const transport = adapters.mail;
  if (!transport) return () => {};
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await withUnsentMails(db, 20, async (rows, mark) => {
        for (const row of rows) {
          try {
            await transport.send({ from, to: row.to, subject: row.subject, text: row.text, html: row.html });
            await mark(row.id, null);
          } catch (err) {
            log.error({ err, mailId: row.id }, "mail delivery failed");
            await mark(row.id, String(err));
          }
        }
      });
    } catch (err) {
      log.error({ err }, "mail worker failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, intervalMs);
  return () => clearInterval(timer);
}
