import { isIPv4, isIPv6 } from "node:net";

/**
 * The key a client address is counted under. IPv4 (and IPv4 written as IPv6) as is; IPv6 by its /64,
 * the block one subscriber line gets, so a client cannot step through its own block to look like many.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = (ip.toLowerCase().split("%")[0] ?? "").split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = ip.includes("::") && tail ? tail.split(":") : [];
  // An embedded IPv4 tail (::1.2.3.4) sits in the last 32 bits, outside the /64.
  const missing = 8 - headGroups.length - tailGroups.length - (tailGroups.at(-1)?.includes(".") ? 1 : 0);
  const groups = ip.includes("::") ? [...headGroups, ...Array(Math.max(0, missing)).fill("0"), ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 4)
    .map((g) => (Number.parseInt(g, 16) || 0).toString(16))
    .join(":")}::/64`;
}
