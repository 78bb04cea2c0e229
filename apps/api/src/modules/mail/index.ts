export { enqueueMail, startMailWorker } from "./mail.service.js";
export { confirmEmailMail, resetPasswordMail, genericMail, type MailContent } from "./mail.templates.js";
export { mailRoutes } from "./mail.routes.js";
