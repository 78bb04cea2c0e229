import {
  type AddressListQuerySchema,
  type CreateShippingAddressBody,
  type CustomerShippingAddress,
  type MakeDefaultAddressResult,
  MESSAGES,
  type UpdateShippingAddressBody,
} from "@bitmarte/contracts";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client.js";
import type { Ctx, CustomerActor } from "../../http/context.js";
import { badInput, notFound } from "../../lib/errors.js";
import * as repo from "./addresses.repository.js";

/** A customer keeps at most this many addresses. */
export const MAX_ADDRESSES = 20;

type CustomerCtx = Ctx<CustomerActor>;

export function toAddress(row: repo.AddressRow): CustomerShippingAddress {
  return {
    id: row.id,
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    emailAddress: row.emailAddress,
    stateOrRegion: row.stateOrRegion,
    city: row.city,
    LGA: row.lga,
    address: row.address,
    country: row.country,
    default: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listAddresses(ctx: CustomerCtx, q: z.output<typeof AddressListQuerySchema>) {
  const { rows, count } = await repo.listAddresses(ctx.db, ctx.actor.userId, q);
  return { rows: rows.map(toAddress), count };
}

/** The first address becomes the default; a new default takes over from the old one. */
export async function createAddress(ctx: CustomerCtx, input: CreateShippingAddressBody): Promise<CustomerShippingAddress> {
  const customerId = ctx.actor.userId;
  return ctx.db.transaction(async (tx) => {
    await repo.lockAddressBook(tx, customerId);
    const existing = await repo.countAddresses(tx, customerId);
    if (existing >= MAX_ADDRESSES) throw badInput([{ path: "", message: MESSAGES.shippingAddressLimit }]);
    const isDefault = input.default || existing === 0;
    if (isDefault) await repo.clearDefault(tx, customerId, ctx.now);
    const { default: _default, LGA, ...fields } = input;
    const row = await repo.insertAddress(tx, { ...fields, lga: LGA, customerId, isDefault, createdAt: ctx.now, updatedAt: ctx.now });
    return toAddress(row);
  });
}

/**
 * `default: true` makes the address the default. `default: false` on the default is ignored: the default
 * moves only when another address is made the default (forms send the unchecked box with every edit).
 */
export async function updateAddress(ctx: CustomerCtx, id: string, input: UpdateShippingAddressBody): Promise<CustomerShippingAddress> {
  const customerId = ctx.actor.userId;
  return ctx.db.transaction(async (tx) => {
    await repo.lockAddressBook(tx, customerId);
    const current = await repo.findAddress(tx, customerId, id);
    if (!current) throw notFound();
    const { default: makeDefault, LGA, ...rest } = input;
    const fields = LGA === undefined ? rest : { ...rest, lga: LGA };
    if (makeDefault && !current.isDefault) await repo.clearDefault(tx, customerId, ctx.now, id);
    const row = await repo.updateAddress(
      tx,
      customerId,
      id,
      { ...fields, ...(makeDefault && !current.isDefault ? { isDefault: true } : {}) },
      ctx.now,
    );
    if (!row) throw notFound();
    return toAddress(row);
  });
}

/** Deleting the default makes the newest remaining address the default. */
export async function deleteAddress(ctx: CustomerCtx, id: string): Promise<{ id: string }> {
  const customerId = ctx.actor.userId;
  return ctx.db.transaction(async (tx) => {
    await repo.lockAddressBook(tx, customerId);
    const deleted = await repo.deleteAddress(tx, customerId, id);
    if (!deleted) throw notFound();
    if (deleted.isDefault) {
      const next = await repo.newestAddress(tx, customerId);
      if (next) await repo.updateAddress(tx, customerId, next.id, { isDefault: true }, ctx.now);
    }
    return { id: deleted.id };
  });
}

/** All other addresses become non-default, atomically; `previousDefault` is the one that was (null if none or the same). */
export async function makeDefaultAddress(ctx: CustomerCtx, id: string): Promise<MakeDefaultAddressResult> {
  const customerId = ctx.actor.userId;
  return ctx.db.transaction(async (tx) => {
    await repo.lockAddressBook(tx, customerId);
    const current = await repo.findAddress(tx, customerId, id);
    if (!current) throw notFound();
    if (current.isDefault) return { address: toAddress(current), previousDefault: null };
    const previous = await repo.clearDefault(tx, customerId, ctx.now, id);
    const row = await repo.updateAddress(tx, customerId, id, { isDefault: true }, ctx.now);
    if (!row) throw notFound();
    return { address: toAddress(row), previousDefault: previous ? toAddress(previous) : null };
  });
}

/** One of the customer's addresses (for the cart and checkout). Another customer's id answers 404. */
export async function getCustomerAddress(db: DbOrTx, customerUserId: string, addressId: string): Promise<CustomerShippingAddress> {
  const row = await repo.findAddress(db, customerUserId, addressId);
  if (!row) throw notFound();
  return toAddress(row);
}

/** The customer's default address, or null when the address book is empty. */
export async function findDefaultCustomerAddress(db: DbOrTx, customerUserId: string): Promise<CustomerShippingAddress | null> {
  const row = await repo.findDefaultAddress(db, customerUserId);
  return row ? toAddress(row) : null;
}
