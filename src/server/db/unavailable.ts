/**
 * Tells a database that is away (restarting, unreachable, refusing connections) from a query that
 * failed: the first is the server's condition, answered 503 with a Retry-After, never a 500.
 */
const PG_UNAVAILABLE = new Set(["57P01", "57P02", "57P03", "08000", "08001", "08003", "08004", "08006", "53300"]);
const NET_UNAVAILABLE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
]);
const MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /not queryable/i,
  /Client was closed/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (
      typeof candidate.code === "string" &&
      (PG_UNAVAILABLE.has(candidate.code) || NET_UNAVAILABLE.has(candidate.code))
    )
      return true;
    if (typeof candidate.message === "string" && MESSAGES.some((pattern) => pattern.test(candidate.message as string)))
      return true;
    current = candidate.cause;
  }
  return false;
}

export const DATABASE_UNAVAILABLE_MESSAGE = "The shop is briefly unavailable. Please try again in a moment.";
