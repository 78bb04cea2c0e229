// Checkout composes the address chooser (ui/light); the address book is imported from its own module by its page.
export { AddressPickerLight, type AddressPickerLightProps } from "./address-picker-light";
