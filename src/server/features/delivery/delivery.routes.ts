/**
 * `GET /api/delivery-estimate?pincode=560001` (decision 150): the place, the promised day in words, and
 * whether cash on delivery is offered there. Rate-limited per address like the other public lookups that
 * do work per request; cached briefly by the browser (the answer moves at the 2 pm cut-off).
 */
import { Router } from "express";
import { z } from "zod";
import { codRefusedAt } from "@domain/cash-on-delivery";
import { deliveredByLabel } from "@domain/delivery-estimate";
import { PINCODE_MESSAGE, PINCODE_PATTERN } from "@domain/geo";
import type { Db } from "../../db/client";
import { HttpError, parseInput } from "../../http/errors";
import { rateLimit } from "../../http/rate-limit";
import { readCodSettings } from "../cash-on-delivery/cod.repo";
import type { DeliveryEstimator } from "./delivery-estimator";

export const DELIVERY_ESTIMATE_RULE = { name: "delivery-estimate", limit: 120, windowMs: 10 * 60_000 };
export const UNKNOWN_PINCODE = "We don't know this pincode yet. Please check it; we deliver across India.";

const EstimateQuery = z.object({
  pincode: z.string({ error: PINCODE_MESSAGE }).trim().regex(PINCODE_PATTERN, PINCODE_MESSAGE),
});

export function deliveryRoutes(db: Db, estimator: DeliveryEstimator): Router {
  const router = Router();
  router.get("/delivery-estimate", rateLimit(db, DELIVERY_ESTIMATE_RULE), async (req, res) => {
    const { pincode } = parseInput(EstimateQuery, req.query);
    const [quote, cod] = await Promise.all([estimator.estimate(pincode, new Date()), readCodSettings(db)]);
    if (!quote) throw new HttpError(404, UNKNOWN_PINCODE, { pincode: UNKNOWN_PINCODE });
    const refused = codRefusedAt(cod, { state: quote.place.state, pincode });
    res.setHeader("Cache-Control", "private, max-age=60");
    res.json({
      pincode,
      place: quote.place.city === quote.place.state ? quote.place.city : `${quote.place.city}, ${quote.place.state}`,
      zone: quote.zone,
      dispatchOn: quote.dispatchOn,
      deliverBy: quote.deliverBy,
      label: deliveredByLabel(quote.deliverBy),
      codAvailable: refused === null,
      ...(refused ? { codReason: refused.reason } : {}),
    });
  });
  return router;
}
