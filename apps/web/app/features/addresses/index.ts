// The address book (ui/light) is imported from its own module by its page, so it does not load the picker's Mantine.
export { AddressPicker, type AddressPickerProps } from "./address-picker";
export { addressKeys } from "./addresses.queries";
