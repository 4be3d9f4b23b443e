/**
 * The checkout's payment calls: `POST /api/orders/process-payment`, `POST /api/{provider}/create-order`
 * and `/verify-payment`. Only the active provider's paths answer; the other's are 404. Each checks its
 * input, then the order's token (`X-Order-Token`, decision 050), then acts.
 */
import { Router, type Request } from "express";
import { CreateProviderOrderInput, ProcessPaymentInput, VerifyPaymentInput } from "@domain/payment-inputs";
import { HttpError, parseInput } from "../http/errors";
import { outOfStockAnswer } from "../features/orders/orders.routes";
import { VERIFICATION_FAILED, type PaymentsService } from "./payments.service";

export const orderTokenOf = (req: Request) => req.get("X-Order-Token");

export function paymentsRoutes(payments: PaymentsService): Router {
  const router = Router();
  const active = payments.provider.name;
  const requireActive = (req: Request) => {
    if (req.params.provider !== active) throw new HttpError(404, `No API endpoint at ${req.method} ${req.path}`);
  };

  router.post("/orders/process-payment", async (req, res) => {
    const input = parseInput(ProcessPaymentInput, req.body);
    await payments.requireOrderToken(input.orderId, orderTokenOf(req));
    res.json(await payments.processPayment(input));
  });

  router.post("/:provider/create-order", async (req, res) => {
    requireActive(req);
    const input = parseInput(CreateProviderOrderInput, req.body);
    await payments.requireOrderToken(input.orderId, orderTokenOf(req));
    res.json(await payments.createProviderOrder(input.orderId));
  });

  router.post("/:provider/verify-payment", async (req, res) => {
    requireActive(req);
    try {
      const input = parseInput(VerifyPaymentInput, req.body);
      await payments.requireOrderToken(input.orderId, orderTokenOf(req));
      res.json({ success: true, message: "Payment verified", order: await payments.verifyPayment(input) });
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 400) throw error;
      res.status(400).json({
        success: false,
        message: error.message === "The request body must be a JSON object" ? VERIFICATION_FAILED : error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
  });

  router.use(outOfStockAnswer);
  return router;
}
