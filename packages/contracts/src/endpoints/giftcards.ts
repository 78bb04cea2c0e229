import { z } from "zod";
import { defineEndpoint } from "../endpoint.js";
import { page, PageQuerySchema } from "../http.js";
import { PaymentReferenceBodySchema } from "../entities/checkout.js";
import { AUTH_CUSTOMER } from "../entities/common.js";
import {
  AppliedGiftCardSchema,
  GiftCardActivitySchema,
  GiftCardCodeBodySchema,
  GiftCardCodeParamsSchema,
  GiftCardListQuerySchema,
  GiftCardPurchaseResultSchema,
  GiftCardSchema,
  GiftCardStatusSchema,
  PurchaseGiftCardBodySchema,
} from "../entities/giftcards.js";

export const giftcardsEndpoints = {
  purchase: defineEndpoint({
    id: "giftcards.purchase", method: "POST", path: "/giftcards/purchase", auth: AUTH_CUSTOMER, status: 201,
    summary: "Buy a gift card (₦1,000–₦500,000) for a recipient; answers the payment to complete",
    body: PurchaseGiftCardBodySchema, response: GiftCardPurchaseResultSchema,
  }),
  pay: defineEndpoint({
    id: "giftcards.pay", method: "POST", path: "/giftcards/pay", auth: AUTH_CUSTOMER,
    summary: "Verify a gift card payment by reference (idempotent); the card is mailed once paid",
    body: PaymentReferenceBodySchema, response: GiftCardSchema,
  }),
  myCards: defineEndpoint({
    id: "giftcards.myCards", method: "GET", path: "/giftcards/my-cards", auth: AUTH_CUSTOMER,
    summary: "Gift cards the customer bought or received, newest first", query: GiftCardListQuerySchema,
    response: page(GiftCardSchema),
  }),
  status: defineEndpoint({
    id: "giftcards.status", method: "GET", path: "/giftcards/status/:code", auth: AUTH_CUSTOMER,
    summary: "Status and balance of a card by code", params: GiftCardCodeParamsSchema, response: GiftCardStatusSchema,
  }),
  activities: defineEndpoint({
    id: "giftcards.activities", method: "GET", path: "/giftcards/:id/activities", auth: AUTH_CUSTOMER,
    tenantOwned: true, summary: "Balance movements of one of the customer's cards, newest first",
    params: z.object({ id: z.uuid() }), query: PageQuerySchema, response: page(GiftCardActivitySchema),
  }),
  apply: defineEndpoint({
    id: "giftcards.apply", method: "POST", path: "/giftcards/apply", auth: AUTH_CUSTOMER,
    summary: "Apply a card to the cart", body: GiftCardCodeBodySchema, response: AppliedGiftCardSchema,
  }),
  unapply: defineEndpoint({
    id: "giftcards.unapply", method: "DELETE", path: "/giftcards/apply/:code", auth: AUTH_CUSTOMER,
    summary: "Remove a card from the cart", params: GiftCardCodeParamsSchema, response: z.object({ code: z.string() }),
  }),
  applied: defineEndpoint({
    id: "giftcards.applied", method: "GET", path: "/giftcards/applied", auth: AUTH_CUSTOMER,
    summary: "Cards applied to the cart", response: z.array(AppliedGiftCardSchema),
  }),
} as const;
