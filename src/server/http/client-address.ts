/**
 * The client's address as the per-address limits count it. An IPv6 user is handed a whole /64 and can
 * use a new address from it for every request, so IPv6 counts by its /64; an IPv4-mapped IPv6
 * address (`::ffff:1.2.3.4`) counts as the IPv4 address it is.
 */
import { isIP } from "node:net";

/** The full 8 groups of an IPv6 address (`::` expanded), or null. */
function ipv6Groups(ip: string): string[] | null {
  const [head = "", tail, extra] = ip.split("::");
  if (extra !== undefined) return null;
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...right];
}

/** `1.2.3.4`, or `2001:db8:1:2::/64` for any address of that /64; "unknown" when Express had none. */
export function addressSubject(ip: string | undefined): string {
  if (!ip) return "unknown";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIP(ip) !== 6) return ip;
  const groups = ipv6Groups(ip.split("%")[0]!.toLowerCase());
  if (!groups) return ip;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** Loopback: a process on this machine (the operator, or a proxy that does not pass addresses on). */
export function isLoopback(ip: string | undefined): boolean {
  if (!ip) return false;
  return ip === "::1" || /^(::ffff:)?127\./i.test(ip);
}
