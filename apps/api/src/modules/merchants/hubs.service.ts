import { type Hub, type HubApplicationBodySchema, MESSAGES, type PublicHub, type UpdateHubBodySchema } from "@bitmarte/contracts";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client.js";
import type { AdminActor, Ctx, MerchantActor } from "../../http/context.js";
import { conflict, notFound } from "../../lib/errors.js";
import { assertManagingAdmin } from "../../http/guards.js";
import { pageOffset } from "../../lib/paging.js";
import { diffFields, recordAudit } from "../audit/index.js";
import { notifyAdmins } from "../admins/index.js";
import { enqueueMail, genericMail } from "../mail/index.js";
import * as repo from "./hubs.repository.js";
import { findMerchantWithStore } from "./merchants.repository.js";

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

export async function listHubs(ctx: Ctx<AdminActor>, q: PageQuery & { search?: string; status?: repo.HubStatus; sort?: repo.HubListSort }) {
  const page = await repo.listHubs(ctx.db, { status: q.status, search: q.search || undefined, sort: q.sort, limit: q.limit, offset: pageOffset(q) });
  return { rows: page.rows.map(toHub), count: page.count };
}

/** Applications waiting for approval, oldest first (a queue). */
export async function listHubApplications(ctx: Ctx<AdminActor>, q: PageQuery & { sort?: repo.HubListSort }) {
  const page = await repo.listHubs(ctx.db, { status: "pending", sort: q.sort, limit: q.limit, offset: pageOffset(q), oldestFirst: true });
  return { rows: page.rows.map(toHub), count: page.count };
}

export async function applyForHub(ctx: Ctx<MerchantActor>, body: HubApplicationBody): Promise<Hub> {
  const row = await ctx.db.transaction(async (tx) => {
    const hub = await repo.insertHub(tx, {
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
    await notifyAdmins(
      tx,
      { roles: ["admin"] },
      {
        kind: "approval_waiting",
        title: `Hub ${hub.name} is waiting for approval`,
        body: `A store applied to list ${hub.name} (${hub.city}, ${hub.state}) as a Bitmarte hub. Approve or reject the application.`,
        link: "/admin/hubs",
        appUrl: ctx.config.APP_URL,
        now: ctx.now,
      },
    );
    return hub;
  });
  const withStore = await repo.findHubWithStore(ctx.db, row.id);
  return toHub(withStore ?? { hub: row, storeName: null });
}

const hubLabel = (h: repo.HubRow) => `${h.name} (${h.city}, ${h.state})`;

/** The fields of a hub an audit row compares. */
const hubSnapshot = (h: repo.HubRow) => ({
  status: h.status,
  name: h.name,
  street: h.street,
  city: h.city,
  state: h.state,
  country: h.country,
  LGA: h.lga,
  phoneNumber: h.phoneNumber,
  email: h.email,
  description: h.description,
});

/** A decided application whose row is no longer pending: 404 when gone, else the conflict that says why. */
async function notPending(db: DbOrTx, id: string): Promise<never> {
  const existing = await repo.findHub(db, id);
  if (!existing) throw notFound();
  throw conflict(existing.status === "approved" ? MESSAGES.hubAlreadyApproved : MESSAGES.hubNotPending);
}

export async function approveHub(ctx: Ctx<AdminActor>, id: string): Promise<{ id: string }> {
  assertManagingAdmin(ctx);
  return ctx.db.transaction(async (tx) => {
    const before = await repo.findHub(tx, id);
    const approved = await repo.approvePendingHub(tx, id, ctx.actor.userId, ctx.now);
    if (!approved || !before) return notPending(tx, id);
    await recordAudit(tx, ctx, {
      action: "hub.approved",
      targetType: "hub",
      targetId: id,
      targetLabel: hubLabel(approved),
      changes: diffFields({ status: before.status }, { status: approved.status }),
    });
    return { id: approved.id };
  });
}

/** Turns down a pending application; the applicant (the merchant's owner, else the hub's email) is mailed the reason. */
export async function rejectHub(ctx: Ctx<AdminActor>, id: string, reason: string): Promise<{ id: string }> {
  assertManagingAdmin(ctx);
  return ctx.db.transaction(async (tx) => {
    const rejected = await repo.rejectPendingHub(tx, id, ctx.now);
    if (!rejected) return notPending(tx, id);
    await recordAudit(tx, ctx, {
      action: "hub.rejected",
      targetType: "hub",
      targetId: id,
      targetLabel: hubLabel(rejected),
      changes: [
        { field: "status", from: "pending", to: "rejected" },
        { field: "reason", from: null, to: reason },
      ],
    });
    const applicant = rejected.merchantId ? await findMerchantWithStore(tx, rejected.merchantId) : null;
    const to = applicant?.user.email ?? rejected.email;
    if (to) {
      await enqueueMail(
        tx,
        to,
        genericMail("Your Bitmarte hub application was not approved", [
          `Hello ${applicant?.user.firstName ?? rejected.name},`,
          `We reviewed your application to register ${rejected.name} (${rejected.city}, ${rejected.state}) as a Bitmarte hub and could not approve it.`,
          `Reason: ${reason}`,
          "You are welcome to apply again once this is addressed.",
        ]),
      );
    }
    return { id };
  });
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
  const row = await ctx.db.transaction(async (tx) => {
    const before = await repo.findHub(tx, id);
    if (!before) throw notFound();
    const after = await repo.updateHub(tx, id, values);
    if (!after) throw notFound();
    const changes = diffFields(hubSnapshot(before), hubSnapshot(after));
    if (changes.length > 0) {
      await recordAudit(tx, ctx, { action: "hub.updated", targetType: "hub", targetId: id, targetLabel: hubLabel(after), changes });
    }
    return after;
  });
  const withStore = await repo.findHubWithStore(ctx.db, id);
  return toHub(withStore ?? { hub: row, storeName: null });
}

export async function deleteHub(ctx: Ctx<AdminActor>, id: string): Promise<{ id: string }> {
  assertManagingAdmin(ctx);
  if (!(await repo.findHub(ctx.db, id))) throw notFound();
  if ((await repo.countStoresUsingHub(ctx.db, id)) > 0) throw conflict(MESSAGES.hubInUse);
  try {
    await ctx.db.transaction(async (tx) => {
      const before = await repo.findHub(tx, id);
      if (!before || !(await repo.deleteHub(tx, id))) throw notFound();
      await recordAudit(tx, ctx, {
        action: "hub.deleted",
        targetType: "hub",
        targetId: id,
        targetLabel: hubLabel(before),
        changes: diffFields(hubSnapshot(before), { status: "deleted" }),
      });
    });
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
