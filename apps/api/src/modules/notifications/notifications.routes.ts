import { MESSAGES, notificationsEndpoints as e } from "@bitmarte/contracts";
import type { FastifyInstance } from "fastify";
import { route } from "../../http/endpoint.js";
import { openEventStream } from "../../http/event-stream.js";
import { listenToNotifications } from "./notifications.live.js";
import * as service from "./notifications.service.js";

export function notificationsRoutes(app: FastifyInstance): void {
  route(app, e.list, async ({ ctx, query }) => ({ data: await service.listMine(ctx, query) }));
  route(app, e.unread, async ({ ctx }) => ({ data: await service.unreadOfMine(ctx) }));
  route(app, e.markRead, async ({ ctx, params }) => ({ data: await service.readOne(ctx, params.id), message: MESSAGES.notificationRead }));
  route(app, e.markAllRead, async ({ ctx }) => ({ data: await service.readAll(ctx), message: MESSAGES.notificationsAllRead }));
  route(app, e.preferences, async ({ ctx }) => ({ data: await service.preferencesOfMine(ctx) }));
  route(app, e.updatePreferences, async ({ ctx, body }) => ({ data: await service.savePreferencesOfMine(ctx, body), message: MESSAGES.notificationPreferencesSaved }));
  route(app, e.live, ({ ctx, req, reply }) => {
    const me = service.recipientOf(ctx.actor);
    return openEventStream(req, reply, (send) =>
      listenToNotifications(ctx.db, (signal) => {
        if (signal.recipient.kind !== me.kind || signal.recipient.id !== me.id) return;
        void service
          .unreadOfMine(ctx)
          .then(({ unread }) => send("notification", { notification: signal.notification, unread }))
          .catch(() => undefined);
      }),
    );
  });
}
