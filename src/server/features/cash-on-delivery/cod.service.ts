/**
 * Cash on delivery (decision 085). The shopper's order is placed as every order is (priced, stock
 * reserved); on the payment step they may turn it into a cash order where the owner offers it: the fee
 * and its GST are added last, the order is confirmed with payment "due on delivery" and its stock stays
 * reserved without the unpaid hold's expiry. The owner then marks it collected or returned to origin.
 */
import { buildInvoice } from "@domain/invoice";
import {
  COD_PAYMENT_METHOD,
  COD_RETURNED_REASON,
  codAvailability,
  withoutCodFee,
  type CodAvailability,
} from "@domain/cash-on-delivery";
import type { OrderView } from "@domain/orders";
import { and, eq, isNull } from "drizzle-orm";
import { orders } from "../../db/schema";
import { ProviderUnavailableError, type PaymentProvider } from "../../payments/provider";
import { taxFor } from "@domain/totals";
import type { Db, Executor } from "../../db/client";
import { HttpError } from "../../http/errors";
import type { OutgoingMail } from "../../mail/outbox";
import { reopenForPayment } from "../../payments/settlement";
import { recordAudit } from "../admin/audit";
import type { AdminActor } from "../admin/auth/guard";
import { orderUrl } from "../orders/order-mail";
import { lockOrder, orderViewById, updateOrder } from "../orders/orders.repo";
import { releaseOrderStock } from "../stock/stock.repo";
import { codConfirmationMail } from "./cod-mail";
import { openCodOrders, readCodSettings } from "./cod.repo";

export type CodDeps = {
  db: Db;
  mail: { enqueue: (executor: Executor, mail: OutgoingMail) => Promise<number>; kick: () => void };
  gstin: string | null;
  siteUrl: string;
  orderLinkToken: (orderNumber: string) => string;
  provider: PaymentProvider;
};

export type CodQuote = CodAvailability & { orderTotalPaise: number; totalWithFeePaise: number | null };

export const COD_MESSAGES = {
  notPending: "This order can no longer be changed to cash on delivery.",
  notCod: "This order is not awaiting cash on delivery.",
  dispatched: "This order has left the roastery: please pay the courier on delivery.",
  linkUnavailable: "We couldn't start the online payment just now. Please try again in a minute.",
  phoneLimit: (n: number) =>
    `This phone number already has ${n} cash-on-delivery ${n === 1 ? "order" : "orders"} on the way. Please pay online, or wait until ${n === 1 ? "it is" : "they are"} delivered.`,
  addressLimit: (n: number) =>
    `This address already has ${n} cash-on-delivery ${n === 1 ? "order" : "orders"} on the way. Please pay online, or wait until ${n === 1 ? "it is" : "they are"} delivered.`,
} as const;

const facts = (order: OrderView) => ({
  state: order.shippingAddress.state,
  pincode: order.shippingAddress.pincode,
  phone: order.customerPhone,
  totalPaise: order.totalPaise,
  gift: Boolean(order.gift),
});

const isCashDue = (order: { paymentMethod: string | null; paymentStatus: string }) =>
  order.paymentMethod === COD_PAYMENT_METHOD && order.paymentStatus === "due_on_delivery";

