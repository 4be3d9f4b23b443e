/**
 * A fake Razorpay on loopback that speaks its JSON: `POST /v1/orders` and `GET /v1/orders/:id` and
 * `/v1/orders/:id/payments`, `POST /v1/payments/:id/refund` (with `X-Refund-Idempotency`) and
 * `GET /v1/payments/:id/refunds/:refundId`, `POST /v1/payment_links` (one link per reference_id), `GET /v1/payments/:id`,
 * and Subscriptions: `POST /v1/plans`, `POST|GET|PATCH /v1/subscriptions[/:id]`, `/:id/pause|resume|cancel` and
 * `GET /v1/invoices?subscription_id=`, with basic auth. Tests drive the "customer" side: `pay(orderId)` captures
 * a payment and returns what checkout.js would hand the page (ids and signature); `webhook(...)` builds
 * a signed event body. Point the app at it with RAZORPAY_API_BASE.
 */
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

type FakeOrder = {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  status: "created" | "attempted" | "paid";
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
};
type FakePayment = {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "captured" | "failed";
  order_id: string;
  method: string;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
};

type FakeRefund = {
  id: string;
  entity: "refund";
  amount: number;
  currency: "INR";
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  status: "pending" | "processed" | "failed";
  speed_requested: string;
  created_at: number;
};

type FakePaymentLink = {
  id: string;
  entity: "payment_link";
  amount: number;
  amount_paid: number;
  currency: "INR";
  reference_id: string;
  description: string;
  customer: Record<string, string>;
  notify: Record<string, boolean>;
  callback_url: string;
  callback_method: string;
  notes: Record<string, string>;
  short_url: string;
  status: "created" | "paid";
  created_at: number;
};

type FakePlan = {
  id: string;
  entity: "plan";
  period: string;
  interval: number;
  item: { id: string; name: string; amount: number; currency: "INR" };
  notes: Record<string, string>;
  created_at: number;
};

type FakeInvoice = {
  id: string;
  entity: "invoice";
  subscription_id: string;
  status: "paid";
  payment_id: string;
  order_id: string;
  amount: number;
  amount_paid: number;
  paid_at: number;
};

type FakeSubscription = {
  id: string;
  entity: "subscription";
  plan_id: string;
  status: "created" | "authenticated" | "active" | "pending" | "halted" | "paused" | "cancelled" | "completed";
  quantity: number;
  total_count: number;
  paid_count: number;
  remaining_count: number;
  customer_notify: boolean;
  charge_at: number | null;
  notes: Record<string, string>;
  short_url: string;
  has_scheduled_changes: boolean;
  /** The plan PATCHed in with `schedule_change_at: cycle_end`, applied at the next charge. */
  scheduled_plan_id: string | null;
  created_at: number;
};

export type SubscriptionEventName =
  | "subscription.authenticated"
  | "subscription.activated"
  | "subscription.charged"
  | "subscription.pending"
  | "subscription.halted"
  | "subscription.paused"
  | "subscription.resumed"
  | "subscription.cancelled"
  | "subscription.completed";

