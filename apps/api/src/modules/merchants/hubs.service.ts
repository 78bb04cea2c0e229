import { type Hub, type HubApplicationBodySchema, MESSAGES, type PublicHub, type UpdateHubBodySchema } from "@bitmarte/contracts";
import type { z } from "zod";
import type { AdminActor, Ctx, MerchantActor } from "../../http/context.js";
import { conflict, notFound } from "../../lib/errors.js";
import { assertManagingAdmin } from "../../http/guards.js";
import { pageOffset } from "../../lib/paging.js";
import * as repo from "./hubs.repository.js";

type HubApplicationBody = z.output<typeof HubApplicationBodySchema>;
type UpdateHubBody = z.output<typeof UpdateHubBodySchema>;
type PageQuery = { page: number; limit: number };

function addressOf(h: repo.HubRow) {
  return { street: h.street, city: h.city, state: h.state, country: h.country, LGA: h.lga };
}

function toHub(row: { hub: repo.HubRow; storeName: string | null }): Hub {
  const h = row.hub;
  return {
    id: h.id,
    name: h.name,
    address: addressOf(h),
    phoneNumber: h.phoneNumber,
    email: h.email,
    description: h.description,
    status: h.status,
    merchantId: h.merchantId,
    storeName: row.storeName,
    approvedAt: h.approvedAt?.toISOString() ?? null,
    createdAt: h.createdAt.toISOString(),
  };
}

function toPublicHub(h: repo.HubRow): PublicHub {
  return { id: h.id, name: h.name, address: addressOf(h), phoneNumber: h.phoneNumber, description: h.description };
}

export async function listApprovedHubs(ctx: Ctx, q: PageQuery) {
  const page = await repo.listHubs(ctx.db, { status: "approved", limit: q.limit, offset: pageOffset(q) });
  return { rows: page.rows.map((r) => toPublicHub(r.hub)), count: page.count };
}

export async function listHubs(ctx: Ctx<AdminActor>, q: PageQuery & { search?: string; status?: repo.HubStatus }) {
  const page = await repo.listHubs(ctx.db, { status: q.status, search: q.search || undefined, limit: q.limit, offset: pageOffset(q) });
  return { rows: page.rows.map(toHub), count: page.count };
}

/** Applications waiting for approval, oldest first (a queue). */
export async function listHubApplications(ctx: Ctx<AdminActor>, q: PageQuery) {
  const page = await repo.listHubs(ctx.db, { status: "pending", limit: q.limit, offset: pageOffset(q), oldestFirst: true });
  return { rows: page.rows.map(toHub), count: page.count };
}

export async function applyForHub(ctx: Ctx<MerchantActor>, body: HubApplicationBody): Promise<Hub> {
  const row = await repo.insertHub(ctx.db, {
    name: body.name,
    street: body.address.street,
    city: body.address.city,
    state: body.address.state,
    country: body.address.country,
    lga: body.address.LGA || null,
    phoneNumber: body.phoneNumber,
    email: body.email ?? null,
    description: body.description || null,
    status: "pending",
    merchantId: ctx.actor.merchantId,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  const withStore = await repo.findHubWithStore(ctx.db, row.id);
  return toHub(withStore ?? { hub: row, storeName: null });
}

export async function approveHub(ctx: Ctx<AdminActor>, id: string): Promise<{ id: string }> {
  assertManagingAdmin(ctx);
  const approved = await repo.approvePendingHub(ctx.db, id, ctx.actor.userId, ctx.now);
  if (approved) return { id: approved.id };
  const existing = await repo.findHub(ctx.db, id);
  if (!existing) throw notFound();
  throw conflict(existing.status === "approved" ? MESSAGES.hubAlreadyApproved : MESSAGES.conflict);
}

export async function updateHub(ctx: Ctx<AdminActor>, id: string, body: UpdateHubBody): Promise<Hub> {
  assertManagingAdmin(ctx);
  const values: Partial<repo.HubRow> = { updatedAt: ctx.now };
  if (body.name !== undefined) values.name = body.name;
  if (body.address !== undefined) {
    values.street = body.address.street;
    values.city = body.address.city;
    values.state = body.address.state;
    values.country = body.address.country;
    values.lga = body.address.LGA || null;
  }
  if (body.phoneNumber !== undefined) values.phoneNumber = body.phoneNumber;
  if (body.email !== undefined) values.email = body.email;
  if (body.description !== undefined) values.description = body.description || null;
  const row = await repo.updateHub(ctx.db, id, values);
  if (!row) throw notFound();
  const withStore = await repo.findHubWithStore(ctx.db, id);
  return toHub(withStore ?? { hub: row, storeName: null });
}

export async function deleteHub(ctx: Ctx<AdminActor>, id: string): Promise<{ id: string }> {
  assertManagingAdmin(ctx);
  if (!(await repo.findHub(ctx.db, id))) throw notFound();
  if ((await repo.countStoresUsingHub(ctx.db, id)) > 0) throw conflict(MESSAGES.hubInUse);
  try {
    if (!(await repo.deleteHub(ctx.db, id))) throw notFound();
  } catch (e) {
    // A store picked the hub between the check and the delete.
    const err = e as { code?: string; cause?: { code?: string } };
    if (err?.code === "23503" || err?.cause?.code === "23503") throw conflict(MESSAGES.hubInUse);
    throw e;
  }
  return { id };
}

/** An approved hub, or null (store profiles may only pick approved hubs). */
export async function findApprovedHub(ctx: Pick<Ctx, "db">, id: string) {
  const hub = await repo.findHub(ctx.db, id);
  return hub && hub.status === "approved" ? hub : null;
}
