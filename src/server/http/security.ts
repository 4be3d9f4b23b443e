/** Security headers, with a per-request nonce so that only our own inline scripts run. */
import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import type { PublicAnalytics } from "@domain/admin/seo";
import { PAYMENT_PROVIDERS, type PaymentProviderId } from "@domain/payment-providers";
import { analyticsHosts } from "../features/seo/seo.service";

type Locals = { locals: { cspNonce: string; analytics?: PublicAnalytics } };
/** The analytics snippet's hosts when the owner set analytics ids (see `analyticsContext`), else nothing extra. */
const analyticsSources = (kind: "script" | "connect") => (_req: unknown, res: unknown) => {
  const ids = (res as Locals).locals.analytics;
  return ids ? analyticsHosts(ids)[kind].join(" ") || "'self'" : "'self'";
};

export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

const shared = (dev: boolean) => ({
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: dev ? (false as const) : { maxAge: 15_552_000, includeSubDomains: true },
  referrerPolicy: { policy: "strict-origin-when-cross-origin" as const },
});

/** JSON answers never render, so their policy is fixed: nothing may load, nothing may frame them. */
export function apiSecurityHeaders(options: { dev: boolean }): RequestHandler {
  return helmet({
    ...shared(options.dev),
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  });
}

/** What Razorpay's checkout.js needs: its script, its window (iframes), its API and its images. */

/**
 * Pages: only our own scripts, and inline ones carrying this response's nonce. A provider's origins
 * (its registry entry's `pageSources`) are allowed only while it is the active one.
 */
export function pageSecurityHeaders(options: { dev: boolean; paymentProvider?: PaymentProviderId }): RequestHandler {
  const extra = options.paymentProvider
    ? PAYMENT_PROVIDERS[options.paymentProvider].pageSources
    : { scriptSrc: [], frameSrc: [], connectSrc: [], imgSrc: [] };
  return helmet({
    // Vite's development client injects scripts and opens a websocket; production is strict.
    contentSecurityPolicy: options.dev
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: [
              "'self'",
              (_req, res) => `'nonce-${(res as unknown as Locals).locals.cspNonce}'`,
              analyticsSources("script"),
              ...extra.scriptSrc,
            ],
            styleSrc: ["'self'", "'unsafe-inline'"],
            // https: images: the owner may paste an image URL from elsewhere (an image cannot run code).
            imgSrc: ["'self'", "data:", "blob:", "https:"],
            fontSrc: ["'self'", "data:"],
            connectSrc: ["'self'", analyticsSources("connect"), ...extra.connectSrc],
            frameSrc: ["'self'", ...extra.frameSrc],
            formAction: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            frameAncestors: ["'none'"],
          },
        },
    ...shared(options.dev),
  });
}
