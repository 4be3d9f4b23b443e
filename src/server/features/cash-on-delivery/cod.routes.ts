/**
 * Cash on delivery for the shopper (decision 085), with the order's token like every payment call
 * (decision 050): `POST /api/orders/cash-on-delivery/quote` says whether and for what fee, and
 * `POST /api/orders/cash-on-delivery` turns the order into a cash order.
 */
import { Router } from "express";
import { z } from "zod";
import { orderId } from "@domain/payment-inputs";
import { parseInput } from "../../http/errors";
import type { PaymentsService } from "../../payments/payments.service";
import { orderTokenOf } from "../../payments/payments.routes";
import { outOfStockAnswer } from "../orders/orders.routes";
import type { CodService } from "./cod.service";

const CodOrderInput = z.object({ orderId });

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

  router.use(outOfStockAnswer);
  return router;
}
