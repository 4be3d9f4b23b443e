/**
 * `POST /api/orders`, the shopper's own order (`GET /api/orders/:orderNumber` with its token — the
 * ordering browser's or the mail link's) and the guest lookup by a mailed one-time code (decision 033).
 */
import { Router, type ErrorRequestHandler } from "express";
import {
  LOOKUP_CODE_SENT,
  LOOKUP_CODE_WRONG,
  ORDER_NUMBER_PATTERN,
  OrderInput,
  OrderLookupCodeInput,
  OrderLookupInput,
  OrderQuoteInput,
} from "@domain/orders";
import type { Db } from "../../db/client";
import { HttpError, parseInput } from "../../http/errors";
import { idempotencyKeyOf } from "../../http/idempotency";
import { rateLimit } from "../../http/rate-limit";
import { OutOfStockError } from "../stock/stock.repo";
import { HoldLimitError } from "./hold-limits";
import { redeemLookupCode, requestLookupCode, type LookupDeps } from "./order-lookup";
import type { OrdersService } from "./orders.service";

export const ORDER_NOT_FOUND = "We couldn't find that order.";
export const ORDER_LOOKUP_RULE = { name: "order-lookup", limit: 10, windowMs: 10 * 60_000 };
export const ORDER_QUOTE_RULE = { name: "order-quote", limit: 60, windowMs: 10 * 60_000 };
export const ORDER_CODE_RULE = { name: "order-lookup-code", limit: 20, windowMs: 10 * 60_000 };

/** A 409 that also names the product, so the page can point at the cart line. */
export const outOfStockAnswer: ErrorRequestHandler = (error, _req, res, next) => {
  if (!(error instanceof OutOfStockError || error instanceof HoldLimitError)) return next(error);
  res.status(409).json({ message: error.message, errors: error.errors, productId: error.productId });
};

export function ordersRoutes(db: Db, orders: OrdersService, lookup: LookupDeps): Router {
  const router = Router();

  router.post("/orders", async (req, res) => {
    const key = idempotencyKeyOf(req);
    const input = parseInput(OrderInput, req.body);
    const answer = await orders.placeOrder(input, { idempotencyKey: key, clientIp: req.ip });
    if (answer.replayed) res.setHeader("Idempotent-Replayed", "true");
    res.status(answer.status).json(answer.body);
  });

  /** "Have a code?": the server prices the cart with the code, or answers 400 naming the rule that failed. */
  router.post("/orders/quote", rateLimit(db, ORDER_QUOTE_RULE), async (req, res) => {
    const input = parseInput(OrderQuoteInput, req.body);
    res.setHeader("Cache-Control", "no-store");
    res.json(await orders.quote(input));
  });

  /** Step 1: the same answer whether or not number and e-mail match; a code goes to the order's address if they do. */
  router.post("/orders/lookup", rateLimit(db, ORDER_LOOKUP_RULE), async (req, res) => {
    const input = parseInput(OrderLookupInput, req.body);
    await requestLookupCode(lookup, input.orderNumber, input.email);
    res.setHeader("Cache-Control", "no-store");
    res.status(202).json({ success: true, message: LOOKUP_CODE_SENT });
  });

  /** Step 2: the code opens the order, with a token this browser keeps to read it again. */
  router.post("/orders/lookup/verify", rateLimit(db, ORDER_CODE_RULE), async (req, res) => {
    const input = parseInput(OrderLookupCodeInput, req.body);
    const orderId = await redeemLookupCode(db, input.orderNumber, input.email, input.code);
    if (orderId === null) throw new HttpError(404, LOOKUP_CODE_WRONG, { code: LOOKUP_CODE_WRONG });
    res.setHeader("Cache-Control", "no-store");
    res.json(await orders.openedByCode(orderId));
  });

  router.get("/orders/:orderNumber", async (req, res) => {
    const token = req.get("X-Order-Token");
    if (!token)
      throw new HttpError(
        401,
        "This order can only be read from the browser that placed it, from the link in its e-mail, or with a code sent to that e-mail.",
      );
    const orderNumber = req.params.orderNumber.toUpperCase();
    const found = ORDER_NUMBER_PATTERN.test(orderNumber) ? await orders.orderForToken(orderNumber, token) : null;
    if (!found) throw new HttpError(404, ORDER_NOT_FOUND);
    res.setHeader("Cache-Control", "no-store");
    res.json(found);
  });

  router.use(outOfStockAnswer);
  return router;
}
