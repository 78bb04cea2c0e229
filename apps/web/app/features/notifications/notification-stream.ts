import { fullPath } from "@bitmarte/contracts/light";
import type { NotificationEvent, notificationsEndpoints } from "@bitmarte/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { defaultBaseUrl } from "../../lib/api-client";
import { followEventStream, type StreamEvent } from "../../lib/event-stream";
import { getToken, type UserType } from "../../lib/session";
import { notificationKeys } from "./unread-count.queries";

const live: Pick<typeof notificationsEndpoints.live, "path"> = { path: "/notifications/live" };

/**
 * Follows GET /notifications/live while mounted: each new notification sets the badge and refreshes the
 * lists, and `onArrive` can show it. `parse` turns a stream event into a notification or null (the
 * dashboards check it against the contract; the storefront, which carries no zod, by hand). Read through
 * fetch (the API takes the bearer token from the header only); reconnects with a growing wait, and stops
 * on 401/403.
 */
export function useNotificationStream(
  userType: UserType,
  parse: (event: StreamEvent) => NotificationEvent | null,
  onArrive?: (event: NotificationEvent) => void,
): void {
  const queryClient = useQueryClient();
  const handlers = useRef({ parse, onArrive });
  handlers.current = { parse, onArrive };

  useEffect(() => {
    const controller = new AbortController();
    followEventStream({
      url: `${defaultBaseUrl()}${fullPath(live)}`,
      token: () => getToken(userType),
      signal: controller.signal,
      onEvent: (raw) => {
        const event = handlers.current.parse(raw);
        if (!event) return;
        queryClient.setQueryData(notificationKeys.unread(userType), { unread: event.unread });
        void queryClient.invalidateQueries({ queryKey: notificationKeys.lists(userType) });
        handlers.current.onArrive?.(event);
      },
    });
    return () => controller.abort();
  }, [queryClient, userType]);
}
