import { signPayload, verifySignedPayload } from "../../lib/signature.js";
import {
  type TransferEventType,
  type TransferProvider,
  TransferRefusedError,
  headerValue,
  parseTransferEvent,
} from "./transfer-provider.js";

/**
 * Test accounts of the offline transfer provider (any bank of the offline list resolves them). Transfers to
 * any other account succeed; a processed transfer is reversed through the dev-only reverse endpoint.
 */
export const OFFLINE_TRANSFER_ACCOUNTS = {
  /** The provider refuses the transfer outright. */
  refused: "0000000011",
  /** The provider takes the transfer, then the bank fails it (a transfer.failed webhook). */
  failing: "0000000022",
} as const;

export const OFFLINE_REFUSED_REASON = "The recipient account is invalid (offline test account 0000000011)";
export const OFFLINE_FAILED_REASON = "The receiving bank declined the transfer (offline test account 0000000022)";
export const OFFLINE_REVERSED_REASON = "The receiving bank returned the money";
export const OFFLINE_SIGNATURE_HEADER = "x-bitmarte-signature";

/** What the offline provider will say about a transfer it took to `accountNumber`. */
export function offlineOutcome(accountNumber: string): "transfer.success" | "transfer.failed" {
  return accountNumber === OFFLINE_TRANSFER_ACCOUNTS.failing ? "transfer.failed" : "transfer.success";
}

/**
 * The offline provider: no network, no state. It takes transfers (refusing the refused test account) and signs
 * the webhooks the payouts module's job delivers to the webhook route, as a real provider would, with the
 * `t=…,v1=…` signature of lib/signature.ts.
 */
export function offlineTransferProvider(options: { secret: string }): TransferProvider & {
  signedWebhook(input: { type: TransferEventType; reference: string; amountKobo: number; reason: string | null; at: Date }): {
    rawBody: string;
    headers: Record<string, string>;
  };
} {
  return {
    name: "offline",
    async initiateTransfer(request) {
      if (request.recipient.accountNumber === OFFLINE_TRANSFER_ACCOUNTS.refused) throw new TransferRefusedError(OFFLINE_REFUSED_REASON);
      return { providerTransferCode: `TRF_offline_${request.reference}`, recipientCode: `RCP_offline_${request.recipient.accountNumber}` };
    },
    verifyWebhook(rawBody, headers) {
      if (!verifySignedPayload(options.secret, rawBody, headerValue(headers, OFFLINE_SIGNATURE_HEADER))) return null;
      return parseTransferEvent(rawBody);
    },
    signedWebhook({ type, reference, amountKobo, reason, at }) {
      const status = type === "transfer.success" ? "success" : type === "transfer.failed" ? "failed" : "reversed";
      const rawBody = JSON.stringify({
        event: type,
        data: { reference, amount: amountKobo, currency: "NGN", status, gateway_response: reason, transfer_code: `TRF_offline_${reference}` },
      });
      return { rawBody, headers: { "content-type": "application/json", [OFFLINE_SIGNATURE_HEADER]: signPayload(options.secret, rawBody, at) } };
    },
  };
}
