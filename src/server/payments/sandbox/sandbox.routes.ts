/**
 * The sandbox provider's side of the wire: its checkout script (loaded by the page on demand, like
 * Razorpay's) and its "bank" — the pay step of its window. Paying creates the payment id, signs it
 * exactly as Razorpay would and settles the order the way a webhook does, so a tab closed right after
 * paying loses nothing; the page's verify-payment call then finds it paid (a replay).
 */
import { readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { Router } from "express";
import { PAYMENT_MESSAGES, SandboxPayInput } from "@domain/payment-inputs";
import type { Db } from "../../db/client";
import { HttpError, parseInput } from "../../http/errors";
import { fromRoot } from "../../paths";
import { orderTokenOf } from "../payments.routes";
import type { PaymentsService } from "../payments.service";
import { providerId } from "../provider";
import { reopenForPayment } from "../settlement";
import { paymentLinkSignature, paymentSignature } from "../signature";
import { eq } from "drizzle-orm";
import { withoutCodFee } from "@domain/cash-on-delivery";
import { formatRupees } from "@domain/money";
import { orders } from "../../db/schema";

type Script = { gzip: Buffer; plain: Buffer; etag: string };
let script: Script | undefined;
function checkoutScript(): Script {
  if (!script) {
    const plain = readFileSync(fromRoot("src/server/payments/sandbox/checkout-window.js"));
    script = {
      plain,
      gzip: gzipSync(plain, { level: 9 }),
      etag: `"${createHash("sha256").update(plain).digest("base64url").slice(0, 16)}"`,
    };
  }
  return script;
}

export function sandboxRoutes(db: Db, payments: PaymentsService, signingSecret: string): Router {
  const router = Router();

  router.get("/sandbox/checkout.js", (req, res) => {
    const { plain, gzip, etag } = checkoutScript();
    res.setHeader("Content-Type", "text/javascript; charset=utf-8");
    res.setHeader("Cache-Control", "public, max-age=300");
    res.setHeader("ETag", etag);
    res.setHeader("Vary", "Accept-Encoding");
    if (req.get("If-None-Match") === etag) return void res.status(304).end();
    if (req.acceptsEncodings("gzip")) {
      res.setHeader("Content-Encoding", "gzip");
      return void res.send(gzip);
    }
    res.send(plain);
  });

  router.post("/sandbox/pay", async (req, res) => {
    const input = parseInput(SandboxPayInput, req.body);
    // Only the order's own browser may play its bank (decision 050): the window is handed the token.
    const token = orderTokenOf(req);
    if (!token) throw new HttpError(403, PAYMENT_MESSAGES.tokenRequired);
    const payment = await payments.paymentByProviderOrder(input.providerOrderId);
    if (!payment || !(await payments.orderTokenFits(payment.orderId, token)))
      return void res.status(404).json({ message: "Unknown payment order" });
    const providerPaymentId = providerId("pay");
    const method =
      input.method === "upi"
        ? `upi:${input.upiApp ?? "UPI"}`
        : input.method === "netbanking"
          ? `netbanking:${input.bank ?? "bank"}`
          : "card";
    if (input.outcome === "failure") {
      await payments.paymentFailed(input.providerOrderId, providerPaymentId, "Declined by the bank (test mode)");
      return void res.json({
        status: "failed",
        error: {
          code: "BAD_REQUEST_ERROR",
          description: "Your bank declined this payment (test mode). No money was taken.",
          source: "bank",
          step: "payment_authorization",
          reason: "payment_failed",
          metadata: { order_id: input.providerOrderId, payment_id: providerPaymentId },
        },
      });
    }
    // Like a real bank, refuse an order that can no longer be paid (paid, expired, sold out after a failure).
    await db.transaction((tx) => reopenForPayment(tx, payment.orderId));
    await payments.paymentCaptured(input.providerOrderId, providerPaymentId, method);
    const signature = paymentSignature(signingSecret, input.providerOrderId, providerPaymentId);
    res.json({
      status: "paid",
      response: {
        razorpay_payment_id: providerPaymentId,
        razorpay_order_id: input.providerOrderId,
        razorpay_signature: signature,
      },
    });
  });

  /**
   * The sandbox's payment link page (decision 086): what Razorpay's hosted page does, offline — one button
   * pays the link, settles the order as the `payment_link.paid` webhook would, and sends the shopper to the
   * callback with the same signed query Razorpay adds.
   */
  router.get("/sandbox/payment-links/:id", async (req, res) => {
    const order = await orderForLink(db, req.params.id);
    if (!order) return void res.status(404).json({ message: "Unknown payment link" });
    const amount = formatRupees(withoutCodFee(order).totalPaise);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-store");
    res.send(`<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ${amount} — test mode</title></head>
<body style="font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem">
<h1>Pay ${amount}</h1><p>Order ${escapeHtml(order.orderNumber)} · Bean &amp; Bhūmi · test mode, no real money</p>
<form method="post" action="/api/sandbox/payment-links/${encodeURIComponent(req.params.id)}/pay">
<button type="submit" style="font-size:1.1rem;padding:.75rem 1.5rem">Pay ${amount} by UPI</button></form>
</body></html>`);
  });

  router.post("/sandbox/payment-links/:id/pay", async (req, res) => {
    const id = req.params.id;
    const order = await orderForLink(db, id);
    if (!order) return void res.status(404).json({ message: "Unknown payment link" });
    const providerPaymentId = providerId("pay");
    const settled = await payments.paymentLinkPaid(id, providerPaymentId, withoutCodFee(order).totalPaise, "upi");
    // Paid already (a second click): back to the order as it is.
    const paymentId = settled?.changed ? providerPaymentId : null;
    const query = new URLSearchParams({
      razorpay_payment_id: paymentId ?? "",
      razorpay_payment_link_id: id,
      razorpay_payment_link_reference_id: order.orderNumber,
      razorpay_payment_link_status: "paid",
      razorpay_signature: paymentId
        ? paymentLinkSignature(signingSecret, {
            paymentLinkId: id,
            referenceId: order.orderNumber,
            status: "paid",
            providerPaymentId: paymentId,
          })
        : "",
    });
    res.redirect(303, paymentId ? `/api/orders/payment-link/callback?${query}` : "/orders");
  });

  return router;
}

async function orderForLink(db: Db, paymentLinkId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.paymentLinkId, paymentLinkId));
  return order ?? null;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
