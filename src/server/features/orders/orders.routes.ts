/**
 * `POST /api/orders`, the shopper's own order (`GET /api/orders/:orderNumber` with its token — the
 * ordering browser's or the mail link's) and the guest lookup by a mailed one-time code (decision 033).
 */
import { Router, type ErrorRequestHandler, type Response } from "express";
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

const isStockRefusal = (error: unknown): error is OutOfStockError | HoldLimitError =>
  error instanceof OutOfStockError || error instanceof HoldLimitError;

/**
 * A 409 that also names the product, so the page can point at the cart line. Written as it is, without
 * `res.json`'s ETag (a hash of the body, of no use on a refusal): four in five requests of a sold-out drop
 * end here (decision 181).
 */
function refuse(res: Response, error: OutOfStockError | HoldLimitError): void {
  res.statusCode = 409;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.end(JSON.stringify({ message: error.message, errors: error.errors, productId: error.productId }));
}

export const outOfStockAnswer: ErrorRequestHandler = (error, _req, res, next) => {
  if (!isStockRefusal(error)) return next(error);
  refuse(res, error);
};

export function ordersRoutes(db: Db, orders: OrdersService, lookup: LookupDeps): Router {
  const router = Router();

  router.post("/orders", async (req, res) => {
    const key = idempotencyKeyOf(req);
    const input = parseInput(OrderInput, req.body);
    // A refusal is answered here rather than passed on as an error: the router's error path costs a sold-out
    // drop's refusals a few per cent of their CPU (decision 181).
    let answer: Awaited<ReturnType<OrdersService["placeOrder"]>>;
    try {
      answer = await orders.placeOrder(input, { idempotencyKey: key, clientIp: req.ip });
    } catch (error) {
      if (!isStockRefusal(error)) throw error;
      return refuse(res, error);
    }
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
