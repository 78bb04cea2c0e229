// Admin accounts (admin, super admin, dispatcher, scheduler): the super admin's management of them.
export { adminsRoutes } from "./admins.routes.js";
export { INVITATION_TTL_MS } from "./admins.service.js";
export { type AdminAudience, type AdminNotice, adminNoticeHandlers, notifyAdmins } from "./admin-notices.service.js";
