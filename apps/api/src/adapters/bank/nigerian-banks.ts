import type { BankInfo } from "./bank-provider.js";

/**
 * Nigerian banks and the codes name enquiries use (Paystack's list: the CBN's three-digit codes for
 * commercial, merchant and non-interest banks; NIBSS codes for microfinance banks and fintechs).
 * The offline provider answers this list; the Paystack provider answers Paystack's own.
 */
export const NIGERIAN_BANKS: readonly BankInfo[] = [
  // commercial banks
  { name: "Access Bank", code: "044" },
  { name: "Access Bank (Diamond)", code: "063" },
  { name: "Citibank Nigeria", code: "023" },
  { name: "Ecobank Nigeria", code: "050" },
  { name: "Fidelity Bank", code: "070" },
  { name: "First Bank of Nigeria", code: "011" },
  { name: "First City Monument Bank", code: "214" },
  { name: "Globus Bank", code: "00103" },
  { name: "Guaranty Trust Bank", code: "058" },
  { name: "Keystone Bank", code: "082" },
  { name: "Lotus Bank", code: "303" },
  { name: "Optimus Bank", code: "107" },
  { name: "Parallex Bank", code: "104" },
  { name: "Polaris Bank", code: "076" },
  { name: "PremiumTrust Bank", code: "105" },
  { name: "Providus Bank", code: "101" },
  { name: "Signature Bank", code: "106" },
  { name: "Stanbic IBTC Bank", code: "221" },
  { name: "Standard Chartered Bank", code: "068" },
  { name: "Sterling Bank", code: "232" },
  { name: "SunTrust Bank", code: "100" },
  { name: "Titan Trust Bank", code: "102" },
  { name: "Union Bank of Nigeria", code: "032" },
  { name: "United Bank For Africa", code: "033" },
  { name: "Unity Bank", code: "215" },
  { name: "Wema Bank", code: "035" },
  { name: "ALAT by Wema", code: "035A" },
  { name: "Zenith Bank", code: "057" },
  // non-interest banks
  { name: "Jaiz Bank", code: "301" },
  { name: "TAJ Bank", code: "302" },
  // merchant banks
  { name: "Coronation Merchant Bank", code: "559" },
  { name: "FSDH Merchant Bank", code: "501" },
  { name: "Rand Merchant Bank", code: "502" },
  // microfinance banks and fintechs
  { name: "Carbon", code: "565" },
  { name: "FairMoney Microfinance Bank", code: "51318" },
  { name: "Kuda Bank", code: "50211" },
  { name: "LAPO Microfinance Bank", code: "50549" },
  { name: "Moniepoint MFB", code: "50515" },
  { name: "OPay Digital Services Limited (OPay)", code: "999992" },
  { name: "PalmPay", code: "999991" },
  { name: "Rubies MFB", code: "125" },
  { name: "Sparkle Microfinance Bank", code: "51310" },
  { name: "VFD Microfinance Bank", code: "566" },
  // payment service banks
  { name: "9mobile 9Payment Service Bank", code: "120001" },
  { name: "MTN MoMo PSB", code: "120003" },
];
