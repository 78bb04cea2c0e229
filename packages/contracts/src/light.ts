/**
 * The zod-free part of the contracts, for the storefront's bundle: messages, formatting, endpoint paths
 * and run-time constants. Types come from the main entry (`import type … from "@bitmarte/contracts"`),
 * which costs nothing at run time.
 */
export * from "./constants.js";
export * from "./format.js";
export { STOREFRONT_MESSAGES as MESSAGES } from "./storefront-messages.js";
export { API_BASES, fullPath } from "./endpoint.js";
