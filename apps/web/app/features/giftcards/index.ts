export { GiftCardStatusPage } from "./gift-card-status-page";
export { GiftCardsScreen } from "./gift-cards-screen";
