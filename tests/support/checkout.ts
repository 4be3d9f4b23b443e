/** Helpers for the checkout API suites: a valid order body, placing orders, reading products. */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { orders, payments, products } from "../../src/server/db/schema";
import type { SandboxProvider } from "../../src/server/payments/sandbox/sandbox.provider";
import type { TestApp } from "./test-app";

let shoppers = 0;

/**
 * A valid order body. Each call is a different shopper (own e-mail and phone): the shop limits how
 * many unpaid orders one shopper holds (decision 032), and these suites play many shoppers.
 */
export const validOrder = (items: unknown[], overrides: Record<string, unknown> = {}) => ({
  customerName: "Asha Rao",
  customerEmail: `asha+${++shoppers}@example.com`,
  customerPhone: `+91 9${String(shoppers).padStart(9, "0")}`,
  shippingAddress: { street: "12 MG Road, Ashok Nagar", city: "Bengaluru", state: "Karnataka", pincode: "560001" },
  items,
  subtotal: 1,
  shipping: 0,
  tax: 0,
  total: 1,
  ...overrides,
});

export async function productBySlug(app: TestApp, slug: string) {
  const [row] = await app.services.db.select().from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`no product ${slug}`);
  return row;
}

export async function setStock(app: TestApp, productId: number, stock: number) {
  await app.services.db.update(products).set({ stockQuantity: stock }).where(eq(products.id, productId));
}

export function postOrder(app: TestApp, body: unknown, key: string | null = randomUUID()) {
  return app.api("/api/orders", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(key ? { "Idempotency-Key": key } : {}) },
    body: JSON.stringify(body),
  });
}

/** Places an order for `quantity` bags of `productId` (250 g) and returns the 201's body. */
export async function placeOrder(
  app: TestApp,
  productId: number,
  quantity = 1,
  overrides: Record<string, unknown> = {},
) {
  const res = await postOrder(
    app,
    validOrder([{ id: productId, quantity, weight: "250", brewingMethod: "pour-over" }], overrides),
  );
  if (res.status !== 201) throw new Error(`order not placed: ${res.status} ${await res.text()}`);
  return (await res.json()) as {
    order: {
      id: number;
      orderNumber: string;
      customerEmail: string;
      totalPaise: number;
      status: string;
      paymentStatus: string;
    };
    paymentStatus: { orderId: number; amount: number };
    accessToken: string;
  };
}

/**
 * The token a payment call needs (decision 050) for the order named by `orderId` or by its provider
 * order: the one in the order mail's link, as the server derives it. A made-up one for no such order.
 */
export async function orderTokenFor(app: TestApp, ids: { orderId?: unknown; providerOrderId?: unknown }) {
  let orderId = typeof ids.orderId === "number" ? ids.orderId : null;
  if (orderId === null && typeof ids.providerOrderId === "string") {
    const [payment] = await app.services.db
      .select({ orderId: payments.orderId })
      .from(payments)
      .where(eq(payments.providerOrderId, ids.providerOrderId));
    orderId = payment?.orderId ?? null;
  }
  const [order] =
    orderId === null || orderId > 2_147_483_647
      ? []
      : await app.services.db.select({ number: orders.orderNumber }).from(orders).where(eq(orders.id, orderId));
  return order ? app.services.orders.linkToken(order.number) : "no-such-order-token";
}

/** A payment call as the page makes it: JSON, with the order's token (`token`, else the order's link token). */
export async function postPayment(
  app: TestApp,
  path: string,
  body: Record<string, unknown>,
  token?: string,
): Promise<Response> {
  return app.api(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Order-Token": token ?? (await orderTokenFor(app, body)) },
    body: JSON.stringify(body),
  });
}

/** The page's payment steps up to the provider's window: process-payment, then create-order. */
export async function openPayment(app: TestApp, orderId: number, provider = "sandbox") {
  const processed = await postPayment(app, "/api/orders/process-payment", { orderId, paymentMethod: "provider" });
  if (processed.status !== 200) throw new Error(`process-payment: ${processed.status} ${await processed.text()}`);
  const created = await postPayment(app, `/api/${provider}/create-order`, { orderId, amount: 1 });
  if (created.status !== 200) throw new Error(`create-order: ${created.status} ${await created.text()}`);
  return (await created.json()) as { key: string; amount: number; orderId: string };
}

/** What the sandbox window does when the shopper presses Pay (or the failure button), with the order's token. */
export async function sandboxPay(app: TestApp, providerOrderId: string, outcome: "success" | "failure" = "success") {
  return postPayment(app, "/api/sandbox/pay", { providerOrderId, outcome, method: "upi", upiApp: "Google Pay" });
}

/** The sandbox's signing secret, to sign as its window and webhooks do. */
export function sandboxSecret(app: TestApp): string {
  return (app.services.payments.provider as SandboxProvider).signingSecret;
}
