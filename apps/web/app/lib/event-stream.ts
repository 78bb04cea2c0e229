/**
 * Server-sent events read through fetch, so the request can carry the Authorization header
 * (EventSource cannot send headers, and the API reads the bearer token from the header only).
 */

export interface StreamEvent {
  /** The `event:` field, "message" when absent. */
  event: string;
  data: string;
  id: string | null;
}

/** Feeds text chunks in and calls `onEvent` for each complete event (text/event-stream format). */
export function createEventParser(onEvent: (event: StreamEvent) => void) {
  let buffer = "";
  let event = "";
  let data: string[] = [];
  let id: string | null = null;

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: event || "message", data: data.join("\n"), id });
    event = "";
    data = [];
  };

  const line = (text: string) => {
    if (text === "") return dispatch();
    if (text.startsWith(":")) return; // a comment (keep-alive)
    const colon = text.indexOf(":");
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
    else if (field === "id") id = value;
  };

  return {
    push(chunk: string) {
      buffer += chunk;
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        if (!match) break;
        // A lone \r at the end may be the first half of \r\n: wait for the next chunk.
        if (match[0] === "\r" && match.index === buffer.length - 1) break;
        line(buffer.slice(0, match.index));
        buffer = buffer.slice(match.index + match[0].length);
      }
    },
  };
}

export interface OpenStreamOptions {
  url: string;
  token: string | null;
  signal: AbortSignal;
  onOpen?: () => void;
  onEvent: (event: StreamEvent) => void;
  fetch?: typeof fetch;
}

export class StreamError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "StreamError";
  }
}

/** Opens the stream and reads it until it ends or `signal` aborts; rejects with StreamError on an error answer. */
export async function readEventStream({ url, token, signal, onOpen, onEvent, fetch: doFetch = fetch }: OpenStreamOptions): Promise<void> {
  const headers: Record<string, string> = { Accept: "text/event-stream" };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await doFetch(url, { headers, signal, cache: "no-store", credentials: "same-origin" });
  if (!response.ok || !response.body) {
    let message = `The live feed answered ${response.status}`;
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === "string" && body.message) message = body.message;
    } catch {
      // not JSON
    }
    throw new StreamError(message, response.status);
  }
  onOpen?.();
  const parser = createEventParser(onEvent);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      parser.push(value);
    }
  } finally {
    reader.releaseLock();
  }
}

/** Wait before reconnecting: 1 s, 2 s, 4 s … up to 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** What a followed stream is doing, for a "live" indicator. */
export type FollowState =
  | { kind: "connecting" }
  | { kind: "live" }
  | { kind: "retrying"; attempt: number; wait: number; message: string }
  | { kind: "stopped"; message: string };

/** 401 and 403 will not get better by retrying; anything else (network, 5xx) will. */
export function shouldReconnect(error: unknown): boolean {
  return !(error instanceof StreamError && (error.status === 401 || error.status === 403));
}

/**
 * Reads a stream until `signal` aborts, reconnecting after a drop with a growing wait (`reconnectDelay`)
 * and stopping for good on 401/403. `token` is read at each connect, so a refreshed session is used.
 */
export function followEventStream(options: {
  url: string;
  token: () => string | null;
  signal: AbortSignal;
  onEvent: (event: StreamEvent) => void;
  onState?: (state: FollowState) => void;
  fetch?: typeof fetch;
}): void {
  const { url, token, signal, onEvent, onState, fetch: doFetch } = options;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  signal.addEventListener("abort", () => {
    if (timer) clearTimeout(timer);
  });
  const connect = async () => {
    if (attempt === 0) onState?.({ kind: "connecting" });
    try {
      await readEventStream({
        url,
        token: token(),
        signal,
        onOpen: () => {
          attempt = 0;
          onState?.({ kind: "live" });
        },
        onEvent,
        fetch: doFetch,
      });
      if (signal.aborted) return;
      throw new Error("The live feed closed");
    } catch (error) {
      if (signal.aborted) return;
      const message = error instanceof Error ? error.message : "The live feed stopped";
      if (!shouldReconnect(error)) {
        onState?.({ kind: "stopped", message });
        return;
      }
      const wait = reconnectDelay(attempt);
      attempt += 1;
      onState?.({ kind: "retrying", attempt, wait, message });
      timer = setTimeout(() => void connect(), wait);
    }
  };
  void connect();
}
