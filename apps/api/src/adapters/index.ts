import type { Config } from "../config.js";
import { type BankProvider, bankProviderFromConfig } from "./bank/index.js";
import { type MailTransport, smtpTransport } from "./mail/mail.js";
import { type PaymentProvider, paymentProviderFromConfig } from "./payments/index.js";
import { type TransferProvider, transferProviderFromConfig } from "./transfer/index.js";
import { s3Storage } from "./storage/s3.js";
import { localStorage, type Storage } from "./storage/storage.js";

/** Outside services, each behind an interface with an offline default. */
export interface Adapters {
  storage: Storage;
  mail: MailTransport | null;
  /** Always set by adaptersFromConfig and createTestApp; optional so partial sets (the mail worker's) still fit. */
  payments?: PaymentProvider;
  /** Bank list and account-name enquiries; the offline provider when absent. */
  bank?: BankProvider;
  /** Payout bank transfers: null with PAYOUT_PROVIDER=manual; taken from the config when absent. */
  transfers?: TransferProvider | null;
}

export function adaptersFromConfig(config: Config): Adapters {
  const s3 =
    config.S3_ENDPOINT && config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? s3Storage({
          endpoint: config.S3_ENDPOINT,
          bucket: config.S3_BUCKET,
          region: config.S3_REGION,
          accessKeyId: config.S3_ACCESS_KEY_ID,
          secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        })
      : null;
  return {
    storage: s3 ?? localStorage(config.UPLOAD_DIR),
    mail: config.SMTP_URL ? smtpTransport(config.SMTP_URL) : null,
    payments: paymentProviderFromConfig(config),
    bank: bankProviderFromConfig(config),
    transfers: transferProviderFromConfig(config),
  };
}
