import { fullPath, type OrderStatusEvent, OrderStatusEventSchema, ordersEndpoints } from "@bitmarte/contracts";
import { useEffect, useRef, useState } from "react";
import { defaultBaseUrl } from "../../lib/api-client";
import { type FollowState, followEventStream, type StreamEvent } from "../../lib/event-stream";
import { getToken } from "../../lib/session";

export type LiveState = FollowState;

/** A status event from the stream, or null when it is not one (keep-alives, other event names, bad JSON). */
export function parseStatusEvent(event: StreamEvent): OrderStatusEvent | null {
  if (event.event !== "status" && event.event !== "message") return null;
  try {
    const parsed = OrderStatusEventSchema.safeParse(JSON.parse(event.data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Follows GET /ordertracking/admin/live. The API reads the bearer token from the Authorization
 * header only, which EventSource cannot send, so the stream is read through fetch. It reconnects
 * with a growing wait after a drop.
 */
export function useLiveOrders(onEvent: (event: OrderStatusEvent) => void): LiveState {
  const [state, setState] = useState<LiveState>({ kind: "connecting" });
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    const controller = new AbortController();
    followEventStream({
      url: `${defaultBaseUrl()}${fullPath(ordersEndpoints.adminLive)}`,
      token: () => getToken("admin"),
      signal: controller.signal,
      onState: setState,
      onEvent: (raw) => {
        const event = parseStatusEvent(raw);
        if (event) handler.current(event);
      },
    });
    return () => controller.abort();
  }, []);

  return state;
}