export function createCodService(deps: CodDeps) {
  const { db } = deps;

  /** Whether the order may be paid on delivery, and for what fee; the page shows the reason when not. */
  async function quote(orderId: number): Promise<CodQuote> {
    const order = await orderViewById(db, orderId);
    if (!order) throw new HttpError(404, "Order not found");
    if (isCashDue(order)) {
      const feeTaxPaise = taxFor(order.codFeePaise);
      return {
        available: true,
        feePaise: order.codFeePaise,
        feeTaxPaise,
        orderTotalPaise: order.totalPaise - order.codFeePaise - feeTaxPaise,
        totalWithFeePaise: order.totalPaise,
      };
    }
    const answer = codAvailability(await readCodSettings(db), facts(order));
    return {
      ...answer,
      orderTotalPaise: order.totalPaise,
      totalWithFeePaise: answer.available ? order.totalPaise + answer.feePaise + answer.feeTaxPaise : null,
    };
  }

  /** Turns an unpaid order into a cash order (again: answers it as it is). */
  async function choose(orderId: number): Promise<OrderView> {
    const view = await db.transaction(async (tx) => {
      const current = await lockOrder(tx, orderId);
      if (!current) throw new HttpError(404, "Order not found");
      if (isCashDue(current)) return { order: (await orderViewById(tx, orderId))!, changed: false };
      if (current.status !== "pending") throw new HttpError(409, COD_MESSAGES.notPending);
      await reopenForPayment(tx, orderId); // 409 when paid, cancelled or expired; takes released bags again
      const before = (await orderViewById(tx, orderId))!;
      const settings = await readCodSettings(tx);
      const answer = codAvailability(settings, facts(before));
      if (!answer.available) throw new HttpError(400, answer.reason, { [answer.field]: answer.reason });
      const open = await openCodOrders(tx, {
        orderId,
        phone: before.customerPhone ?? "",
        street: before.shippingAddress.street,
        pincode: before.shippingAddress.pincode,
      });
      if (open.by_phone >= settings.openPerPhone)
        throw new HttpError(409, COD_MESSAGES.phoneLimit(open.by_phone), {
          customerPhone: COD_MESSAGES.phoneLimit(open.by_phone),
        });
      if (open.by_address >= settings.openPerAddress)
        throw new HttpError(409, COD_MESSAGES.addressLimit(open.by_address), {
          shippingAddress: COD_MESSAGES.addressLimit(open.by_address),
        });
      await updateOrder(tx, orderId, {
        status: "confirmed",
        paymentStatus: "due_on_delivery",
        paymentMethod: COD_PAYMENT_METHOD,
        expiresAt: null,
        codFeePaise: answer.feePaise,
        taxPaise: current.taxPaise + answer.feeTaxPaise,
        totalPaise: current.totalPaise + answer.feePaise + answer.feeTaxPaise,
      });
      const order = (await orderViewById(tx, orderId))!;
      const link = orderUrl(current.siteOrigin ?? deps.siteUrl, order, deps.orderLinkToken(order.orderNumber));
      await deps.mail.enqueue(tx, codConfirmationMail(order, buildInvoice(order, deps.gstin), link));
      return { order, changed: true };
    });
    if (view.changed) deps.mail.kick();
    return view.order;
  }

  /** The owner's answer from the courier: the cash was collected (paid, delivered), or the parcel came back. */
  async function settleCash(actor: AdminActor, orderId: number, outcome: "collected" | "returned"): Promise<OrderView> {
    return db.transaction(async (tx) => {
      const current = await lockOrder(tx, orderId);
      if (!current) throw new HttpError(404, "Order not found");
      if (!isCashDue(current)) throw new HttpError(409, COD_MESSAGES.notCod);
      const before = (await orderViewById(tx, orderId))!;
      const now = new Date();
      if (outcome === "collected") {
        await updateOrder(tx, orderId, {
          paymentStatus: "paid",
          paidAt: now,
          status: "delivered",
          shippedAt: current.shippedAt ?? now,
          deliveredAt: current.deliveredAt ?? now,
        });
      } else {
        await updateOrder(tx, orderId, {
          status: "cancelled",
          paymentStatus: "failed",
          cancelledAt: now,
          cancelReason: COD_RETURNED_REASON,
        });
        await releaseOrderStock(tx, orderId, actor.username);
      }
      const after = (await orderViewById(tx, orderId))!;
      const pick = (o: OrderView) => ({
        status: o.status,
        paymentStatus: o.paymentStatus,
        totalPaise: o.totalPaise,
        paidAt: o.paidAt,
        cancelReason: o.cancelReason,
      });
      await recordAudit(tx, actor, {
        action: outcome === "collected" ? "order.cash-collected" : "order.cash-returned",
        entityType: "order",
        entityId: orderId,
        before: pick(before),
        after: pick(after),
      });
      return after;
    });
  }

  /**
   * "Pay now and save the fee" before dispatch (decision 086): one payment link per order, for the order's
   * total without the fee and its GST; asking again answers the same link.
   */
  async function payNow(orderId: number): Promise<{ url: string; amountPaise: number }> {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new HttpError(404, "Order not found");
    if (!isCashDue(order)) throw new HttpError(409, COD_MESSAGES.notCod);
    const prepaid = withoutCodFee(order);
    if (order.paymentLinkId && order.paymentLinkUrl)
      return { url: order.paymentLinkUrl, amountPaise: prepaid.totalPaise };
    if (!["confirmed", "processing"].includes(order.status)) throw new HttpError(409, COD_MESSAGES.dispatched);
    const origin = (order.siteOrigin ?? deps.siteUrl).replace(/\/+$/, "");
    let link;
    try {
      link = await deps.provider.createPaymentLink({
        amountPaise: prepaid.totalPaise,
        referenceId: order.orderNumber,
        description: `Bean & Bhūmi order ${order.orderNumber}, paid in advance (no cash-on-delivery fee)`,
        customer: { name: order.customerName, email: order.customerEmail, contact: order.customerPhone ?? "" },
        callbackUrl: `${origin}/api/orders/payment-link/callback`,
        notes: { orderNumber: order.orderNumber, orderId: String(order.id) },
      });
    } catch (error) {
      if (error instanceof ProviderUnavailableError) {
        // The provider keeps one link per reference: a twin request may have made it a moment ago.
        const [again] = await db.select().from(orders).where(eq(orders.id, orderId));
        if (again?.paymentLinkUrl) return { url: again.paymentLinkUrl, amountPaise: prepaid.totalPaise };
        throw new HttpError(502, COD_MESSAGES.linkUnavailable);
      }
      throw error;
    }
    const [stored] = await db
      .update(orders)
      .set({ paymentLinkId: link.id, paymentLinkUrl: link.shortUrl, updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), isNull(orders.paymentLinkId)))
      .returning({ url: orders.paymentLinkUrl });
    if (stored?.url) return { url: stored.url, amountPaise: prepaid.totalPaise };
    const [again] = await db.select().from(orders).where(eq(orders.id, orderId));
    return { url: again!.paymentLinkUrl!, amountPaise: prepaid.totalPaise };
  }

  return { quote, choose, settleCash, payNow, linkToken: deps.orderLinkToken };
}

export type CodService = ReturnType<typeof createCodService>;
