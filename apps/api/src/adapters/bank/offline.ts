import { createHash } from "node:crypto";
import { type BankProvider, BankProviderError } from "./bank-provider.js";
import { NIGERIAN_BANKS } from "./nigerian-banks.js";

/**
 * Test accounts of the offline provider. Any other 10-digit number at a listed bank resolves to a
 * name derived from its digits (the same number always gives the same name).
 */
export const OFFLINE_TEST_ACCOUNTS = {
  /** The bank says there is no such account. */
  notFound: "0000000000",
  /** The provider is down: the enquiry throws BankProviderError. */
  unavailable: "9999999999",
} as const;

const FIRST_NAMES = [
  "Adaeze", "Chinedu", "Oluwaseun", "Ngozi", "Ibrahim", "Funmilayo", "Emeka", "Aisha", "Tunde", "Chiamaka",
  "Babajide", "Zainab", "Ikechukwu", "Yetunde", "Musa", "Blessing", "Olumide", "Hauwa", "Obinna", "Temitope",
];
const MIDDLE_NAMES = ["Grace", "Samuel", "Amina", "Joseph", "Esther", "Daniel", "Kemi", "Peter", "Ifeoma", "Yusuf"];
const SURNAMES = [
  "Okafor", "Adeyemi", "Bello", "Eze", "Ogunleye", "Nwosu", "Abubakar", "Okonkwo", "Adebayo", "Umeh",
  "Lawal", "Onyekachi", "Balogun", "Danjuma", "Afolabi", "Chukwu", "Olatunji", "Garba", "Nnamdi", "Akande",
];

/** The name the offline provider gives an account: "SURNAME FIRST MIDDLE", as name enquiries answer. */
export function offlineAccountName(accountNumber: string): string {
  const digest = createHash("sha256").update(`bitmarte-offline-bank:${accountNumber}`).digest();
  const first = FIRST_NAMES[digest[0] % FIRST_NAMES.length];
  const middle = MIDDLE_NAMES[digest[1] % MIDDLE_NAMES.length];
  const surname = SURNAMES[digest[2] % SURNAMES.length];
  return `${surname} ${first} ${middle}`.toUpperCase();
}

/** The default provider: a fixed list of Nigerian banks and deterministic test accounts, no network. */
export function offlineBankProvider(): BankProvider {
  const codes = new Set(NIGERIAN_BANKS.map((b) => b.code));
  return {
    name: "offline",
    async listBanks() {
      return [...NIGERIAN_BANKS].sort((a, b) => a.name.localeCompare(b.name));
    },
    async resolveAccount({ accountNumber, bankCode }) {
      if (accountNumber === OFFLINE_TEST_ACCOUNTS.unavailable) {
        throw new BankProviderError("Offline bank provider: simulated outage");
      }
      if (!/^\d{10}$/.test(accountNumber) || !codes.has(bankCode) || accountNumber === OFFLINE_TEST_ACCOUNTS.notFound) {
        return null;
      }
      return { accountNumber, bankCode, accountName: offlineAccountName(accountNumber) };
    },
  };
}
