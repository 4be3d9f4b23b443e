/**
 * "Notify me" on a sold-out coffee (`POST /api/products/:idOrSlug/restock-alerts`, limited per client
 * address and per e-mail address) and the one-click unsubscribe of the back-in-stock mail (RFC 8058).
 */
import express, { Router, type Request } from "express";
import { RestockAlertInput } from "@domain/reviews-input";
import { HttpError, notFound, parseInput } from "../../http/errors";
import { rateLimit } from "../../http/rate-limit";
import { SUBMISSION_LIMITS } from "../../http/submission-limits";
import type { Services } from "../../services";
import { RESTOCK_MESSAGES } from "./restock.service";

export function restockRoutes({ db, restock, catalog }: Services): Router {
  const router = Router();

  router.post("/products/:idOrSlug/restock-alerts", rateLimit(db, SUBMISSION_LIMITS.restockAlert), async (req, res) => {
    const product = await catalog.getProduct(String(req.params.idOrSlug));
    if (!product) throw notFound("Product not found");
    const { email } = parseInput(RestockAlertInput, req.body);
    res.status(202).json({ success: true, message: await restock.request(product.id, email) });
  });

  const tokenOf = (req: Request) => {
    const bodyToken = (req.body as { token?: unknown } | undefined)?.token;
    return typeof req.query.token === "string" ? req.query.token : typeof bodyToken === "string" ? bodyToken : "";
  };

  router.get("/restock-alerts/unsubscribe", (req, res) => {
    const token = tokenOf(req);
    if (req.accepts(["json", "html"]) === "html" && token) {
      res.redirect(303, `/back-in-stock?token=${encodeURIComponent(token)}`);
      return;
    }
    const email = restock.addressOf(token);
    if (!email) throw new HttpError(400, RESTOCK_MESSAGES.badLink, { token: RESTOCK_MESSAGES.badLink });
    res.json({ email });
  });

  router.post(
    "/restock-alerts/unsubscribe",
    express.urlencoded({ extended: false, limit: "4kb" }),
    async (req, res) => {
      const email = await restock.unsubscribe(tokenOf(req));
      if (!email) throw new HttpError(400, RESTOCK_MESSAGES.badLink, { token: RESTOCK_MESSAGES.badLink });
      res.json({ success: true, email, message: "You will get no more back-in-stock e-mails." });
    },
  );

  return router;
}
