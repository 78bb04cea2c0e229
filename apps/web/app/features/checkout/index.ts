export { CheckoutScreen, type CheckoutScreenProps } from "./checkout-screen";
export { PaymentReturn } from "./payment-return";
