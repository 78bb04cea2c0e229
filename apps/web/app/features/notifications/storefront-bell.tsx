import type { NotificationEvent } from "@bitmarte/contracts";
import { useQuery } from "@tanstack/react-query";
import type { StreamEvent } from "../../lib/event-stream";
import { HeaderIconLink } from "../../ui/header-icon-link";
import { toast } from "../../ui/light";
import { outline } from "../../ui/light/outline-icon";
import { useNotificationStream } from "./notification-stream";
import { unreadCountQuery } from "./unread-count.queries";

const IconBell = outline("M10 5a2 2 0 1 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3h-16a4 4 0 0 0 2 -3v-3a7 7 0 0 1 4 -6M9 17v1a3 3 0 0 0 6 0v-1");

/** A stream event the bell can use: a notification with a title and the unread count (checked by hand: no zod here). */
export function parseStorefrontEvent(event: StreamEvent): NotificationEvent | null {
  if (event.event !== "notification") return null;
  try {
    const data = JSON.parse(event.data) as Partial<NotificationEvent> | null;
    return typeof data?.unread === "number" && typeof data.notification?.title === "string" ? (data as NotificationEvent) : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in customer's bell in the storefront header: the unread count, kept live, and a link to
 * their notifications. A new one also shows as a toast. Loaded only for a signed-in customer.
 */
export default function StorefrontBell() {
  const unread = useQuery(unreadCountQuery("customer")).data?.unread ?? 0;
  useNotificationStream("customer", parseStorefrontEvent, (event) => toast(event.notification.title));
  return (
    <HeaderIconLink
      to="/notifications"
      label={unread > 0 ? `Notifications, ${unread} unread` : "Notifications"}
      title="Notifications"
      count={unread}
      testId="notification-bell"
    >
      <IconBell size={22} />
    </HeaderIconLink>
  );
}
