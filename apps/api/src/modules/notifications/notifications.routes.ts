import { MESSAGES, notificationsEndpoints as e } from "@bitmarte/contracts";
import type { FastifyInstance } from "fastify";
import { route } from "../../http/endpoint.js";
import { listenToNotifications } from "./notifications.live.js";
import { unreadCount } from "./notifications.repository.js";
import * as service from "./notifications.service.js";

export function notificationsRoutes(app: FastifyInstance): void {
  route(app, e.list, async ({ ctx, query }) => ({ data: await service.listMine(ctx, query) }));
  route(app, e.unread, async ({ ctx }) => ({ data: await service.unreadOfMine(ctx) }));
  route(app, e.markRead, async ({ ctx, params }) => ({ data: await service.readOne(ctx, params.id), message: MESSAGES.notificationRead }));
  route(app, e.markAllRead, async ({ ctx }) => ({ data: await service.readAll(ctx), message: MESSAGES.notificationsAllRead }));
  route(app, e.preferences, async ({ ctx }) => ({ data: await service.preferencesOfMine(ctx) }));
  route(app, e.updatePreferences, async ({ ctx, body }) => ({ data: await service.savePreferencesOfMine(ctx, body), message: MESSAGES.notificationPreferencesSaved }));
  route(app, e.live, async ({ ctx, req, reply }) => {
    const me = service.recipientOf(ctx.actor);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    });
    res.write("retry: 5000\n\n");
    const stop = await listenToNotifications(ctx.db, (signal) => {
      if (signal.recipient.kind !== me.kind || signal.recipient.id !== me.id) return;
      void unreadCount(ctx.db, me)
        .then((unread) => res.write(`event: notification\ndata: ${JSON.stringify({ notification: signal.notification, unread })}\n\n`))
        .catch(() => undefined);
    });
    // A comment every 25 s keeps proxies from closing an idle stream.
    const keepAlive = setInterval(() => res.write(": keep-alive\n\n"), 25_000);
    req.raw.on("close", () => {
      clearInterval(keepAlive);
      stop();
    });
    return { raw: true };
  });
}
