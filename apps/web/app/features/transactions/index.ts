export { canReadTransactions } from "./transaction-access";
export { TransactionDetails, TransactionDrawer } from "./transaction-detail";
export { TransactionsScreen } from "./transactions-screen";
export { transactionKeys } from "./transactions.queries";
