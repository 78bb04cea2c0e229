import type { Notification } from "@bitmarte/contracts";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithMantine } from "../../test/render";
import { NotificationItem } from "./notification-item";
import { parseNotificationEvent } from "./use-live-notifications";

afterEach(cleanup);

const paid: Notification = {
  id: "0b7f6b0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
  kind: "order_paid",
  title: "New order BM-1042-1",
  body: "₦17,900.00 paid for 1 item. Accept it within 24 hours.",
  link: "/merchant/orders/0b7f6b0e-1c2d-4e5f-8a9b-0c1d2e3f4a5c",
  read: false,
  createdAt: "2026-11-27T09:00:00.000Z",
};

describe("a notification", () => {
  it("reads as unread until it is opened, and opens on a tap", () => {
    const onOpen = vi.fn();
    renderWithMantine(<NotificationItem notification={paid} onOpen={onOpen} />);
    const item = screen.getByRole("button", { name: /New order BM-1042-1.*\(unread\)/ });
    expect(item.getAttribute("data-unread")).toBe("true");
    fireEvent.click(item);
    expect(onOpen).toHaveBeenCalledWith(paid);
  });

  it("says nothing of unread once read", () => {
    renderWithMantine(<NotificationItem notification={{ ...paid, read: true }} onOpen={() => {}} />);
    expect(screen.getByRole("button").textContent).not.toContain("unread");
  });
});

describe("the live stream's events", () => {
  it("takes a notification event with its unread count", () => {
    expect(parseNotificationEvent({ event: "notification", data: JSON.stringify({ notification: paid, unread: 3 }), id: null })).toEqual({ notification: paid, unread: 3 });
  });

  it("ignores keep-alives, other events and malformed data", () => {
    expect(parseNotificationEvent({ event: "status", data: JSON.stringify({ notification: paid, unread: 3 }), id: null })).toBeNull();
    expect(parseNotificationEvent({ event: "notification", data: "{not json", id: null })).toBeNull();
    expect(parseNotificationEvent({ event: "notification", data: JSON.stringify({ notification: { ...paid, kind: "nonsense" }, unread: 1 }), id: null })).toBeNull();
  });
});
