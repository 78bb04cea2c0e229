import { storesEndpoints } from "@bitmarte/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/api-client";

export const bankKeys = {
  all: ["banks"] as const,
  list: () => ["banks", "list"] as const,
  account: (accountNumber: string, bankCode: string) => ["banks", "account", bankCode, accountNumber] as const,
};

/** The bank list (GET /banks, public); it changes rarely. */
export function banksQuery() {
  return queryOptions({
    queryKey: bankKeys.list(),
    queryFn: ({ signal }) => callEndpoint(storesEndpoints.banks, {}, { signal }),
    staleTime: 60 * 60_000,
  });
}

/** True when the pair can be sent to GET /banks/resolve: a bank and a 10-digit account number. */
export function canResolve(accountNumber: string, bankCode: string): boolean {
  return /^\d{10}$/.test(accountNumber) && bankCode.length > 0;
}

/** The account's name at the bank (GET /banks/resolve); only asked once both are complete. */
export function bankAccountQuery(accountNumber: string, bankCode: string) {
  return queryOptions({
    queryKey: bankKeys.account(accountNumber, bankCode),
    queryFn: ({ signal }) => callEndpoint(storesEndpoints.resolveBankAccount, { query: { accountNumber, bankCode } }, { signal }),
    enabled: canResolve(accountNumber, bankCode),
    staleTime: 10 * 60_000,
  });
}
