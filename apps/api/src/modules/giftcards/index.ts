export { giftcardsRoutes } from "./giftcards.routes.js";
