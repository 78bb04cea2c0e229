import type { FastifyReply } from "fastify";

/** Sends a CSV as a download named `<name>.csv`, never kept by a cache (it is one person's data). */
export function sendCsv(reply: FastifyReply, csv: string, name: string): void {
  reply
    .status(200)
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${name}.csv"`)
    .header("cache-control", "no-store")
    .send(csv);
}
