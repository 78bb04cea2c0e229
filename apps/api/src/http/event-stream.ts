import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Answers with a server-sent event stream: `start` gets a function that sends one event and returns
 * what stops its source, called when the client goes away. A comment every 25 s keeps proxies from
 * closing an idle stream; nginx is told not to buffer it. The comment ": listening" tells a client
 * that the source is heard from now on (what happens before it may not reach this stream).
 */
export async function openEventStream(
  req: FastifyRequest,
  reply: FastifyReply,
  start: (send: (event: string, data: unknown) => void) => Promise<() => void>,
): Promise<{ raw: true }> {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store",
    connection: "keep-alive",
    "x-accel-buffering": "no",
  });
  res.write("retry: 5000\n\n");
  const stop = await start((event, data) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
  res.write(": listening\n\n");
  const keepAlive = setInterval(() => res.write(": keep-alive\n\n"), 25_000);
  req.raw.on("close", () => {
    clearInterval(keepAlive);
    stop();
  });
  return { raw: true };
}
