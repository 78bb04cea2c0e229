// Contact us: the public form's messages (limited per sender and address) and the admins' inbox.
export { contactRoutes } from "./contact.routes.js";
