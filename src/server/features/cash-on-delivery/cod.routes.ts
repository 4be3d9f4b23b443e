/**
 * Cash on delivery for the shopper (decision 085), with the order's token like every payment call
 * (decision 050): `POST /api/orders/cash-on-delivery/quote` says whether and for what fee, and
 * `POST /api/orders/cash-on-delivery` turns the order into a cash order.
 */
import { Router } from "express";
import { z } from "zod";
import { orderId } from "@domain/payment-inputs";
import { HttpError, parseInput } from "../../http/errors";
import { orderUrl } from "../orders/order-mail";
import type { PaymentsService } from "../../payments/payments.service";
import { orderTokenOf } from "../../payments/payments.routes";
import { outOfStockAnswer } from "../orders/orders.routes";
import type { CodService } from "./cod.service";

const CodOrderInput = z.object({ orderId });
const idText = z.string().min(1).max(100);
const PaymentLinkCallbackQuery = z.object({
  razorpay_payment_id: idText,
  razorpay_payment_link_id: idText,
  razorpay_payment_link_reference_id: z.string().max(100),
  razorpay_payment_link_status: idText,
  razorpay_signature: idText,
});

export function codRoutes(cod: CodService, payments: PaymentsService): Router {
  const router = Router();

  router.post("/orders/cash-on-delivery/quote", async (req, res) => {
    const input = parseInput(CodOrderInput, req.body);
    await payments.requireOrderToken(input.orderId, orderTokenOf(req));
    res.setHeader("Cache-Control", "no-store");
    res.json(await cod.quote(input.orderId));
  });

  router.post("/orders/cash-on-delivery", async (req, res) => {
    const input = parseInput(CodOrderInput, req.body);
    await payments.requireOrderToken(input.orderId, orderTokenOf(req));
    res.json({ order: await cod.choose(input.orderId) });
  });

  /** "Pay now and save the fee": the provider's payment link for this cash order (decision 086). */
  router.post("/orders/cash-on-delivery/pay-now", async (req, res) => {
    const input = parseInput(CodOrderInput, req.body);
    await payments.requireOrderToken(input.orderId, orderTokenOf(req));
    res.json(await cod.payNow(input.orderId));
  });

  /** Where the provider sends the shopper after paying the link: checked, settled, then the order page. */
  router.get("/orders/payment-link/callback", async (req, res) => {
    const input = parseInput(PaymentLinkCallbackQuery, req.query, "This payment link answer is incomplete");
    const callback = {
      paymentLinkId: input.razorpay_payment_link_id,
      referenceId: input.razorpay_payment_link_reference_id,
      status: input.razorpay_payment_link_status,
      providerPaymentId: input.razorpay_payment_id,
      signature: input.razorpay_signature,
    };
    if (!payments.provider.verifyPaymentLinkCallback(callback))
      throw new HttpError(400, "This payment link answer is not signed by the payment provider.");
    const settled =
      callback.status === "paid"
        ? await payments.paymentLinkPaid(callback.paymentLinkId, callback.providerPaymentId, 0, null)
        : null;
    const order = settled?.order ?? null;
    if (!order) throw new HttpError(404, "We couldn't find the order for this payment.");
    res.redirect(303, orderUrl("", order, cod.linkToken(order.orderNumber)));
  });

  router.use(outOfStockAnswer);
  return router;
}
