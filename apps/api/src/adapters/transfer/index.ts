import { createHmac } from "node:crypto";
import type { TransferProvider } from "./transfer-provider.js";
import { offlineTransferProvider } from "./offline.js";
import { paystackTransferProvider } from "./paystack.js";

export * from "./transfer-provider.js";
export {
  OFFLINE_FAILED_REASON,
  OFFLINE_REFUSED_REASON,
  OFFLINE_REVERSED_REASON,
  OFFLINE_SIGNATURE_HEADER,
  OFFLINE_TRANSFER_ACCOUNTS,
  offlineOutcome,
  offlineTransferProvider,
} from "./offline.js";
export { paystackTransferProvider } from "./paystack.js";

export type OfflineTransferProvider = ReturnType<typeof offlineTransferProvider>;

export function isOfflineTransferProvider(p: TransferProvider): p is OfflineTransferProvider {
  return p.name === "offline" && "signedWebhook" in p;
}

/** The offline provider's webhook secret, derived from the JWT secret (it never leaves this server). */
export function offlineTransferSecret(config: { JWT_SECRET: string }): string {
  return createHmac("sha256", config.JWT_SECRET).update("bitmarte:offline-transfers").digest("hex");
}

/**
 * `PAYOUT_PROVIDER=paystack` uses Paystack Transfers with PAYSTACK_SECRET_KEY; `offline` the offline
 * provider; `manual` (the default) none: admins pay by hand and mark payouts processed.
 */
export function transferProviderFromConfig(config: {
  PAYOUT_PROVIDER: "manual" | "offline" | "paystack";
  PAYSTACK_SECRET_KEY?: string;
  PAYSTACK_BASE_URL?: string;
  JWT_SECRET: string;
}): TransferProvider | null {
  if (config.PAYOUT_PROVIDER === "paystack") {
    if (!config.PAYSTACK_SECRET_KEY) throw new Error("PAYSTACK_SECRET_KEY must be set when PAYOUT_PROVIDER is paystack");
    return paystackTransferProvider({ secretKey: config.PAYSTACK_SECRET_KEY, baseUrl: config.PAYSTACK_BASE_URL });
  }
  if (config.PAYOUT_PROVIDER === "offline") return offlineTransferProvider({ secret: offlineTransferSecret(config) });
  return null;
}
