// Public
export { ContactForm } from "./contact-form";
// Admin
export { ContactInbox } from "./contact-inbox";
