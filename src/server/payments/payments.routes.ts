/**
 * The checkout's payment calls: `POST /api/orders/process-payment`, `POST /api/{provider}/create-order`
 * and `/verify-payment`. Only the active provider's paths answer; the other's are 404.
 */
import { Router, type Request } from "express";
import { HttpError, parseInput } from "../http/errors";
import { outOfStockAnswer } from "../features/orders/orders.routes";
import { CreateProviderOrderInput, ProcessPaymentInput, VerifyPaymentInput } from "./payment-inputs";
import { VERIFICATION_FAILED, type PaymentsService } from "./payments.service";

export function paymentsRoutes(payments: PaymentsService): Router {
  const router = Router();
  const active = payments.provider.name;
  const requireActive = (req: Request) => {
    if (req.params.provider !== active) throw new HttpError(404, `No API endpoint at ${req.method} ${req.path}`);
  };

  router.post("/orders/process-payment", async (req, res) => {
    res.json(await payments.processPayment(parseInput(ProcessPaymentInput, req.body)));
  });

  router.post("/:provider/create-order", async (req, res) => {
    requireActive(req);
    const input = parseInput(CreateProviderOrderInput, req.body);
    res.json(await payments.createProviderOrder(input.orderId));
  });

  router.post("/:provider/verify-payment", async (req, res) => {
    requireActive(req);
    try {
      const input = parseInput(VerifyPaymentInput, req.body);
      const order = await payments.verifyPayment(input);
      res.json({
        success: true,
        message: "Payment verified",
        order: await payments.orderForCaller(order, req.get("X-Order-Token")),
      });
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
