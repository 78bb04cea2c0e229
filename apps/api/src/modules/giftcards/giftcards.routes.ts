import type { FastifyInstance } from "fastify";

export function giftcardsRoutes(_app: FastifyInstance): void {}
