/**
 * The order sheet's refunds (decision 052): `GET /api/admin/orders/:id/refunds` lists them;
 * `POST /api/admin/orders/:id/refunds` refunds an amount or chosen lines through the provider. The
 * Idempotency-Key header names the refund, so a double click (or a retried request) refunds once.
 */
import type { Router } from "express";
import { REFUND_IDEMPOTENCY_KEY, REFUND_MESSAGES, RefundInput } from "@domain/payment-refunds";
import { HttpError, parseInput } from "../../http/errors";
import type { Services } from "../../services";
import { loadOrderViews } from "../orders/order-view";
import { orders } from "../../db/schema";
import { eq } from "drizzle-orm";
import { actorOf } from "./auth/guard";
import { idParam } from "./http";

export function registerRefundRoutes(router: Router, services: Services): void {
  const { refunds } = services.payments;

  router.get("/orders/:id/refunds", async (req, res) => {
    res.json(await refunds.list(idParam(req, "id", "Order not found")));
  });

  router.post("/orders/:id/refunds", async (req, res) => {
    const id = idParam(req, "id", "Order not found");
    const key = req.get("Idempotency-Key") ?? "";
    if (!REFUND_IDEMPOTENCY_KEY.test(key))
      throw new HttpError(400, REFUND_MESSAGES.idempotencyKey, { idempotencyKey: REFUND_MESSAGES.idempotencyKey });
    const input = parseInput(RefundInput, req.body);
    const { refund, replayed } = await refunds.refundOrder(id, input, {
      idempotencyKey: key,
      actor: `admin:${actorOf(res).username}`,
    });
    const [order] = await loadOrderViews(services.db, { where: eq(orders.id, id) });
    res.status(replayed ? 200 : 201).json({ refund, order, refunds: await refunds.list(id) });
  });
}
