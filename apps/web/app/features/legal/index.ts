export { HELP, type LegalDocument, PRIVACY, TERMS } from "./content";
export { LegalPage } from "./legal-page";
