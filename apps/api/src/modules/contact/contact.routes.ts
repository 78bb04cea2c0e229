import { MESSAGES, storesEndpoints as e } from "@bitmarte/contracts";
import type { FastifyInstance } from "fastify";
import { route } from "../../http/endpoint.js";
import { withChallengeSolution } from "../limits/index.js";
import * as contact from "./contact.service.js";

export function contactRoutes(app: FastifyInstance): void {
  route(app, e.contactUs, async ({ ctx, body, req }) => ({
    data: await contact.sendContactMessage(withChallengeSolution(ctx, req), body),
    message: MESSAGES.contactMessageSent,
  }));
  route(app, e.contactMessages, async ({ ctx, query }) => ({ data: await contact.listContactMessages(ctx, query) }));
  route(app, e.markContactMessage, async ({ ctx, params, body }) => ({
    data: await contact.markContactMessage(ctx, params.id, body.read),
    message: MESSAGES.updated,
  }));
}
