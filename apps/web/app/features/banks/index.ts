export { BankAccountFields, type BankAccountFieldsProps, type BankAccountValue } from "./bank-account-fields";
export { bankAccountQuery, bankKeys, banksQuery, canResolve } from "./banks.queries";
