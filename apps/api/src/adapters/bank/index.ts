import type { BankProvider } from "./bank-provider.js";
import { offlineBankProvider } from "./offline.js";
import { paystackBankProvider } from "./paystack.js";

export * from "./bank-provider.js";
export { NIGERIAN_BANKS } from "./nigerian-banks.js";
export { OFFLINE_TEST_ACCOUNTS, offlineAccountName, offlineBankProvider } from "./offline.js";
export { paystackBankProvider } from "./paystack.js";

/** `BANK_PROVIDER=paystack` uses Paystack with PAYSTACK_SECRET_KEY; otherwise the offline provider. */
export function bankProviderFromConfig(config: {
  BANK_PROVIDER: "offline" | "paystack";
  PAYSTACK_SECRET_KEY?: string;
  PAYSTACK_BASE_URL?: string;
}): BankProvider {
  if (config.BANK_PROVIDER === "paystack") {
    if (!config.PAYSTACK_SECRET_KEY) throw new Error("PAYSTACK_SECRET_KEY must be set when BANK_PROVIDER is paystack");
    return paystackBankProvider({ secretKey: config.PAYSTACK_SECRET_KEY, baseUrl: config.PAYSTACK_BASE_URL });
  }
  return offlineBankProvider();
}
