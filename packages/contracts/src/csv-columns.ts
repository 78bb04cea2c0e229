import { TRANSACTION_CSV_COLUMNS } from "./entities/checkout.js";

/**
 * Column headers of the CSV exports. Amount columns hold plain numbers in naira with two decimals, so
 * the header names the currency; date-and-time columns hold `YYYY-MM-DD HH:mm` in Lagos time, which
 * the header says; day columns hold `YYYY-MM-DD`.
 */
export const CSV_TIME_ZONE = "Africa/Lagos";
const money = (name: string) => `${name} (NGN)`;
const lagosTime = (name: string) => `${name} (Lagos time)`;

/** The header of the spec's §3 export row (TRANSACTION_CSV_COLUMNS), each column with its unit. */
export const TRANSACTION_CSV_HEADER: string[] = TRANSACTION_CSV_COLUMNS.map((column) =>
  column === "amount" ? money(column) : column === "createdAt" ? lagosTime(column) : column,
);

export const PRODUCT_QUANTITY_CSV_COLUMNS = ["product", "quantity", money("amount")];
export const SALES_BY_CUSTOMER_CSV_COLUMNS = ["customer", "email", "orders", money("amount")];
export const SALES_BY_LOCATION_CSV_COLUMNS = ["state", "city", "orders", money("amount")];
export const SALES_TABLE_CSV_COLUMNS = [
  "order",
  lagosTime("paid"),
  "store",
  "customer",
  money("gross sales"),
  money("discounts"),
  money("shipping"),
  money("net sales"),
  money("total"),
  "status",
];
export const SETTLEMENT_CSV_COLUMNS = ["settlement date", "store", "orders", money("total order amount"), money("commission"), money("due to merchant")];

export const PAYOUT_CSV_COLUMNS = [
  "orderNumber",
  "orderName",
  "store",
  lagosTime("completed"),
  money("total"),
  money("commission"),
  money("delivery"),
  money("due"),
  money("netted"),
  money("amount"),
  "status",
  lagosTime("approved"),
  lagosTime("processed"),
  "transferReference",
];

export const STATEMENT_CSV_COLUMNS = [lagosTime("date"), "type", "description", "orderNumber", "orderName", money("amount"), money("delivery"), money("balance")];
export const statementCsvTitle = (storeName: string) => `Statement for ${storeName}`;
export const STATEMENT_OPENING_LABEL = "Opening balance";
export const STATEMENT_CLOSING_LABEL = "Closing balance";
