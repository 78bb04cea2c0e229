import { z } from "zod";
import { defineEndpoint } from "../endpoint.js";
import {
  NotificationEventSchema,
  NotificationPageSchema,
  NotificationPreferencesSchema,
  NotificationSchema,
  NotificationsQuerySchema,
  UnreadCountSchema,
  UpdateNotificationPreferencesSchema,
} from "../entities/notifications.js";

/** Every signed-in person has a notification centre of their own: another person's notification answers 404. */
export const notificationsEndpoints = {
  list: defineEndpoint({
    id: "notifications.list", method: "GET", path: "/notifications", auth: "any",
    summary: "The signed-in person's notifications, newest first, with the unread count", query: NotificationsQuerySchema,
    response: NotificationPageSchema,
  }),
  unread: defineEndpoint({
    id: "notifications.unread", method: "GET", path: "/notifications/unread-count", auth: "any",
    summary: "How many of the signed-in person's notifications are unread (the badge)", response: UnreadCountSchema,
  }),
  markRead: defineEndpoint({
    id: "notifications.markRead", method: "POST", path: "/notifications/:id/read", auth: "any", tenantOwned: true,
    summary: "Mark one notification read", params: z.object({ id: z.uuid() }), response: NotificationSchema,
  }),
  markAllRead: defineEndpoint({
    id: "notifications.markAllRead", method: "POST", path: "/notifications/read-all", auth: "any",
    summary: "Mark every notification of the signed-in person read", response: UnreadCountSchema,
  }),
  live: defineEndpoint({
    id: "notifications.live", method: "GET", path: "/notifications/live", auth: "any", raw: "sse",
    summary: "Server-sent events: one `notification` event per new notification of the signed-in person (data: NotificationEvent JSON)",
    response: NotificationEventSchema,
  }),
  preferences: defineEndpoint({
    id: "notifications.preferences", method: "GET", path: "/notifications/preferences", auth: "any",
    summary: "For each kind of notification this person can receive: whether it also comes by mail", response: NotificationPreferencesSchema,
  }),
  updatePreferences: defineEndpoint({
    id: "notifications.updatePreferences", method: "PUT", path: "/notifications/preferences", auth: "any",
    summary: "Choose, per kind, whether notifications also come by mail", body: UpdateNotificationPreferencesSchema,
    response: NotificationPreferencesSchema,
  }),
};
