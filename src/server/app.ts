/** Builds the Express app: security, logging, static files, the JSON API and the server-rendered pages. */
import path from "node:path";
import compression from "compression";
import { isCacheablePageRequest } from "./http/page-cache";
import express, { type RequestHandler } from "express";
import type { Logger } from "pino";
import { accountsRoutes } from "./features/accounts/accounts.routes";
import { aiMoodRoutes } from "./features/ai-mood/ai-mood.routes";
import { adminRoutes } from "./features/admin/admin.routes";
import { blogRoutes } from "./features/blog/blog.routes";
import { cafesRoutes } from "./features/cafes/cafes.routes";
import { catalogRoutes } from "./features/catalog/catalog.routes";
import { communityRoutes } from "./features/community/community.routes";
import { healthRoutes, type Lifecycle } from "./features/health/health.routes";
import { moodsRoutes } from "./features/moods/moods.routes";
import { searchRoutes } from "./features/search/search.routes";
import { newsletterRoutes } from "./features/newsletter/newsletter.routes";
import { ordersRoutes } from "./features/orders/orders.routes";
import { codRoutes } from "./features/cash-on-delivery/cod.routes";
import { pincodeRoutes } from "./features/pincodes/pincodes.routes";
import { deliveryRoutes } from "./features/delivery/delivery.routes";
import { paymentRoutes, paymentWebhookRoutes } from "./payments";
import { placeholderRoutes } from "./features/placeholder/placeholder.routes";
import { subscriptionsRoutes } from "./features/subscriptions/subscriptions.routes";
import { signUpRoutes } from "./features/sign-ups/sign-ups.routes";
import { reviewsRoutes } from "./features/reviews/reviews.routes";
import { restockRoutes } from "./features/restock/restock.routes";
import { analyticsContext, configuredRedirects } from "./features/seo/redirects";
import { seoRoutes } from "./features/seo/seo.routes";
import { UPLOADS_PATH, uploadsDir } from "./features/admin/uploads/storage";
import { apiErrorHandler, apiNotFound } from "./http/errors";
import { precompressedStatic } from "./http/precompressed-static";
import { requestLog } from "./http/request-log";
import { apiSecurityHeaders, cspNonce, pageSecurityHeaders } from "./http/security";
import { refuseUnstorableInput } from "./http/unstorable-input";
import type { Services } from "./services";

export type AppOptions = {
  services: Services;
  logger: Logger;
  lifecycle?: Lifecycle;
  /** Serves the pages (React Router); absent in API-only tests. */
  pages?: RequestHandler;
  /** Mounted before the pages in development (Vite's middleware). */
  devMiddleware?: RequestHandler;
  /** Built client files (production). */
  clientDir?: string;
};

export const JSON_LIMIT = "1mb";

export function createApp(options: AppOptions) {
  const { services, logger } = options;
  const lifecycle = options.lifecycle ?? { draining: false };
  const dev = Boolean(options.devMiddleware);
  const app = express();

  app.disable("x-powered-by");
  app.set("trust proxy", services.config.TRUST_PROXY);
  app.set("etag", "strong");

  app.use(requestLog(logger));
  app.use((_req, res, next) => {
    if (lifecycle.draining) res.setHeader("Connection", "close");
    next();
  });
  // The API compresses per route: hot lists are served pre-compressed from the cache.
  const api = express.Router();
  api.use(apiSecurityHeaders({ dev }));
  for (const webhook of paymentWebhookRoutes(
    services.db,
    services.config,
    services.payments,
    logger,
    services.subscriptions.providerEvent,
  ))
    api.use(webhook);
  api.use(express.json({ limit: JSON_LIMIT }));
  api.use(refuseUnstorableInput);
  api.use(healthRoutes(services, lifecycle));
  // Early, so an order (the drop's hot path) is not matched against a dozen routers first (decision 142).
  api.use(ordersRoutes(services.db, services.orders, { db: services.db, mail: services.mail }));
  api.use("/admin", adminRoutes(services));
  api.use(catalogRoutes(services));
  api.use(moodsRoutes(services));
  api.use(searchRoutes(services));
  api.use(cafesRoutes(services));
  api.use(blogRoutes(services));
  api.use(newsletterRoutes(services));
  api.use(subscriptionsRoutes(services));
  api.use(signUpRoutes(services));
  api.use(communityRoutes(services));
  api.use(reviewsRoutes(services));
  api.use(restockRoutes(services));
  api.use(aiMoodRoutes(services));
  api.use(accountsRoutes(services.db, services.accounts, services.config.SITE_URL));
  api.use(codRoutes(services.cod, services.payments));
  for (const router of paymentRoutes(services.db, services.payments)) api.use(router);
  api.use(pincodeRoutes());
  api.use(deliveryRoutes(services.db, services.delivery));
  api.use(placeholderRoutes());
  api.use(apiNotFound);
  api.use(apiErrorHandler(logger));
  app.use("/api", api);

  // Page documents bring their own gzip (pre-compressed in the page cache, decision 025): the
  // compression middleware, which wraps every response it sees, is only for what else is sent.
  const compress = compression();
  app.use((req, res, next) => (isPageDocument(req) ? next() : compress(req, res, next)));

  // After the API, so API requests never wait on a file-system lookup. Files carry only the
  // headers that matter for them; the page policy (CSP and friends) goes on HTML below.
  if (options.clientDir) {
    const clientDir = options.clientDir;
    app.use("/assets", precompressedStatic(path.join(clientDir, "assets"), { maxAge: "1y", immutable: true }));
    const files = precompressedStatic(clientDir, { maxAge: "1d" });
    // Only paths that name a file reach the disk: a page request should not cost a stat() call.
    app.use((req, res, next) => (path.extname(req.path) ? files(req, res, next) : next()));
  }

  // Uploaded images have random, never-reused names: cached for a year.
  app.use(
    UPLOADS_PATH,
    express.static(uploadsDir(services.config), {
      immutable: true,
      maxAge: "1y",
      index: false,
      setHeaders: (res) => res.setHeader("X-Content-Type-Options", "nosniff"),
    }),
  );

  app.use(
    cspNonce,
    analyticsContext(services.seo),
    pageSecurityHeaders({ dev, paymentProvider: services.config.PAYMENT_PROVIDER }),
  );
  app.use(configuredRedirects(services.seo));

  app.use(seoRoutes(services));
  app.get("/favicon.ico", (_req, res) => res.redirect(301, "/favicon.svg"));

  if (options.devMiddleware) app.use(options.devMiddleware);
  if (options.pages) app.use(options.pages);
  return app;
}

/** A GET of a page (no file extension), answered by the page handler, which encodes its own body. */
function isPageDocument(req: express.Request): boolean {
  return isCacheablePageRequest(req) && !path.extname(req.path);
}
