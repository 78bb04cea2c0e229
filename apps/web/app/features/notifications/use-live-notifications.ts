import { fullPath, type NotificationEvent, NotificationEventSchema, notificationsEndpoints } from "@bitmarte/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { defaultBaseUrl } from "../../lib/api-client";
import { followEventStream, type StreamEvent } from "../../lib/event-stream";
import { getToken, type UserType } from "../../lib/session";
import { notificationKeys } from "./notifications.queries";

/** A notification event from the stream, or null (keep-alives, other events, bad JSON). */
export function parseNotificationEvent(event: StreamEvent): NotificationEvent | null {
  if (event.event !== "notification") return null;
  try {
    const parsed = NotificationEventSchema.safeParse(JSON.parse(event.data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Follows GET /notifications/live while the area is open: each new notification sets the badge and
 * refreshes the lists, and `onArrive` can show it. Read through fetch (the API takes the bearer token
 * from the header only); reconnects with a growing wait, and stops on 401/403.
 */
export function useLiveNotifications(userType: UserType, onArrive?: (event: NotificationEvent) => void): void {
  const queryClient = useQueryClient();
  const arrive = useRef(onArrive);
  arrive.current = onArrive;

  useEffect(() => {
    const controller = new AbortController();
    followEventStream({
      url: `${defaultBaseUrl()}${fullPath(notificationsEndpoints.live)}`,
      token: () => getToken(userType),
      signal: controller.signal,
      onEvent: (raw) => {
        const event = parseNotificationEvent(raw);
        if (!event) return;
        queryClient.setQueryData(notificationKeys.unread(userType), { unread: event.unread });
        void queryClient.invalidateQueries({ queryKey: notificationKeys.lists(userType) });
        arrive.current?.(event);
      },
    });
    return () => controller.abort();
  }, [queryClient, userType]);
}
