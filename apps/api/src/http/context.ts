import type { AdminRole, TokenKind } from "@bitmarte/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Adapters } from "../adapters/index.js";
import type { Config } from "../config.js";
import type { Db } from "../db/client.js";
import type { Clock } from "../lib/clock.js";

interface ActorBase {
  userId: string;
  sessionId: string;
  email: string;
}
export type CustomerActor = ActorBase & { kind: "customer"; role: "customer" };
export type MerchantActor = ActorBase & {
  kind: "merchant";
  role: "merchant" | "staff";
  merchantId: string;
  storeId: string | null;
  /** `resource:action` pairs; the owner has every one. */
  permissions: readonly string[];
};
export type AdminActor = ActorBase & { kind: "admin"; role: AdminRole; isApprover: boolean };
export type PartnerActor = ActorBase & { kind: "partner"; role: "partner"; partnerId: string };
export type Actor = CustomerActor | MerchantActor | AdminActor | PartnerActor;
export type ActorOf<K extends TokenKind> = Extract<Actor, { kind: K }>;

/** What every service function receives. */
export interface Ctx<A extends Actor | null = Actor | null> {
  db: Db;
  /**
   * Where public catalogue and report reads go: the read replica (DATABASE_READ_URL) when there is one,
   * otherwise the primary. Writes and reads of what the caller just wrote use `db`.
   */
  readDb?: Db;
  actor: A;
  log: FastifyBaseLogger;
  now: Date;
  config: Config;
  adapters: Adapters;
  ip: string;
  clock: Clock;
}

/** The pool for reads that may lag the primary by a moment (public catalogue, reports). */
export function readDbOf(ctx: Pick<Ctx, "db" | "readDb">): Db {
  return ctx.readDb ?? ctx.db;
}
