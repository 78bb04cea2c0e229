// People: merchant staff (merchant area), admin accounts and the audit log (super admin).

export { AdminsManager } from "./admins-manager";
export { AuditLog } from "./audit-log";
export { peopleKeys } from "./people.queries";
export { StaffManager } from "./staff-manager";
