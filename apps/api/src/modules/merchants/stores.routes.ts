import { MESSAGES, storesEndpoints as e } from "@bitmarte/contracts";
import type { FastifyInstance } from "fastify";
import { route } from "../../http/endpoint.js";
import * as approvals from "./approvals.service.js";
import * as stores from "./stores.service.js";

export function storesRoutes(app: FastifyInstance): void {
  // ---- store profile and public page ----
  route(app, e.createStoreProfile, async ({ ctx, body }) => ({
    data: await stores.saveStoreProfile(ctx, body),
    message: MESSAGES.storeProfileAdded,
  }));
  route(app, e.storeProfiles, async ({ ctx, params }) => ({ data: await stores.listStoreProfiles(ctx, params.merchantId) }));
  // GET /stores/:storeUrl is answered by the themes module, which adds testimonials and the active theme.

  // ---- policies ----
  route(app, e.policies, async ({ ctx }) => ({ data: await stores.listOwnPolicies(ctx) }));
  route(app, e.savePolicy, async ({ ctx, body }) => {
    const { policy, created } = await stores.savePolicy(ctx, body);
    return { data: policy, message: MESSAGES.policySaved, status: created ? 201 : 200 };
  });
  route(app, e.storePolicies, async ({ ctx, params }) => ({ data: await stores.listStorePolicies(ctx, params.storeId) }), { shared: true });

  // ---- followers ----
  route(app, e.followStore, async ({ ctx, params }) => {
    const result = await stores.toggleFollow(ctx, params.storeId);
    return { data: result, message: result.following ? MESSAGES.storeFollowed : MESSAGES.storeUnfollowed };
  });
  route(app, e.followedStores, async ({ ctx, query }) => ({ data: await stores.listFollowedStores(ctx, query) }));

  // ---- store approval ----
  route(app, e.approvalDetails, async ({ ctx, query }) => ({ data: await approvals.listApprovalDetails(ctx, query) }));
  route(app, e.unapprovedStores, async ({ ctx, query }) => ({ data: await approvals.listUnapprovedStores(ctx, query) }));
  route(app, e.approvedStores, async ({ ctx, query }) => ({ data: await approvals.listApprovedStores(ctx, query) }));
  route(app, e.approveStore, async ({ ctx, params }) => {
    const { approval, message } = await approvals.approveStore(ctx, params.id);
    return { data: approval, message };
  });
  route(app, e.rejectStore, async ({ ctx, params, body }) => ({
    data: await approvals.rejectStore(ctx, params.id, body.reason),
    message: MESSAGES.storeRejected,
  }));
  route(app, e.setPaymentCategory, async ({ ctx, params, body }) => ({
    data: await approvals.setPaymentCategory(ctx, params.id, body.pricingPlanId),
    message: MESSAGES.paymentCategoryUpdated,
  }));
  route(app, e.approvers, async ({ ctx, query }) => ({ data: await approvals.listApprovers(ctx, query) }));
  route(app, e.createApprover, async ({ ctx, body }) => ({
    data: await approvals.createApprover(ctx, body),
    message: MESSAGES.approverCreated,
  }));
  route(app, e.updateApprover, async ({ ctx, params, body }) => ({
    data: await approvals.updateApprover(ctx, params.id, body),
    message: MESSAGES.approverUpdated,
  }));
}
