/** A bank as the bank list shows it: its name and the code transfers and name enquiries use. */
export interface BankInfo {
  name: string;
  code: string;
}

/** What a name enquiry answers: the name the bank holds for the account. */
export interface ResolvedAccount {
  accountNumber: string;
  accountName: string;
  bankCode: string;
}

/** Banks and account-name enquiries (NUBAN, Nigeria), behind one interface with an offline default. */
export interface BankProvider {
  readonly name: "offline" | "paystack";
  /** Every bank accounts can be resolved at, by name. */
  listBanks(): Promise<BankInfo[]>;
  /**
   * The account's name, or null when the bank says there is no such account. Throws
   * BankProviderError when the provider cannot answer (outage, time-out, bad key).
   */
  resolveAccount(input: { accountNumber: string; bankCode: string }): Promise<ResolvedAccount | null>;
}

/** The provider could not answer; the caller may try again later. */
export class BankProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "BankProviderError";
  }
}
