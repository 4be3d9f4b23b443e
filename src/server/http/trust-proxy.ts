/**
 * `TRUST_PROXY` in the forms Express's `trust proxy` takes (decision 031): a hop count (today's form,
 * kept for existing set-ups and tools), or the proxy's own addresses — the names `loopback`,
 * `linklocal`, `uniquelocal` and addresses or subnets (`10.0.0.5`, `10.0.0.0/8`, `fd00::/8`),
 * comma-separated. With addresses, `X-Forwarded-For` is believed only when the connection comes from
 * one of them, so a client that reaches the port directly cannot choose its own address.
 * `true` (believe everyone) is refused: it is exactly the spoofing this setting exists to prevent.
 */
import { isIP } from "node:net";

export type TrustProxy = number | string[];

const NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const MAX_HOPS = 10;

function validEntry(entry: string): boolean {
  if (NAMES.has(entry)) return true;
  const [address, prefix, extra] = entry.split("/");
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (family === 4 && isIP(prefix) === 4) return true; // 10.0.0.0/255.0.0.0, as proxy-addr takes it
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export function parseTrustProxy(raw: string): TrustProxy | { error: string } {
  const value = raw.trim().toLowerCase();
  if (value === "" || value === "false") return 0;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= MAX_HOPS ? hops : { error: `a hop count must be 0 to ${MAX_HOPS}` };
  }
  if (value === "true")
    return {
      error:
        "`true` would believe any client's X-Forwarded-For; give the proxy's addresses (e.g. loopback or 10.0.0.0/8) or a hop count",
    };
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !validEntry(entry));
  if (entries.length === 0 || bad.length > 0)
    return {
      error: `must be a hop count (0-${MAX_HOPS}) or a comma-separated list of loopback, linklocal, uniquelocal and proxy addresses or subnets; not ${bad.map((b) => JSON.stringify(b)).join(", ") || "empty"}`,
    };
  return entries;
}

/** A hop count makes the app believe the last N entries of X-Forwarded-For from whoever connects. */
export function trustsHops(value: TrustProxy): value is number {
  return typeof value === "number" && value > 0;
}
