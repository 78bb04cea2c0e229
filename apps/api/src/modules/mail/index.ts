export { enqueueMail, sendOutboxMail } from "./mail.service.js";
export { mailJobs } from "./mail.jobs.js";
export { confirmEmailMail, resetPasswordMail, passwordChangedMail, genericMail, type MailContent } from "./mail.templates.js";
export { mailRoutes } from "./mail.routes.js";
