export { giftcardsRoutes } from "./giftcards.routes.js";
export { giftcardsJobs } from "./giftcards.jobs.js";
export {
  redeemGiftCard,
  refundGiftCard,
  issueGiftCard,
  findGiftCardForUse,
  expireGiftCards,
  newGiftCardCode,
  giftCardLink,
  GIFT_CARD_VALIDITY_DAYS,
  GIFT_CARD_CALLBACK_PATH,
  type GiftCardMovement,
  type GiftCardOrderRef,
} from "./giftcards.service.js";
