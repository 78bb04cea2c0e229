import { deflateSync } from "node:zlib";
import type { Locator, Page } from "playwright-core";
import { DEMO_PASSWORD, serverOfThisWorker } from "./support/browser";

/** Calls the API of the server under test and returns the envelope's `data`. */
export async function api<T = unknown>(path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  const res = await fetch(`${serverOfThisWorker()}/api/v1${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const envelope = (await res.json()) as { success: boolean; data: T; message: string };
  if (!res.ok || !envelope.success) throw new Error(`${init.method ?? "GET"} ${path} answered ${res.status}: ${envelope.message}`);
  return envelope.data;
}

export async function apiLogin(kind: "customer" | "merchant" | "admin", email: string, password = DEMO_PASSWORD): Promise<string> {
  const data = await api<{ token: string }>(`/auth/${kind}/login`, { method: "POST", body: { email, password } });
  return data.token;
}

/** Signs a merchant up and confirms the email through the outbox (the sign-up screens have their own journeys). */
export async function signUpMerchant(input: { email: string; password: string; firstName: string; lastName: string; storeName: string; phoneNumber: string }) {
  await api("/auth/merchant/signup", { method: "POST", body: { ...input, isRegisteredBusiness: true } });
  const outbox = await api<{ rows: { to: string; links: string[] }[] }>(`/dev/outbox?to=${encodeURIComponent(input.email)}`);
  const link = outbox.rows.flatMap((m) => m.links).find((l) => l.includes("confirm"));
  if (!link) throw new Error(`No confirmation link mailed to ${input.email}`);
  const token = link.split("/").filter(Boolean).pop();
  await api(`/auth/merchant/confirmation/${token}`);
}

/** A label as a pattern that also matches the required-field asterisk ("State *"). */
export function labelled(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`);
}

/** Chooses an option of a Mantine Select or MultiSelect by its label. */
export async function choose(page: Page, label: string | RegExp, option: string | RegExp, scope: Page | Locator = page): Promise<void> {
  await scope.getByRole("combobox", { name: typeof label === "string" ? labelled(label) : label }).first().click();
  await page.getByRole("option", { name: option }).first().click();
}

/**
 * Toasts: the dashboards' (Mantine notifications) and the storefront's (ui/light's Toaster, a polite live
 * region whose toasts are status or alert messages with a Close button).
 */
const TOASTS = '.mantine-Notification-root, [aria-live="polite"] > [role="status"], [aria-live="polite"] > [role="alert"]';
const TOAST_CLOSE = '.mantine-Notification-root button, [aria-live="polite"] > [role] > button[aria-label="Close"]';

/** Waits for a toast with this text (top right). */
export async function toast(page: Page, text: string | RegExp): Promise<void> {
  await page.locator(TOASTS).filter({ hasText: text }).first().waitFor();
}

/** Closes every toast so the next one can be checked on its own. */
export async function clearToasts(page: Page): Promise<void> {
  for (const close of await page.locator(TOAST_CLOSE).all()) {
    await close.click().catch(() => undefined);
  }
}

/** A one-page PDF (the server sniffs the content, so it must be a real PDF). */
export function samplePdf(title: string): Buffer {
  const text = `BT /F1 18 Tf 56 760 Td (${title.replace(/[()\\]/g, "")}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A square PNG logo: a coloured disc on a light tile (RGB, 8 bits). */
export function sampleLogoPng(size = 160, rgb: [number, number, number] = [0, 119, 91]): Buffer {
  const rows: Buffer[] = [];
  const r = size / 2;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const inside = (x - r) ** 2 + (y - r) ** 2 < (r * 0.8) ** 2;
      const [cr, cg, cb] = inside ? rgb : [236, 246, 242];
      row.set([cr, cg, cb], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
