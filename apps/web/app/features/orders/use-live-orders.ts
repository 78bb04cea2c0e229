import { fullPath, type OrderStatusEvent, OrderStatusEventSchema, ordersEndpoints } from "@bitmarte/contracts";
import { useEffect, useRef, useState } from "react";
import { defaultBaseUrl } from "../../lib/api-client";
import { readEventStream, reconnectDelay, type StreamEvent, StreamError } from "../../lib/event-stream";
import { getToken } from "../../lib/session";

export type LiveState =
  | { kind: "connecting" }
  | { kind: "live"; since: number }
  | { kind: "retrying"; attempt: number; at: number; message: string }
  | { kind: "stopped"; message: string };

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

/** 401 and 403 will not get better by retrying; anything else (network, 5xx, 501 while the feed is being built) will. */
export function shouldReconnect(error: unknown): boolean {
  return !(error instanceof StreamError && (error.status === 401 || error.status === 403));
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
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const url = `${defaultBaseUrl()}${fullPath(ordersEndpoints.adminLive)}`;

    const connect = async () => {
      if (attempt === 0) setState({ kind: "connecting" });
      try {
        await readEventStream({
          url,
          token: getToken("admin"),
          signal: controller.signal,
          onOpen: () => {
            attempt = 0;
            setState({ kind: "live", since: Date.now() });
          },
          onEvent: (raw) => {
            const event = parseStatusEvent(raw);
            if (event) handler.current(event);
          },
        });
        if (controller.signal.aborted) return;
        throw new Error("The live feed closed");
      } catch (error) {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : "The live feed stopped";
        if (!shouldReconnect(error)) {
          setState({ kind: "stopped", message });
          return;
        }
        const wait = reconnectDelay(attempt);
        attempt += 1;
        setState({ kind: "retrying", attempt, at: Date.now() + wait, message });
        timer = setTimeout(() => void connect(), wait);
      }
    };
    void connect();
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, []);

  return state;
}
