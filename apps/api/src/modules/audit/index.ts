// The audit log: what admins did to other accounts (who, what, when, from which address). Modules
// write it inside the transaction of the change; super admins read it.
export { auditRoutes } from "./audit.routes.js";
export { type AuditRecord, diffFields, recordAudit } from "./audit.service.js";
