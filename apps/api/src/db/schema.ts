// Every table of every module, for Drizzle and drizzle-kit.
export * from "../modules/auth/auth.table.js";
export * from "../modules/customers/customers.table.js";
export * from "../modules/merchants/merchants.table.js";
export * from "../modules/stores/stores.table.js";
export * from "../modules/admins/admins.table.js";
export * from "../modules/partners/partners.table.js";
export * from "../modules/uploads/uploads.table.js";
export * from "../modules/mail/mail.table.js";
export * from "../modules/categories/categories.table.js";
export * from "../modules/products/products.table.js";
export * from "../modules/merchandising/merchandising.table.js";
export * from "../modules/hubs/hubs.table.js";
