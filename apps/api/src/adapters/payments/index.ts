import { createHmac } from "node:crypto";
import type { PaymentProvider } from "./payment-provider.js";
import { paystackProvider } from "./paystack.js";
import { testPaymentProvider } from "./test-provider.js";

export * from "./payment-provider.js";
export * from "./test-provider.js";
export { paystackProvider } from "./paystack.js";

/** The test provider's webhook secret: PAYMENT_TEST_SECRET, or one derived from the JWT secret. */
export function paymentTestSecret(config: { PAYMENT_TEST_SECRET?: string; JWT_SECRET: string }): string {
  return config.PAYMENT_TEST_SECRET || createHmac("sha256", config.JWT_SECRET).update("bitmarte:test-payments").digest("hex");
}

export function paymentProviderFromConfig(config: {
  PAYMENT_PROVIDER: "test" | "paystack";
  PAYMENT_TEST_SECRET?: string;
  PAYSTACK_SECRET_KEY?: string;
  PAYSTACK_BASE_URL?: string;
  JWT_SECRET: string;
  APP_URL: string;
}): PaymentProvider {
  if (config.PAYMENT_PROVIDER === "paystack") {
    if (!config.PAYSTACK_SECRET_KEY) throw new Error("PAYSTACK_SECRET_KEY must be set when PAYMENT_PROVIDER is paystack");
    return paystackProvider({ secretKey: config.PAYSTACK_SECRET_KEY, baseUrl: config.PAYSTACK_BASE_URL });
  }
  return testPaymentProvider({ secret: paymentTestSecret(config), appUrl: config.APP_URL });
}
export { renderTestGatewayPage, renderTestGatewayNotFound, formatKoboAsNaira } from "./test-gateway-page.js";
