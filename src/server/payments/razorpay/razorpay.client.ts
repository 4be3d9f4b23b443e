/**
 * Razorpay's REST API over HTTPS (RAZORPAY_API_BASE, so tests point it at a fake on loopback), with
 * basic auth key id : key secret. One call shape for every endpoint the shop uses: a 400 is Razorpay
 * saying no (asking again will not help), anything else that is not an answer is "unavailable".
 */
import { ProviderRefusedError, ProviderUnavailableError } from "../provider";

export type RazorpayClientConfig = { keyId: string; keySecret: string; apiBase: string; timeoutMs?: number };

export type RazorpayCall = <T>(
  method: "GET" | "POST" | "PATCH",
  path: string,
  body?: unknown,
  extraHeaders?: Record<string, string>,
) => Promise<T>;

/** Razorpay's error description (`{ error: { description } }`), else the start of the answer. */
function describeError(text: string): string {
  try {
    const description = (JSON.parse(text) as { error?: { description?: unknown } }).error?.description;
    if (typeof description === "string") return description.slice(0, 300);
  } catch {
    // Not JSON: the text itself says what happened.
  }
  return text.slice(0, 300);
}

export function createRazorpayClient(config: RazorpayClientConfig): RazorpayCall {
  const base = config.apiBase.replace(/\/+$/, "");
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString("base64")}`;
  return async function call<T>(
    method: "GET" | "POST" | "PATCH",
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          ...extraHeaders,
          Authorization: auth,
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new ProviderUnavailableError(
        `Razorpay did not answer ${method} ${path}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const text = await response.text();
    // A 400 is Razorpay saying no (too much to refund, not captured): asking again will not help.
    if (response.status === 400)
      throw new ProviderRefusedError(`Razorpay refused ${method} ${path}: ${describeError(text)}`);
    if (!response.ok)
      throw new ProviderUnavailableError(
        `Razorpay answered ${response.status} to ${method} ${path}: ${text.slice(0, 300)}`,
      );
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new ProviderUnavailableError(`Razorpay sent something that is not JSON for ${method} ${path}`);
    }
  };
}
