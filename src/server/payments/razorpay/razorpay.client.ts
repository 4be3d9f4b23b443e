/**
 * Razorpay's Orders API over HTTPS (RAZORPAY_API_BASE, so tests point it at a fake on loopback):
 * `POST /v1/orders` (amount in paise, our order number as receipt) and `GET /v1/orders/:id/payments`,
 * with basic auth key id : key secret.
 */
import { ProviderUnavailableError, type PaymentProvider, type ProviderPayment } from "../provider";

export type RazorpayConfig = { keyId: string; keySecret: string; apiBase: string; timeoutMs?: number };

type RazorpayPaymentEntity = {
  id: string;
  status: ProviderPayment["status"];
  method?: string | null;
  error_description?: string | null;
};

export function createRazorpayProvider(config: RazorpayConfig): PaymentProvider {
  const base = config.apiBase.replace(/\/+$/, "");
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString("base64")}`;

  async function call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
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
    if (!response.ok)
      throw new ProviderUnavailableError(
        `Razorpay answered ${response.status} to ${method} ${path}: ${text.slice(0, 300)}`,
      );
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new ProviderUnavailableError(`Razorpay sent something that is not JSON for ${method} ${path}`);
    }
  }

  return {
    name: "razorpay",
    key: config.keyId,
    signingSecret: config.keySecret,
    async createOrder({ receipt, amountPaise, notes }) {
      const order = await call<{ id: string; amount: number }>("POST", "/v1/orders", {
        amount: amountPaise,
        currency: "INR",
        receipt,
        notes,
      });
      if (typeof order.id !== "string" || order.amount !== amountPaise)
        throw new ProviderUnavailableError("Razorpay created an order that does not match ours");
      return { id: order.id, amountPaise: order.amount };
    },
    async listPayments(providerOrderId) {
      const list = await call<{ items?: RazorpayPaymentEntity[] }>(
        "GET",
        `/v1/orders/${encodeURIComponent(providerOrderId)}/payments`,
      );
      return (list.items ?? []).map((item) => ({
        id: item.id,
        status: item.status,
        method: item.method ?? null,
        errorDescription: item.error_description ?? null,
      }));
    },
  };
}
