// The delivery chain after payment: the status moves of every role, assignment to a partner or a
// dispatcher, the delivery token, completion when the return window closes, the operations board.
export { fulfilmentRoutes } from "./fulfilment.routes.js";
export { completeDueOrders, getOrder, getSettings as getFulfilmentSettings, markPayoutApproved } from "./fulfilment.service.js";
export { fulfilmentJobs } from "./fulfilment.jobs.js";
