/** The mailed confirmation links of sign-ups (decision 034): what a link is for, and confirming it. */
import { Router } from "express";
import { HttpError } from "../../http/errors";
import type { Services } from "../../services";

const INVALID = "This confirmation link is not valid or has expired. Please sign up again.";

const tokenOf = (value: unknown) => (typeof value === "string" ? value : "");

export function signUpRoutes({ signUps }: Services): Router {
  const router = Router();
  router.get("/sign-ups/confirm", async (req, res) => {
    const status = await signUps.status(tokenOf(req.query.token));
    if (!status) throw new HttpError(404, INVALID, { token: INVALID });
    res.setHeader("Cache-Control", "no-store");
    res.json(status);
  });
  router.post("/sign-ups/confirm", async (req, res) => {
    const status = await signUps.confirm(tokenOf((req.body as { token?: unknown } | undefined)?.token));
    if (!status) throw new HttpError(404, INVALID, { token: INVALID });
    res.json({ success: true, ...status });
  });
  return router;
}
