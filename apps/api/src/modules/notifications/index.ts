export { notify, type NotifyInput, type NotifyTarget } from "./notifications.service.js";
export { notificationsRoutes } from "./notifications.routes.js";
