// What the gift cards page loads once drawn, in one file beside its first scripts: the list of cards (the page
// reads the list itself, so the request does not wait for this code), the payment's outcome and the forms'
// field checks (a blur or a send that comes first waits for them).
export { checkGiftCardCode, checkGiftCardPurchase, checkGiftCardPurchaseField, parseNairaInput } from "@bitmarte/contracts/signed-in";
export { default as MyGiftCards } from "./my-gift-cards";
export { default as PaymentResult } from "./payment-result";
