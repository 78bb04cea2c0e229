// What the address book loads when it first opens a dialog (and prefetches once drawn): the form with its
// checks and the state picker, and the delete confirmation. Not in the page's first scripts.
export { ConfirmDialog } from "../../ui/light/dialog";
export { AddressDialog } from "./address-dialog";
