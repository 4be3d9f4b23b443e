/** Security headers, with a per-request nonce so that only our own inline scripts run. */
import { randomBytes } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
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

/** Random bytes drawn 4 KB at a time and handed out 16 per response: one system call per 256 pages. */
let pool = Buffer.alloc(0);
let offset = 0;
function nonceBytes(): Buffer {
  if (offset + 16 > pool.length) {
    pool = randomBytes(4096);
    offset = 0;
  }
  offset += 16;
  return pool.subarray(offset - 16, offset);
}

export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = nonceBytes().toString("base64");
  next();
};

const shared = (dev: boolean) => ({
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: dev ? (false as const) : { maxAge: 15_552_000, includeSubDomains: true },
  referrerPolicy: { policy: "strict-origin-when-cross-origin" as const },
});

type Headers = { set: [name: string, value: string][]; removed: string[] };

/**
 * The headers one of helmet's middlewares sets for given response locals, worked out once on a
 * stand-in response: sending them is then a loop over a dozen strings instead of a dozen middlewares
 * on every request (decision 141; helmet is synchronous, which this checks).
 */
function helmetHeaders(middleware: RequestHandler, locals: object): Headers {
  const headers: Headers = { set: [], removed: [] };
  const res = {
    locals,
    setHeader(name: string, value: unknown) {
      headers.set.push([name, String(value)]);
      return res;
    },
    removeHeader(name: string) {
      headers.removed.push(name);
    },
  };
  let done = false;
  void middleware({} as Request, res as unknown as Response, (error?: unknown) => {
    if (error instanceof Error) throw error;
    done = error === undefined;
  });
  if (!done) throw new Error("helmet's headers could not be worked out in advance");
  return headers;
}

function sendHeaders(res: Response, headers: Headers, nonce: string | null): void {
  for (const [name, value] of headers.set)
    res.setHeader(name, nonce === null ? value : value.replaceAll(NONCE_SLOT, nonce));
  for (const name of headers.removed) res.removeHeader(name);
}

/** Stands for the response's nonce while a page's headers are worked out (base64 never holds "!"). */
const NONCE_SLOT = "!nonce!";

/** JSON answers never render, so their policy is fixed: nothing may load, nothing may frame them. */
export function apiSecurityHeaders(options: { dev: boolean }): RequestHandler {
  const headers = helmetHeaders(
    helmet({
      ...shared(options.dev),
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    }),
    {},
  );
  return (_req, res, next) => {
    sendHeaders(res, headers, null);
    next();
  };
}

/**
 * Pages: only our own scripts, and inline ones carrying this response's nonce. A provider's origins
 * (its registry entry's `pageSources`) are allowed only while it is the active one.
 */
export function pageSecurityHeaders(options: { dev: boolean; paymentProvider?: PaymentProviderId }): RequestHandler {
  const extra = options.paymentProvider
    ? PAYMENT_PROVIDERS[options.paymentProvider].pageSources
    : { scriptSrc: [], frameSrc: [], connectSrc: [], imgSrc: [] };
  const middleware = helmet({
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
    // Every page, though Chromium then commits a landing page in a new process (about 80 ms more of
    // Lighthouse's TBT on /, measured with and without it): the storefront moves between pages without a new
    // document, so only a policy on all of them keeps an opener's reference away from /orders and the checkout
    // (decision 174).
    crossOriginOpenerPolicy: { policy: "same-origin" },
    ...shared(options.dev),
  });
  // The policy differs only by the analytics ids (rarely changed by the owner) and the nonce: worked
  // out once per set of ids, the nonce put in per response.
  const byAnalytics = new Map<string, Headers>();
  return (_req, res, next) => {
    const { cspNonce: nonce, analytics } = (res as unknown as Locals).locals;
    const key = analytics
      ? `${analytics.googleTagManagerId}|${analytics.googleAnalyticsId}|${analytics.facebookPixelId}`
      : "";
    let headers = byAnalytics.get(key);
    if (!headers) {
      if (byAnalytics.size >= 16) byAnalytics.clear();
      headers = helmetHeaders(middleware, { cspNonce: NONCE_SLOT, analytics });
      byAnalytics.set(key, headers);
    }
    sendHeaders(res, headers, String(nonce ?? ""));
    next();
  };
}
