import { type BankInfo, type BankProvider, BankProviderError } from "./bank-provider.js";

type Fetch = typeof fetch;

interface PaystackEnvelope<T> {
  status: boolean;
  message: string;
  data: T;
  meta?: { next?: string | null };
}

interface PaystackBank {
  name: string;
  code: string;
  active?: boolean;
  is_deleted?: boolean | null;
  type?: string;
}

const LIST_TTL_MS = 24 * 3600_000;
/** Name enquiry answers Paystack gives for an account that does not exist (or bad input). */
const NOT_FOUND_STATUSES = new Set([400, 404, 422]);

/**
 * Paystack's bank list (`GET /bank?country=nigeria`) and name enquiry (`GET /bank/resolve`), with the
 * secret key. The list is kept for a day per process; a failed refresh keeps the old list.
 */
export function paystackBankProvider(options: { secretKey: string; baseUrl?: string; fetch?: Fetch; now?: () => number }): BankProvider {
  const baseUrl = (options.baseUrl ?? "https://api.paystack.co").replace(/\/+$/, "");
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  let cached: { banks: BankInfo[]; at: number } | null = null;

  async function get<T>(path: string): Promise<{ status: number; body: PaystackEnvelope<T> | null }> {
    let res: Response;
    try {
      res = await doFetch(`${baseUrl}${path}`, {
        method: "GET",
        headers: { authorization: `Bearer ${options.secretKey}`, accept: "application/json" },
        signal: AbortSignal.timeout(10_000),
      });
    } catch (cause) {
      throw new BankProviderError(`Paystack GET ${path.split("?")[0]} did not answer`, { cause });
    }
    const body = (await res.json().catch(() => null)) as PaystackEnvelope<T> | null;
    return { status: res.status, body };
  }

  async function fetchBanks(): Promise<BankInfo[]> {
    const byCode = new Map<string, BankInfo>();
    let cursor: string | null | undefined = null;
    // Cursor paging, 100 a page; a guard against a cursor that never ends.
    for (let pageNo = 0; pageNo < 20; pageNo++) {
      const query = new URLSearchParams({ country: "nigeria", currency: "NGN", use_cursor: "true", perPage: "100" });
      if (cursor) query.set("next", cursor);
      const { status, body } = await get<PaystackBank[]>(`/bank?${query}`);
      if (status !== 200 || !body?.status || !Array.isArray(body.data)) {
        throw new BankProviderError(`Paystack GET /bank failed: ${status} ${body?.message ?? ""}`.trim());
      }
      for (const b of body.data) {
        if (b.active === false || b.is_deleted === true || !b.code || !b.name) continue;
        if (b.type && b.type !== "nuban") continue;
        if (!byCode.has(b.code)) byCode.set(b.code, { name: b.name.trim(), code: b.code });
      }
      cursor = body.meta?.next;
      if (!cursor) break;
    }
    return [...byCode.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  return {
    name: "paystack",
    async listBanks() {
      if (cached && now() - cached.at < LIST_TTL_MS) return cached.banks;
      try {
        const banks = await fetchBanks();
        cached = { banks, at: now() };
        return banks;
      } catch (err) {
        if (cached) return cached.banks;
        throw err;
      }
    },
    async resolveAccount({ accountNumber, bankCode }) {
      const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
      const { status, body } = await get<{ account_number: string; account_name: string }>(`/bank/resolve?${query}`);
      if (status === 200 && body?.status && body.data?.account_name) {
        return { accountNumber: body.data.account_number || accountNumber, accountName: body.data.account_name.trim(), bankCode };
      }
      if (NOT_FOUND_STATUSES.has(status)) return null;
      throw new BankProviderError(`Paystack GET /bank/resolve failed: ${status} ${body?.message ?? ""}`.trim());
    },
  };
}
