export { NotificationBell, notificationsPath } from "./notification-bell";
export { NotificationsScreen } from "./notifications-screen";
