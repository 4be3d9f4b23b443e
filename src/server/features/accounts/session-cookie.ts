/**
 * The shopper's session cookie and the guard on writes made with it (decision 095).
 * `bb_session`: httpOnly, SameSite=Lax, Secure whenever the request came over HTTPS (`req.secure`,
 * which believes X-Forwarded-Proto only from the proxies TRUST_PROXY names). `bb_signed_in=1` beside
 * it only tells the header which word to show.
 */
import type { Request, RequestHandler, Response } from "express";
import { SESSION_DAYS, CROSS_SITE_REFUSED } from "@domain/accounts";
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from "@domain/account-hint";
import { HttpError } from "../../http/errors";

export function readSessionCookie(req: Request): string | null {
  for (const part of (req.get("cookie") ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SESSION_COOKIE) return rest.join("=") || null;
  }
  return null;
}

const cookieOptions = (req: Request) => ({ sameSite: "lax" as const, secure: req.secure, path: "/" });

export function setSessionCookies(req: Request, res: Response, token: string): void {
  const maxAge = SESSION_DAYS * 24 * 60 * 60 * 1000;
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(req), httpOnly: true, maxAge });
  res.cookie(SIGNED_IN_HINT_COOKIE, "1", { ...cookieOptions(req), maxAge });
}

export function clearSessionCookies(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, { ...cookieOptions(req), httpOnly: true });
  res.clearCookie(SIGNED_IN_HINT_COOKIE, cookieOptions(req));
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses a write that a browser says came from another site: `Sec-Fetch-Site` other than
 * same-origin/none, or an `Origin` that is neither this request's own origin nor SITE_URL. A write
 * with neither header is refused too: every browser sends `Origin` on a cross-origin or scripted POST,
 * so only a non-browser client lacks both, and it can send its own `Origin`.
 */
export function sameOriginWrites(siteUrl: string | undefined): RequestHandler {
  const configured = siteUrl ? new URL(siteUrl).origin : null;
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const fetchSite = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const own = `${req.protocol}://${req.get("host") ?? ""}`;
    const fromHere =
      (fetchSite === undefined || fetchSite === "same-origin" || fetchSite === "none") &&
      origin !== undefined &&
      (origin === own || origin === configured);
    next(fromHere ? undefined : new HttpError(403, CROSS_SITE_REFUSED));
  };
}
