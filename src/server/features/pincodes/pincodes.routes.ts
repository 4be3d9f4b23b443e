/** `GET /api/pincodes/:pincode` → the district and state, so checkout can prefill city and state. */
import { Router } from "express";
import { z } from "zod";
import { PINCODE_MESSAGE, PINCODE_PATTERN } from "@domain/geo";
import { HttpError, parseInput } from "../../http/errors";
import { lookupPincode } from "./pincode-directory";

const PincodeParams = z.object({ pincode: z.string().regex(PINCODE_PATTERN, PINCODE_MESSAGE) });

export function pincodeRoutes(): Router {
  const router = Router();
  router.get("/pincodes/:pincode", (req, res) => {
    const { pincode } = parseInput(PincodeParams, req.params);
    const place = lookupPincode(pincode);
    if (!place)
      throw new HttpError(
        404,
        "We don't know this pincode yet. Please check it, or fill in the city and state yourself.",
      );
    res.setHeader("Cache-Control", "public, max-age=86400");
    res.json(place);
  });
  return router;
}
