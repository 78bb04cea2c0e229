import type { FastifyInstance } from "fastify";

export function addressesRoutes(_app: FastifyInstance): void {}
