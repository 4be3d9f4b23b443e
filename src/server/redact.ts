/**
 * What the logs must not keep (decision 037): a failed query's parameters (names, phones, addresses —
 * drizzle puts them in the error's message, and PostgreSQL's `detail` repeats the row), and personal
 * query parameters of a request's URL (`?email=`, unsubscribe and confirmation tokens, lookup codes).
 * The query text, the error code and the constraint stay: they are what a developer needs.
 */
import pino from "pino";

const SENSITIVE_PARAMS = new Set(["email", "token", "code", "phone", "name", "password"]);
const REDACTED = "[redacted]";

/** The URL with the values of personal query parameters replaced; unchanged (and cheap) without a query. */
export function redactUrl(url: string): string {
  const at = url.indexOf("?");
  if (at === -1) return url;
  const query = url
    .slice(at + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const name = (eq === -1 ? pair : pair.slice(0, eq)).toLowerCase();
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a broken escape: compare as written
      }
      return eq !== -1 && SENSITIVE_PARAMS.has(decoded) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join("&");
  return `${url.slice(0, at)}?${query}`;
}

const withoutParams = (text: unknown) =>
  typeof text === "string" ? text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, `\nparams: ${REDACTED}`) : text;

type Serialized = Record<string, unknown> & { cause?: unknown };

function redactSerialized(value: Serialized, depth: number): Serialized {
  const out: Serialized = { ...value };
  if ("params" in out) out.params = REDACTED;
  if (typeof out.detail === "string") out.detail = REDACTED;
  out.message = withoutParams(out.message);
  out.stack = withoutParams(out.stack);
  if (out.cause && typeof out.cause === "object" && depth < 5)
    out.cause = redactSerialized(out.cause as Serialized, depth + 1);
  return out;
}

/** What a database error's cause may say in a log: which constraint or column, never which values. */
const SAFE_CAUSE_FIELDS = ["code", "constraint", "table", "column", "routine", "severity"] as const;

/** pino's error serializer, then the redaction above (applied to `err` in every log line). */
export function redactedError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const out = redactSerialized(pino.stdSerializers.err(error), 0);
  const cause = (error as { cause?: unknown }).cause;
  if (cause && typeof cause === "object") {
    const safe = Object.fromEntries(
      SAFE_CAUSE_FIELDS.filter((key) => key in cause).map((key) => [key, (cause as Record<string, unknown>)[key]]),
    );
    if (Object.keys(safe).length > 0) out.causeDetails = safe;
  }
  return out;
}
