import type { NotificationKind } from "@bitmarte/contracts";
import type { DbOrTx } from "../../db/client.js";
import { notifyAdmins } from "../admins/index.js";
import { genericMail } from "../mail/index.js";
import { notify } from "../notifications/index.js";
import * as repo from "./notices.repository.js";

export type StoreResource = "orders" | "products" | "returns";

/**
 * Tells the approvers who give the store's next approval that it waits for them (super admins
 * always): the first approval once onboarding is complete (or a rejected store comes back), the
 * second once the first is given, never to the approver who gave the first. Nothing when the store
 * no longer waits for that step.
 */
export async function tellStoreWaiting(
  db: DbOrTx,
  merchantId: string,
  step: "first" | "second",
  at: { now: Date; appUrl?: string },
): Promise<void> {
  const store = await repo.findStoreForNotice(db, merchantId);
  if (store?.status !== "pending" || store.firstApproval !== (step === "second")) return;
  const approvers = await repo.approverIdsOfLevel(db, step);
  const title =
    step === "first" ? `Store ${store.storeName} is waiting for approval` : `Store ${store.storeName} is waiting for its second approval`;
  const body =
    step === "first"
      ? `${store.storeName} is ready for review: its owner's details, documents and store profile are in. Give its first approval, or reject it with a reason.`
      : `${store.storeName} has its first approval. A second approver checks it and sets it live.`;
  await notifyAdmins(
    db,
    { userIds: approvers, exclude: step === "second" && store.firstApprovedBy ? [store.firstApprovedBy] : [] },
    { kind: "approval_waiting", title, body, link: `/admin/stores/${merchantId}`, appUrl: at.appUrl, now: at.now },
  );
}

export interface StoreNotice {
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path in the merchant area. */
  link: string;
  now: Date;
  /** Where the mail's button leads (APP_URL); without it no mail is sent. */
  appUrl?: string;
}

/**
 * Tells the store's staff allowed to see `resource` (not the owner, whom the caller tells with a mail of
 * their own), in the caller's transaction.
 */
export async function notifyStoreStaff(db: DbOrTx, merchantId: string, resource: StoreResource, notice: StoreNotice): Promise<void> {
  const staff = (await repo.storeTeamFor(db, merchantId, resource)).filter((m) => !m.isOwner);
  if (staff.length === 0) return;
  const { appUrl, ...input } = notice;
  await notify(db, {
    ...input,
    to: staff.map((m) => ({ kind: "merchant" as const, id: m.userId, email: m.email })),
    mail: appUrl !== undefined ? genericMail(input.title, [input.body], { label: "Open in Bitmarte", url: `${appUrl}${input.link}` }) : undefined,
  });
}

/** Tells the owner and the staff allowed to see `resource`, all with the same words. */
export async function notifyStoreTeam(db: DbOrTx, merchantId: string, resource: StoreResource, notice: StoreNotice): Promise<void> {
  const team = await repo.storeTeamFor(db, merchantId, resource);
  if (team.length === 0) return;
  const { appUrl, ...input } = notice;
  await notify(db, {
    ...input,
    to: team.map((m) => ({ kind: "merchant" as const, id: m.userId, email: m.email })),
    mail: appUrl !== undefined ? genericMail(input.title, [input.body], { label: "Open in Bitmarte", url: `${appUrl}${input.link}` }) : undefined,
  });
}
