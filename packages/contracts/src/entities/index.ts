export * from "./users.js";
export * from "./auth.js";
