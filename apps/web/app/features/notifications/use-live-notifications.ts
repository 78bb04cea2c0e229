import { type NotificationEvent, NotificationEventSchema } from "@bitmarte/contracts";
import type { StreamEvent } from "../../lib/event-stream";
import type { UserType } from "../../lib/session";
import { useNotificationStream } from "./notification-stream";

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

/** The live stream in the dashboards' areas, each event checked against the contract. */
export function useLiveNotifications(userType: UserType, onArrive?: (event: NotificationEvent) => void): void {
  useNotificationStream(userType, parseNotificationEvent, onArrive);
}
