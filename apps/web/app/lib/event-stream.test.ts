import { describe, expect, it, vi } from "vitest";
import { createEventParser, type FollowState, followEventStream, readEventStream, reconnectDelay, StreamError, type StreamEvent } from "./event-stream";

function collect() {
  const events: StreamEvent[] = [];
  const parser = createEventParser((e) => events.push(e));
  return { events, parser };
}

describe("server-sent events parser", () => {
  it("reads named events with JSON data, across chunk boundaries", () => {
    const { events, parser } = collect();
    parser.push("event: sta");
    parser.push('tus\ndata: {"a":');
    parser.push("1}\n\n: keep-alive\n\n");
    expect(events).toEqual([{ event: "status", data: '{"a":1}', id: null }]);
  });

  it("joins multi-line data, defaults the name to message, and handles CRLF", () => {
    const { events, parser } = collect();
    parser.push("id: 7\r\ndata: one\r\ndata: two\r");
    parser.push("\n\r\n");
    expect(events).toEqual([{ event: "message", data: "one\ntwo", id: "7" }]);
  });

  it("ignores comments and events without data", () => {
    const { events, parser } = collect();
    parser.push(": hello\n\nevent: ping\n\n");
    expect(events).toEqual([]);
  });

  it("sends the bearer token in the header and fails with the server's message", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: false, message: "This feature is not available yet" }), { status: 501 }));
    const error = await readEventStream({ url: "/live", token: "t0k", signal: new AbortController().signal, onEvent: () => {}, fetch: fetchMock as typeof fetch }).catch((e) => e);
    expect(error).toBeInstanceOf(StreamError);
    expect(error.status).toBe(501);
    expect(error.message).toBe("This feature is not available yet");
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer t0k");
  });

  it("reads a stream until it ends", async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const enc = new TextEncoder();
        controller.enqueue(enc.encode("event: status\ndata: 1\n\n"));
        controller.enqueue(enc.encode("event: status\ndata: 2\n\n"));
        controller.close();
      },
    });
    const fetchMock = vi.fn(async () => new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } }));
    const seen: string[] = [];
    const onOpen = vi.fn();
    await readEventStream({ url: "/live", token: null, signal: new AbortController().signal, onOpen, onEvent: (e) => seen.push(e.data), fetch: fetchMock as typeof fetch });
    expect(onOpen).toHaveBeenCalledOnce();
    expect(seen).toEqual(["1", "2"]);
  });

  it("waits longer after each failed try, up to 30 s", () => {
    expect([0, 1, 2, 10].map(reconnectDelay)).toEqual([1000, 2000, 4000, 30_000]);
  });

  it("follows a stream: reconnects after a failure, then stops for good on 401", async () => {
    vi.useFakeTimers();
    try {
      const answers = [
        new Response("{}", { status: 502 }),
        new Response(new Blob(['event: status\ndata: {"n":1}\n\n']).stream(), { status: 200 }),
        new Response(JSON.stringify({ message: "Log in again" }), { status: 401 }),
      ];
      const doFetch = vi.fn(async () => answers.shift() as Response);
      const states: FollowState[] = [];
      const events: StreamEvent[] = [];
      const tokens = ["first", "second", "third"];
      followEventStream({ url: "/live", token: () => tokens.shift() ?? null, signal: new AbortController().signal, onEvent: (e) => events.push(e), onState: (s) => states.push(s), fetch: doFetch });
      await vi.waitFor(() => expect(states.at(-1)?.kind).toBe("retrying"));
      expect(states.at(-1)).toMatchObject({ attempt: 1, wait: 1000 });
      await vi.advanceTimersByTimeAsync(1000);
      await vi.waitFor(() => expect(events).toEqual([{ event: "status", data: '{"n":1}', id: null }]));
      // The stream ended after opening: the wait starts again at 1 s.
      await vi.waitFor(() => expect(states.at(-1)).toMatchObject({ kind: "retrying", attempt: 1 }));
      await vi.advanceTimersByTimeAsync(1000);
      await vi.waitFor(() => expect(states.at(-1)).toEqual({ kind: "stopped", message: "Log in again" }));
      expect(states.map((s) => s.kind)).toEqual(["connecting", "retrying", "live", "retrying", "stopped"]);
      const sent = doFetch.mock.calls.map((call) => ((call as unknown as [string, RequestInit])[1].headers as Record<string, string>).Authorization);
      expect(sent).toEqual(["Bearer first", "Bearer second", "Bearer third"]);
    } finally {
      vi.useRealTimers();
    }
  });
});
