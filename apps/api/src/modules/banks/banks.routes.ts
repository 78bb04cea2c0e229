import { storesEndpoints as e } from "@bitmarte/contracts";
import type { FastifyInstance } from "fastify";
import { route } from "../../http/endpoint.js";
import { listBanks, resolveAccount } from "./banks.service.js";

export function banksRoutes(app: FastifyInstance): void {
  route(app, e.banks, async ({ ctx, reply }) => {
    reply.header("cache-control", "public, max-age=3600");
    return { data: await listBanks(ctx) };
  });
  route(app, e.resolveBankAccount, async ({ ctx, query, reply }) => {
    reply.header("cache-control", "no-store");
    return {
      data: await resolveAccount(ctx, query, { paths: { accountNumber: "query.accountNumber", bankCode: "query.bankCode" } }),
    };
  });
}
