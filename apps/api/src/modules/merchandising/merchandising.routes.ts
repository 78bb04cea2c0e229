import type { FastifyInstance } from "fastify";

export function merchandisingRoutes(_app: FastifyInstance): void {}
