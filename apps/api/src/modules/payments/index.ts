export { paymentsRoutes } from "./payments.routes.js";
export { paymentsJobs } from "./payments.jobs.js";
export { countPendingPayments } from "./payments.repository.js";
export {
  startPayment,
  confirmPayment,
  findPayment,
  receiveWebhook,
  registerPaymentFulfiller,
  requestRefund,
  processRefunds,
  verifyStalePayments,
  refundsFor,
  newPaymentReference,
  type PaymentRecord,
  type PaymentCtx,
  type PaymentFulfiller,
  type StartPaymentInput,
} from "./payments.service.js";
export type { PaymentPurpose, PaymentStatusValue } from "./payments.table.js";