export type FakeRazorpay = {
  plans: Map<string, FakePlan>;
  subscriptions: Map<string, FakeSubscription>;
  /**
   * The subscriber pays the first delivery and authorises the mandate in checkout.js opened with the
   * subscription's id: its captured payment and what the window hands the page (signed
   * `payment_id|subscription_id`).
   */
  authorizeSubscription(
    subscriptionId: string,
    method?: string,
  ): { razorpay_payment_id: string; razorpay_subscription_id: string; razorpay_signature: string };
  /** Razorpay charges a renewal on its schedule: the captured payment (the webhook is the test's to send). */
  chargeSubscription(subscriptionId: string): FakePayment;
  /** A signed `subscription.*` event with the subscription (and a payment, if given); `createdAt` in Unix seconds. */
  subscriptionWebhook(
    event: SubscriptionEventName,
    subscriptionId: string,
    options?: { payment?: FakePayment; createdAt?: number; status?: FakeSubscription["status"] },
  ): { body: string; signature: string };

  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  orders: Map<string, FakeOrder>;
  payments: FakePayment[];
  refunds: FakeRefund[];
  paymentLinks: Map<string, FakePaymentLink>;
  /**
   * The shopper pays a link on Razorpay's page: the payment, the query Razorpay adds to the callback URL
   * (signed with the key secret) and the signed `payment_link.paid` webhook.
   */
  payLink(linkId: string): {
    callbackQuery: URLSearchParams;
    webhook: { body: string; signature: string };
    paymentId: string;
  };
  /** Requests received, for assertions: method, path, parsed body and the refund idempotency header. */
  requests: { method: string; path: string; body: unknown; authorized: boolean; idempotencyKey?: string }[];
  /** The next n calls answer 500 (Razorpay having a bad moment). */
  failNext(count: number): void;
  pay(
    orderId: string,
    method?: string,
  ): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  fail(orderId: string): FakePayment;
  webhook(
    event: "payment.captured" | "order.paid" | "payment.failed",
    payment: FakePayment | { id: string; order_id: string; method?: string; status?: string },
  ): { body: string; signature: string };
  /** A signed refund event for one of the fake's refunds (its status set to what the event says). */
  refundWebhook(
    event: "refund.created" | "refund.processed" | "refund.failed",
    refundId: string,
  ): { body: string; signature: string };
  close(): Promise<void>;
};

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString("hex").slice(0, 14)}`;
const now = () => Math.floor(Date.now() / 1000);

/** What the shop's environment needs to take payments through `razorpay`. */
export function razorpayEnv(razorpay: FakeRazorpay): Record<string, string> {
  return {
    PAYMENT_PROVIDER: "razorpay",
    RAZORPAY_KEY_ID: razorpay.keyId,
    RAZORPAY_KEY_SECRET: razorpay.keySecret,
    RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
    RAZORPAY_API_BASE: razorpay.url,
  };
}

export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const keyId = "rzp_test_fake123";
  const keySecret = "fake_key_secret_0123456789";
  const webhookSecret = "fake_webhook_secret_abcdef";
  const orders = new Map<string, FakeOrder>();
  const payments: FakePayment[] = [];
  const refunds: FakeRefund[] = [];
  const refundKeys = new Map<string, FakeRefund>();
  const paymentLinks = new Map<string, FakePaymentLink>();
  const plans = new Map<string, FakePlan>();
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices: FakeInvoice[] = [];
  const requests: FakeRazorpay["requests"] = [];
  let failures = 0;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const badRequest = (res: ServerResponse, description: string, field?: string) =>
    send(res, 400, {
      error: {
        code: "BAD_REQUEST_ERROR",
        description,
        source: "business",
        step: "payment_initiation",
        reason: "input_validation_failed",
        metadata: {},
        field,
      },
    });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    let body: unknown = null;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        return badRequest(res, "The request body is not valid JSON");
      }
    }
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    const authorized = req.headers.authorization === expectedAuth;
    const idempotencyKey = req.headers["x-refund-idempotency"];
    requests.push({
      method: req.method ?? "",
      path,
      body,
      authorized,
      ...(typeof idempotencyKey === "string" ? { idempotencyKey } : {}),
    });
    if (!authorized)
      return send(res, 401, {
        error: {
          code: "BAD_REQUEST_ERROR",
          description: "Authentication failed",
          source: "NA",
          step: "NA",
          reason: "NA",
          metadata: {},
        },
      });
    if (failures > 0) {
      failures -= 1;
      return send(res, 500, {
        error: {
          code: "SERVER_ERROR",
          description: "The server encountered an error. The incident has been reported to admins.",
          source: "NA",
          step: "NA",
          reason: "NA",
          metadata: {},
        },
      });
    }
    if (req.method === "POST" && path === "/v1/orders") {
      const input = body as { amount?: unknown; currency?: unknown; receipt?: unknown; notes?: Record<string, string> };
      if (!Number.isInteger(input?.amount) || (input.amount as number) < 100)
        return badRequest(res, "The amount must be atleast INR 1.00", "amount");
      if (input.currency !== "INR") return badRequest(res, "The currency is invalid", "currency");
      if (typeof input.receipt !== "string" || input.receipt.length > 40)
        return badRequest(res, "The receipt may not be greater than 40 characters.", "receipt");
      const order: FakeOrder = {
        id: id("order"),
        entity: "order",
        amount: input.amount as number,
        amount_paid: 0,
        amount_due: input.amount as number,
        currency: "INR",
        receipt: input.receipt,
        status: "created",
        attempts: 0,
        notes: input.notes ?? {},
        created_at: now(),
      };
      orders.set(order.id, order);
      return send(res, 200, order);
    }
    if (req.method === "POST" && path === "/v1/payment_links") {
      const input = body as Partial<FakePaymentLink> & { accept_partial?: unknown };
      if (!Number.isInteger(input?.amount) || (input.amount as number) < 100)
        return badRequest(res, "The amount must be atleast INR 1.00", "amount");
      if (input.currency !== "INR") return badRequest(res, "The currency is invalid", "currency");
      if (typeof input.reference_id !== "string" || input.reference_id.length > 40)
        return badRequest(res, "The reference id may not be greater than 40 characters.", "reference_id");
      if ([...paymentLinks.values()].some((l) => l.reference_id === input.reference_id))
        return badRequest(res, `Payment Link with reference id ${input.reference_id} already exists`, "reference_id");
      if (input.callback_url && input.callback_method !== "get")
        return badRequest(res, "callback_method should be get", "callback_method");
      const linkId = id("plink");
      const link: FakePaymentLink = {
        id: linkId,
        entity: "payment_link",
        amount: input.amount as number,
        amount_paid: 0,
        currency: "INR",
        reference_id: input.reference_id,
        description: input.description ?? "",
        customer: input.customer ?? {},
        notify: input.notify ?? {},
        callback_url: input.callback_url ?? "",
        callback_method: input.callback_method ?? "",
        notes: input.notes ?? {},
        short_url: `https://rzp.io/i/${linkId.slice(6)}`,
        status: "created",
        created_at: now(),
      };
      paymentLinks.set(linkId, link);
      return send(res, 200, link);
    }
    if (req.method === "GET" && path === "/v1/invoices") {
      const subscriptionId = new URL(req.url ?? "/", "http://fake").searchParams.get("subscription_id");
      const items = invoices.filter((invoice) => invoice.subscription_id === subscriptionId);
      return send(res, 200, { entity: "collection", count: items.length, items });
    }
    if (path === "/v1/plans" || path.startsWith("/v1/subscriptions"))
      return subscriptionsRoute(res, req.method ?? "", path, body);
    const paymentPath = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (req.method === "GET" && paymentPath) {
      const payment = payments.find((p) => p.id === decodeURIComponent(paymentPath[1]!));
      return payment ? send(res, 200, payment) : badRequest(res, "The id provided does not exist");
    }
    const refundPath = /^\/v1\/payments\/([^/]+)\/(refund|refunds\/([^/]+))$/.exec(path);
    if (refundPath) return refundRoute(res, req.method ?? "", refundPath, body, idempotencyKey);
    const match = /^\/v1\/orders\/([^/]+)(\/payments)?$/.exec(path);
    if (req.method === "GET" && match) {
      const order = orders.get(decodeURIComponent(match[1]!));
      if (!order)
        return send(res, 400, {
          error: {
            code: "BAD_REQUEST_ERROR",
            description: "The id provided does not exist",
            source: "business",
            step: "payment_initiation",
            reason: "input_validation_failed",
            metadata: {},
          },
        });
      if (!match[2]) return send(res, 200, order);
      const items = payments.filter((p) => p.order_id === order.id);
      return send(res, 200, { entity: "collection", count: items.length, items });
    }
    return send(res, 404, {
      error: {
        code: "BAD_REQUEST_ERROR",
        description: "The requested URL was not found on the server.",
        source: "NA",
        step: "NA",
        reason: "NA",
        metadata: {},
      },
    });
  }

  /** Plans and subscriptions, with Razorpay's rules for each call (the ones the shop could break). */
  function subscriptionsRoute(res: ServerResponse, method: string, path: string, body: unknown) {
    const input = (body ?? {}) as Record<string, unknown>;
    if (method === "POST" && path === "/v1/plans") {
      const item = input.item as { name?: unknown; amount?: unknown; currency?: unknown } | undefined;
      if (!["daily", "weekly", "monthly", "yearly"].includes(input.period as string))
        return badRequest(res, "The period is invalid", "period");
      if (!Number.isInteger(input.interval) || (input.interval as number) < 1)
        return badRequest(res, "The interval must be at least 1", "interval");
      if (input.period === "daily" && (input.interval as number) < 7)
        return badRequest(res, "The interval for daily plans should be at least 7", "interval");
      if (!item || typeof item.name !== "string" || !Number.isInteger(item.amount) || (item.amount as number) < 100)
        return badRequest(res, "The item amount must be atleast INR 1.00", "amount");
      if (item.currency !== "INR") return badRequest(res, "The currency is invalid", "currency");
      const plan: FakePlan = {
        id: id("plan"),
        entity: "plan",
        period: input.period as string,
        interval: input.interval as number,
        item: { id: id("item"), name: item.name, amount: item.amount as number, currency: "INR" },
        notes: (input.notes as Record<string, string>) ?? {},
        created_at: now(),
      };
      plans.set(plan.id, plan);
      return send(res, 200, plan);
    }
    if (method === "POST" && path === "/v1/subscriptions") {
      if (!plans.has(input.plan_id as string)) return badRequest(res, "The id provided does not exist", "plan_id");
      if (!Number.isInteger(input.total_count) || (input.total_count as number) < 1)
        return badRequest(res, "The total count field is required.", "total_count");
      const subscriptionId = id("sub");
      const subscription: FakeSubscription = {
        id: subscriptionId,
        entity: "subscription",
        plan_id: input.plan_id as string,
        status: "created",
        quantity: (input.quantity as number) ?? 1,
        total_count: input.total_count as number,
        paid_count: 0,
        remaining_count: input.total_count as number,
        customer_notify: Boolean(input.customer_notify ?? 1),
        charge_at: null,
        notes: (input.notes as Record<string, string>) ?? {},
        short_url: `https://rzp.io/i/${subscriptionId.slice(4)}`,
        has_scheduled_changes: false,
        scheduled_plan_id: null,
        created_at: now(),
      };
      subscriptions.set(subscription.id, subscription);
      return send(res, 200, subscription);
    }
    const match = /^\/v1\/subscriptions\/([^/]+)(?:\/(pause|resume|cancel))?$/.exec(path);
    const subscription = match ? subscriptions.get(decodeURIComponent(match[1]!)) : undefined;
    if (!match || !subscription) return badRequest(res, "The id provided does not exist");
    const action = match[2];
    if (method === "GET" && !action) return send(res, 200, subscription);
    if (method === "PATCH" && !action) {
      if (!["active", "authenticated"].includes(subscription.status))
        return badRequest(res, "Subscription can not be updated in the current state", "id");
      if (!plans.has(input.plan_id as string)) return badRequest(res, "The id provided does not exist", "plan_id");
      if (input.schedule_change_at === "cycle_end") {
        subscription.scheduled_plan_id = input.plan_id as string;
        subscription.has_scheduled_changes = true;
      } else subscription.plan_id = input.plan_id as string;
      return send(res, 200, subscription);
    }
    if (method !== "POST" || !action) return badRequest(res, "The requested URL was not found");
    if (action === "pause") {
      if (subscription.status !== "active")
        return badRequest(res, "Pause is not allowed for subscription in the current state", "id");
      subscription.status = "paused";
    } else if (action === "resume") {
      if (subscription.status !== "paused") return badRequest(res, "Subscription is not paused", "id");
      subscription.status = "active";
    } else {
      if (["cancelled", "completed"].includes(subscription.status))
        return badRequest(res, "Subscription is not cancellable in cancelled status.", "id");
      subscription.status = "cancelled";
      subscription.charge_at = null;
    }
    return send(res, 200, subscription);
  }

  /** Razorpay's refund rules: a captured payment, at least ₹1, never more than captured minus refunded. */
  function refundRoute(
    res: ServerResponse,
    method: string,
    match: RegExpExecArray,
    body: unknown,
    idempotencyKey: string | string[] | undefined,
  ) {
    const payment = payments.find((p) => p.id === decodeURIComponent(match[1]!));
    if (!payment) return badRequest(res, "The id provided does not exist");
    if (method === "GET" && match[3]) {
      const refund = refunds.find((r) => r.id === decodeURIComponent(match[3]!) && r.payment_id === payment.id);
      return refund ? send(res, 200, refund) : badRequest(res, "The id provided does not exist");
    }
    if (method !== "POST" || match[2] !== "refund") return badRequest(res, "The requested URL was not found");
    const key = typeof idempotencyKey === "string" ? idempotencyKey : null;
    const earlier = key ? refundKeys.get(key) : undefined;
    if (earlier) return send(res, 200, earlier);
    const input = body as { amount?: unknown; speed?: unknown; notes?: Record<string, string>; receipt?: unknown };
    if (payment.status !== "captured") return badRequest(res, "The payment has not been captured", "payment_id");
    const refunded = refunds.filter((r) => r.payment_id === payment.id).reduce((sum, r) => sum + r.amount, 0);
    const amount = input?.amount === undefined ? payment.amount - refunded : input.amount;
    if (!Number.isInteger(amount) || (amount as number) < 100)
      return badRequest(res, "The amount must be atleast INR 1.00", "amount");
    if ((amount as number) > payment.amount - refunded)
      return badRequest(res, "The refund amount provided is greater than amount captured", "amount");
    const refund: FakeRefund = {
      id: id("rfnd"),
      entity: "refund",
      amount: amount as number,
      currency: "INR",
      payment_id: payment.id,
      notes: input?.notes ?? {},
      receipt: typeof input?.receipt === "string" ? input.receipt : null,
      status: "pending",
      speed_requested: typeof input?.speed === "string" ? input.speed : "normal",
      created_at: now(),
    };
    refunds.push(refund);
    if (key) refundKeys.set(key, refund);
    return send(res, 200, refund);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { error: { code: "SERVER_ERROR" } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  function record(orderId: string, status: FakePayment["status"], method: string): FakePayment {
    const order = orders.get(orderId);
    if (!order) throw new Error(`fake razorpay has no order ${orderId}`);
    const payment: FakePayment = {
      id: id("pay"),
      entity: "payment",
      amount: order.amount,
      currency: "INR",
      status,
      order_id: orderId,
      method,
      error_code: status === "failed" ? "BAD_REQUEST_ERROR" : null,
      error_description: status === "failed" ? "Payment processing failed because of incorrect OTP" : null,
      created_at: now(),
    };
    payments.push(payment);
    order.attempts += 1;
    order.status = status === "captured" ? "paid" : "attempted";
    if (status === "captured") {
      order.amount_paid = order.amount;
      order.amount_due = 0;
    }
    return payment;
  }

  /** A charge of a subscription's plan (the first, or a renewal): an invoice's order and its captured payment. */
  function chargeOf(subscriptionId: string, method: string): FakePayment {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`fake razorpay has no subscription ${subscriptionId}`);
    if (subscription.scheduled_plan_id) {
      subscription.plan_id = subscription.scheduled_plan_id;
      subscription.scheduled_plan_id = null;
      subscription.has_scheduled_changes = false;
    }
    const plan = plans.get(subscription.plan_id)!;
    const orderId = id("order");
    orders.set(orderId, {
      id: orderId,
      entity: "order",
      amount: plan.item.amount,
      amount_paid: 0,
      amount_due: plan.item.amount,
      currency: "INR",
      receipt: subscriptionId,
      status: "created",
      attempts: 0,
      notes: {},
      created_at: now(),
    });
    const payment = record(orderId, "captured", method);
    invoices.push({
      id: id("inv"),
      entity: "invoice",
      subscription_id: subscriptionId,
      status: "paid",
      payment_id: payment.id,
      order_id: orderId,
      amount: payment.amount,
      amount_paid: payment.amount,
      paid_at: payment.created_at,
    });
    subscription.status = "active";
    subscription.paid_count += 1;
    subscription.remaining_count -= 1;
    const days =
      plan.period === "monthly" ? 30 * plan.interval : plan.period === "weekly" ? 7 * plan.interval : plan.interval;
    subscription.charge_at = now() + days * 86_400;
    return payment;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    webhookSecret,
    orders,
    payments,
    refunds,
    paymentLinks,
    requests,
    plans,
    subscriptions,
    authorizeSubscription(subscriptionId, method = "card") {
      const payment = chargeOf(subscriptionId, method);
      const signature = createHmac("sha256", keySecret).update(`${payment.id}|${subscriptionId}`).digest("hex");
      return {
        razorpay_payment_id: payment.id,
        razorpay_subscription_id: subscriptionId,
        razorpay_signature: signature,
      };
    },
    chargeSubscription: (subscriptionId) => chargeOf(subscriptionId, "card"),
    subscriptionWebhook(event, subscriptionId, options = {}) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`fake razorpay has no subscription ${subscriptionId}`);
      if (options.status) subscription.status = options.status;
      const payload: Record<string, unknown> = { subscription: { entity: { ...subscription } } };
      if (options.payment) payload.payment = { entity: options.payment };
      const body = JSON.stringify({
        entity: "event",
        account_id: "acc_fake",
        event,
        contains: Object.keys(payload),
        payload,
        created_at: options.createdAt ?? now(),
      });
      return { body, signature: createHmac("sha256", webhookSecret).update(body).digest("hex") };
    },
    payLink(linkId) {
      const link = paymentLinks.get(linkId);
      if (!link) throw new Error(`fake razorpay has no payment link ${linkId}`);
      const orderId = id("order");
      orders.set(orderId, {
        id: orderId,
        entity: "order",
        amount: link.amount,
        amount_paid: 0,
        amount_due: link.amount,
        currency: "INR",
        receipt: link.reference_id,
        status: "created",
        attempts: 0,
        notes: {},
        created_at: now(),
      });
      const payment = record(orderId, "captured", "upi");
      link.status = "paid";
      link.amount_paid = link.amount;
      const signed = `${link.id}|${link.reference_id}|paid|${payment.id}`;
      const callbackQuery = new URLSearchParams({
        razorpay_payment_id: payment.id,
        razorpay_payment_link_id: link.id,
        razorpay_payment_link_reference_id: link.reference_id,
        razorpay_payment_link_status: "paid",
        razorpay_signature: createHmac("sha256", keySecret).update(signed).digest("hex"),
      });
      const body = JSON.stringify({
        entity: "event",
        account_id: "acc_fake",
        event: "payment_link.paid",
        contains: ["payment_link", "order", "payment"],
        payload: {
          payment_link: { entity: link },
          order: { entity: orders.get(orderId) },
          payment: { entity: payment },
        },
        created_at: now(),
      });
      const webhook = { body, signature: createHmac("sha256", webhookSecret).update(body).digest("hex") };
      return { callbackQuery, webhook, paymentId: payment.id };
    },
    failNext: (count) => {
      failures = count;
    },
    pay(orderId, method = "upi") {
      const payment = record(orderId, "captured", method);
      const signature = createHmac("sha256", keySecret).update(`${orderId}|${payment.id}`).digest("hex");
      return { razorpay_order_id: orderId, razorpay_payment_id: payment.id, razorpay_signature: signature };
    },
    fail: (orderId) => record(orderId, "failed", "card"),
    webhook(event, payment) {
      const entity = { entity: "payment", currency: "INR", ...payment };
      const payload: Record<string, unknown> = { payment: { entity } };
      if (event === "order.paid") payload.order = { entity: { id: payment.order_id, entity: "order", status: "paid" } };
      const body = JSON.stringify({
        entity: "event",
        account_id: "acc_fake",
        event,
        contains: Object.keys(payload),
        payload,
        created_at: now(),
      });
      return { body, signature: createHmac("sha256", webhookSecret).update(body).digest("hex") };
    },
    refundWebhook(event, refundId) {
      const refund = refunds.find((r) => r.id === refundId);
      if (!refund) throw new Error(`fake razorpay has no refund ${refundId}`);
      if (event !== "refund.created") refund.status = event === "refund.processed" ? "processed" : "failed";
      const body = JSON.stringify({
        entity: "event",
        account_id: "acc_fake",
        event,
        contains: ["refund"],
        payload: { refund: { entity: { ...refund, status: event === "refund.created" ? "pending" : refund.status } } },
        created_at: now(),
      });
      return { body, signature: createHmac("sha256", webhookSecret).update(body).digest("hex") };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
