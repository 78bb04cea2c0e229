export * from "./http.js";
export * from "./endpoint.js";
export * from "./messages.js";
export * from "./format.js";
export * from "./entities/index.js";
export * from "./endpoints/index.js";
