import type { FastifyInstance } from "fastify";

export function productsRoutes(_app: FastifyInstance): void {}
