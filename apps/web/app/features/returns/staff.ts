export { RefundRequestsList } from "./refund-requests";
export { ReturnDetail } from "./return-detail";
export { ReturnsList } from "./returns-screen";
export { canReadReturns, canWriteReturns } from "./returns-access";
