export { AddressBook } from "./address-book";
export { AddressPicker, type AddressPickerProps } from "./address-picker";
export { addressKeys } from "./addresses.queries";
