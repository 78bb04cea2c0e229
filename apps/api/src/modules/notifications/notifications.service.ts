import {
  MESSAGES,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KIND_MAIL_DEFAULTS,
  NOTIFICATION_KINDS_BY_ROLE,
  type Notification,
  type NotificationKind,
  type NotificationPage,
  type NotificationPreferences,
  type NotificationsQuery,
  type TokenKind,
  type UnreadCount,
  type UpdateNotificationPreferences,
} from "@bitmarte/contracts";
import type { DbOrTx } from "../../db/client.js";
import type { Actor, Ctx } from "../../http/context.js";
import { badInput, notFound } from "../../lib/errors.js";
import { enqueueMail, type MailContent } from "../mail/index.js";
import { signalNotification } from "./notifications.live.js";
import * as repo from "./notifications.repository.js";
import type { NotificationRow, Recipient } from "./notifications.repository.js";

export type { Recipient };

/** One person to tell, and where their mail goes when they have not turned mail off for the kind. */
export interface NotifyTarget extends Recipient {
  kind: TokenKind;
  email?: string | null;
}

export interface NotifyInput {
  to: NotifyTarget[];
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path in the recipient's area where they act on it. */
  link?: string | null;
  /** The mail of the same news, sent to each recipient with an email who has not turned it off. */
  mail?: MailContent;
  /** Send the mail whatever the person chose (what they cannot do without, such as a delivery token). */
  mailAlways?: boolean;
  now: Date;
}

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Tells people of something in their notification centre, in the caller's transaction: the notification,
 * its live signal and its mail are kept only if the change that caused them commits. The mail goes to
 * each recipient whose choice for this kind (or, without one, the kind's default) is to get it.
 */
export async function notify(db: DbOrTx, input: NotifyInput): Promise<Notification[]> {
  const to = input.to.filter((r) => (NOTIFICATION_KINDS_BY_ROLE[r.kind] as readonly string[]).includes(input.kind));
  const rows = await repo.insertNotifications(
    db,
    to.map((r) => ({ recipientKind: r.kind, recipientId: r.id, kind: input.kind, title: input.title, body: input.body, link: input.link ?? null, createdAt: input.now })),
  );
  const made = rows.map(toNotification);
  for (const [i, r] of to.entries()) await signalNotification(db, { recipient: { kind: r.kind, id: r.id }, notification: made[i] });
  if (input.mail) {
    const chosen = input.mailAlways ? new Map<string, boolean>() : await repo.mailChoices(db, to, input.kind);
    const byDefault = input.mailAlways || NOTIFICATION_KIND_MAIL_DEFAULTS[input.kind];
    for (const r of to) if (r.email && (chosen.get(`${r.kind}:${r.id}`) ?? byDefault)) await enqueueMail(db, r.email, input.mail);
  }
  return made;
}

export const recipientOf = (actor: Actor): Recipient => ({ kind: actor.kind, id: actor.userId });

export async function listMine(ctx: Ctx<Actor>, query: NotificationsQuery): Promise<NotificationPage> {
  const me = recipientOf(ctx.actor);
  const [page, unread] = await Promise.all([
    repo.listNotifications(ctx.db, me, { unreadOnly: query.status === "unread", limit: query.limit, offset: (query.page - 1) * query.limit }),
    repo.unreadCount(ctx.db, me),
  ]);
  return { rows: page.rows.map(toNotification), count: page.count, unread };
}

export async function unreadOfMine(ctx: Ctx<Actor>): Promise<UnreadCount> {
  return { unread: await repo.unreadCount(ctx.db, recipientOf(ctx.actor)) };
}

export async function readOne(ctx: Ctx<Actor>, id: string): Promise<Notification> {
  const row = await repo.markRead(ctx.db, recipientOf(ctx.actor), id, ctx.now);
  if (!row) throw notFound(MESSAGES.notificationNotFound);
  return toNotification(row);
}

export async function readAll(ctx: Ctx<Actor>): Promise<UnreadCount> {
  await repo.markAllRead(ctx.db, recipientOf(ctx.actor), ctx.now);
  return { unread: 0 };
}

export async function preferencesOfMine(ctx: Ctx<Actor>): Promise<NotificationPreferences> {
  const saved = await repo.preferencesOf(ctx.db, recipientOf(ctx.actor));
  return {
    preferences: NOTIFICATION_KINDS_BY_ROLE[ctx.actor.kind].map((kind) => ({ kind, label: NOTIFICATION_KIND_LABELS[kind], mail: saved.get(kind) ?? NOTIFICATION_KIND_MAIL_DEFAULTS[kind] })),
  };
}

export async function savePreferencesOfMine(ctx: Ctx<Actor>, input: UpdateNotificationPreferences): Promise<NotificationPreferences> {
  const allowed = NOTIFICATION_KINDS_BY_ROLE[ctx.actor.kind] as readonly string[];
  const wrong = input.preferences.findIndex((p) => !allowed.includes(p.kind));
  if (wrong >= 0) throw badInput([{ path: `preferences.${wrong}.kind`, message: MESSAGES.notificationKindNotYours }]);
  await repo.savePreferences(ctx.db, recipientOf(ctx.actor), input.preferences, ctx.now);
  return preferencesOfMine(ctx);
}
