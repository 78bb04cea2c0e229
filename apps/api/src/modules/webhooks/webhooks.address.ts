import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/** One DNS answer. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has (the system resolver by default; tests stub it). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

/**
 * Addresses no webhook may reach in production: private, loopback, link-local, shared (carrier NAT),
 * unspecified, documentation, benchmarking, multicast and reserved ranges, in IPv4 and IPv6.
 */
const refused = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  refused.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
  ["2001:db8::", 32],
  ["100::", 64],
] as const) {
  refused.addSubnet(net, prefix, "ipv6");
}

/** The IPv4 address an IPv6 address carries (IPv4-mapped, IPv4-compatible, NAT64, 6to4), if any. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const words = expandIpv6(lower);
  if (!words) return null;
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  // ::ffff:a.b.c.d and ::a.b.c.d in hex form
  if (words.slice(0, 5).every((w) => w === 0) && (words[5] === 0xffff || words[5] === 0)) return v4(words[6], words[7]);
  // 64:ff9b::/96 (NAT64)
  if (words[0] === 0x64 && words[1] === 0xff9b && words.slice(2, 6).every((w) => w === 0)) return v4(words[6], words[7]);
  // 2002::/16 (6to4): the IPv4 address in the next 32 bits
  if (words[0] === 0x2002) return v4(words[1], words[2]);
  return null;
}

function expandIpv6(address: string): number[] | null {
  if (address.includes(".")) return null;
  const [head, tail] = address.split("::");
  const part = (s: string | undefined) => (s ? s.split(":").map((w) => Number.parseInt(w, 16)) : []);
  const a = part(head);
  const b = part(tail);
  if (address.includes("::")) return [...a, ...Array(8 - a.length - b.length).fill(0), ...b];
  return a.length === 8 ? a : null;
}

/** Whether an IP address is one no webhook may reach in production. */
export function isRefusedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 4) return refused.check(bare, "ipv4");
  if (family !== 6) return true;
  if (refused.check(bare, "ipv6")) return true;
  const v4 = embeddedIpv4(bare);
  return v4 !== null && refused.check(v4, "ipv4");
}

export type DestinationCheck =
  | { ok: true; url: URL; address: ResolvedAddress }
  | { ok: false; reason: "invalid" | "not_https" | "credentials" | "private" | "unresolvable" };

/**
 * Where a delivery may go, decided now: the URL is parsed, the host resolved, and every address it
 * resolves to checked. The answer names the one address to connect to, so the connection goes to the
 * address that was checked (a second DNS answer could differ). `production` turns the rules on: https
 * only, and no private, loopback or link-local address; otherwise http and local receivers pass.
 */
export async function checkDestination(rawUrl: string, options: { production: boolean; resolve?: Resolver }): Promise<DestinationCheck> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, reason: "invalid" };
  if (url.username || url.password) return { ok: false, reason: "credentials" };
  if (options.production && url.protocol !== "https:") return { ok: false, reason: "not_https" };
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: ResolvedAddress[];
  const literal = isIP(host);
  if (literal) addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await (options.resolve ?? systemResolver)(host);
    } catch {
      return { ok: false, reason: "unresolvable" };
    }
  }
  if (addresses.length === 0) return { ok: false, reason: "unresolvable" };
  // One refused address refuses the host: a name that also points inside is not an outside receiver.
  if (options.production && addresses.some((a) => isRefusedAddress(a.address))) return { ok: false, reason: "private" };
  return { ok: true, url, address: addresses[0] };
}
