import type { FastifyInstance } from "fastify";

export function cartRoutes(_app: FastifyInstance): void {}
