/** `POST /api/orders`, the shopper's own order (`GET /api/orders/:orderNumber` with its token) and the lookup. */
import { Router, type ErrorRequestHandler } from "express";
import { ORDER_NUMBER_PATTERN, OrderInput, OrderLookupInput } from "@domain/orders";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { HttpError, parseInput } from "../../http/errors";
import { idempotencyKeyOf } from "../../http/idempotency";
import { siteOrigin } from "../../http/origin";
import { rateLimit } from "../../http/rate-limit";
import { OutOfStockError } from "../stock/stock.repo";
import type { OrdersService } from "./orders.service";

export const ORDER_NOT_FOUND = "We couldn't find that order.";
export const LOOKUP_NOT_FOUND = "We couldn't find an order with that number and email.";
export const ORDER_LOOKUP_RULE = { name: "order-lookup", limit: 10, windowMs: 10 * 60_000 };

/** A 409 that also names the product, so the page can point at the cart line. */
export const outOfStockAnswer: ErrorRequestHandler = (error, _req, res, next) => {
  if (!(error instanceof OutOfStockError)) return next(error);
  res.status(409).json({ message: error.message, errors: error.errors, productId: error.productId });
};

export function ordersRoutes(db: Db, config: Config, orders: OrdersService): Router {
  const router = Router();

  router.post("/orders", async (req, res) => {
    const key = idempotencyKeyOf(req);
    const input = parseInput(OrderInput, req.body);
    const answer = await orders.placeOrder(input, { idempotencyKey: key, siteOrigin: siteOrigin(config, req) });
    if (answer.replayed) res.setHeader("Idempotent-Replayed", "true");
    res.status(answer.status).json(answer.body);
  });

  router.post("/orders/lookup", rateLimit(db, ORDER_LOOKUP_RULE), async (req, res) => {
    const input = parseInput(OrderLookupInput, req.body);
    const found = await orders.lookupOrder(input.orderNumber, input.email);
    if (!found) throw new HttpError(404, LOOKUP_NOT_FOUND);
    res.setHeader("Cache-Control", "no-store");
    res.json(found);
  });

  router.get("/orders/:orderNumber", async (req, res) => {
    const token = req.get("X-Order-Token");
    if (!token) throw new HttpError(401, "This order can only be read from the browser that placed it, or with the lookup by e-mail.");
    const orderNumber = req.params.orderNumber.toUpperCase();
    const found = ORDER_NUMBER_PATTERN.test(orderNumber) ? await orders.orderForToken(orderNumber, token) : null;
    if (!found) throw new HttpError(404, ORDER_NOT_FOUND);
    res.setHeader("Cache-Control", "no-store");
    res.json(found);
  });

  router.use(outOfStockAnswer);
  return router;
}
