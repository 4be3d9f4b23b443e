/**
 * The checkout's payment calls, provider-agnostic: record the method choice, create (once) the
 * provider's order for our order, verify the window's signature, and settle what the provider tells
 * us. Amounts always come from the order in the database, never from the caller. Every call a
 * browser makes carries the order's token (decision 050): order ids are sequential, so without it
 * anyone could read an order's state and total, change its method, or pay or fail it in the sandbox.
 */
import { timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import {
  PAYMENT_MESSAGES,
  type PaymentChoice,
  type ProcessPaymentInput,
  type VerifyPaymentInput,
} from "@domain/payment-inputs";
import type { OrderView } from "@domain/orders";
import type { Db, Executor } from "../db/client";
import { orders, payments } from "../db/schema";
import { HttpError } from "../http/errors";
import { orderTokenMatches } from "../features/orders/order-token";
import { orderViewById } from "../features/orders/orders.repo";
import { ProviderUnavailableError, type PaymentProvider } from "./provider";
import { createRefundsService } from "./refunds.service";
import { settleLinkPaid } from "./payment-links";
import { reopenForPayment, settleFailed, settlePaid, type PaymentRow, type SettlementDeps } from "./settlement";

export const VERIFICATION_FAILED = PAYMENT_MESSAGES.verificationFailed;

export type PaymentsDeps = SettlementDeps & {
  db: Db;
  provider: PaymentProvider;
  kickMail: () => void;
  /** Runs the refunds job now: a payment for a cancelled order records a refund to send (decision 052). */
  kickRefunds?: () => void;
};

export function createPaymentsService(deps: PaymentsDeps) {
  const { db, provider } = deps;
  const refunds = createRefundsService({ db, provider, mail: deps });

  /** Runs a settlement in its own transaction, then sends its mail at once. */
  async function settle<T extends { changed: boolean }>(work: (tx: Executor) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    if (result.changed) {
      deps.kickMail();
      deps.kickRefunds?.();
    }
    return result;
  }

  async function paymentByProviderOrder(executor: Executor, providerOrderId: string): Promise<PaymentRow | null> {
    const [row] = await executor
      .select()
      .from(payments)
      .where(and(eq(payments.providerOrderId, providerOrderId), eq(payments.provider, provider.name)));
    return row ?? null;
  }

  /** Whether `token` is the order's — the ordering browser's (`accessToken` of the 201) or its mail link's. */
  async function orderTokenFits(orderId: number, token: string): Promise<boolean> {
    const [row] = await db
      .select({ orderNumber: orders.orderNumber, hash: orders.accessTokenHash })
      .from(orders)
      .where(eq(orders.id, orderId));
    return Boolean(
      row && (orderTokenMatches(token, row.hash) || sameText(deps.orderLinkToken(row.orderNumber), token)),
    );
  }

  /** No token: 403 before anything is read; a wrong one or no such order: one 404 for both, revealing nothing. */
  async function requireOrderToken(orderId: number, token: string | undefined): Promise<void> {
    if (!token) throw new HttpError(403, PAYMENT_MESSAGES.tokenRequired);
    if (!(await orderTokenFits(orderId, token))) throw new HttpError(404, PAYMENT_MESSAGES.orderNotFound);
  }

  async function processPayment(input: ProcessPaymentInput) {
    const choice: PaymentChoice = { method: input.paymentMethod, ...input.paymentDetails };
    await db.transaction(async (tx) => {
      await reopenForPayment(tx, input.orderId);
      await tx
        .update(orders)
        .set({ paymentMethod: input.paymentMethod, paymentChoice: choice })
        .where(eq(orders.id, input.orderId));
    });
    const prefill =
      input.paymentMethod === "provider"
        ? {}
        : {
            method: input.paymentMethod,
            ...("bank" in choice && choice.bank ? { bank: choice.bank } : {}),
            ...("upiApp" in choice && choice.upiApp ? { upiApp: choice.upiApp } : {}),
          };
    return { success: true, message: "Payment method recorded", provider: provider.name, prefill };
  }

  /** One provider order per order: a retry (or a second tab) gets the same provider order id. */
  async function createProviderOrder(orderId: number) {
    const order = await db.transaction(async (tx) => reopenForPayment(tx, orderId));
    let payment = await existingPayment(orderId);
    if (!payment) {
      let created;
      try {
        created = await provider.createOrder({
          receipt: order.orderNumber,
          amountPaise: order.totalPaise,
          notes: { orderNumber: order.orderNumber, orderId: String(order.id) },
        });
      } catch (error) {
        if (error instanceof ProviderUnavailableError) throw new HttpError(502, "Failed to create payment order");
        throw error;
      }
      await db
        .insert(payments)
        .values({
          orderId,
          provider: provider.name,
          providerOrderId: created.id,
          amountPaise: order.totalPaise,
          method: order.paymentMethod,
          methodDetails: order.paymentChoice,
        })
        .onConflictDoNothing({ target: [payments.orderId, payments.provider] });
      payment = (await existingPayment(orderId))!;
    }
    return {
      success: true,
      message: "Payment order created",
      key: provider.key,
      amount: payment.amountPaise,
      currency: "INR" as const,
      orderId: payment.providerOrderId,
    };
  }

  async function existingPayment(orderId: number): Promise<PaymentRow | null> {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.provider, provider.name)));
    return row ?? null;
  }

  /**
   * Valid only when the signature is the provider's HMAC of `providerOrderId|providerPaymentId` AND that
   * provider order belongs to `orderId` — so a signature made for one order can never pay another.
   */
  async function verifyPayment(input: VerifyPaymentInput): Promise<OrderView> {
    const payment = await paymentByProviderOrder(db, input.providerOrderId);
    if (!payment || payment.orderId !== input.orderId || !provider.verifyPaymentSignature(input))
      throw new HttpError(400, VERIFICATION_FAILED);
    const { order } = await settle((tx) => settlePaid(tx, deps, payment, input.providerPaymentId, null));
    return order;
  }

  /** The provider says this payment succeeded (webhook, reconciler, the sandbox's bank). */
  async function paymentCaptured(providerOrderId: string, providerPaymentId: string, method: string | null) {
    const payment = await paymentByProviderOrder(db, providerOrderId);
    if (!payment) return null;
    return settle((tx) => settlePaid(tx, deps, payment, providerPaymentId, method));
  }

  /** The provider says this attempt failed. */
  async function paymentFailed(providerOrderId: string, providerPaymentId: string | null, reason: string) {
    const payment = await paymentByProviderOrder(db, providerOrderId);
    if (!payment) return null;
    return db.transaction((tx) => settleFailed(tx, payment, providerPaymentId, reason));
  }

  /** A payment link was paid (webhook, the callback, the sandbox's page): the order turns prepaid. */
  async function paymentLinkPaid(
    paymentLinkId: string,
    providerPaymentId: string,
    amountPaise: number,
    method: string | null,
  ) {
    const result = await db.transaction((tx) =>
      settleLinkPaid(tx, deps, provider.name, { paymentLinkId, providerPaymentId, amountPaise, method }),
    );
    if (result?.changed) {
      deps.kickMail();
      deps.kickRefunds?.();
    }
    return result;
  }

  return {
    provider,
    refunds,
    paymentLinkPaid,
    processPayment,
    createProviderOrder,
    verifyPayment,
    requireOrderToken,
    orderTokenFits,
    paymentCaptured,
    paymentFailed,
    paymentByProviderOrder: (id: string) => paymentByProviderOrder(db, id),
    orderView: (id: number) => orderViewById(db, id),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

function sameText(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
