/** Builds the Express app: security, logging, static files, the JSON API and the server-rendered pages. */
import path from "node:path";
import compression from "compression";
import express, { type RequestHandler } from "express";
import type { Logger } from "pino";
import { blogRoutes } from "./features/blog/blog.routes";
import { cafesRoutes } from "./features/cafes/cafes.routes";
import { catalogRoutes } from "./features/catalog/catalog.routes";
import { healthRoutes, type Lifecycle } from "./features/health/health.routes";
import { moodsRoutes } from "./features/moods/moods.routes";
import { newsletterRoutes } from "./features/newsletter/newsletter.routes";
import { ordersRoutes } from "./features/orders/orders.routes";
import { pincodeRoutes } from "./features/pincodes/pincodes.routes";
import { paymentRoutes, paymentWebhookRoutes } from "./payments";
import { placeholderRoutes } from "./features/placeholder/placeholder.routes";
import { subscriptionsRoutes } from "./features/subscriptions/subscriptions.routes";
import { seoRoutes } from "./features/seo/seo.routes";
import { apiErrorHandler, apiNotFound } from "./http/errors";
import { requestLog } from "./http/request-log";
import { apiSecurityHeaders, cspNonce, pageSecurityHeaders } from "./http/security";
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
  for (const webhook of paymentWebhookRoutes(services.db, services.config, services.payments, logger)) api.use(webhook);
  api.use(express.json({ limit: JSON_LIMIT }));
  api.use(healthRoutes(services, lifecycle));
  api.use(catalogRoutes(services));
  api.use(moodsRoutes(services));
  api.use(cafesRoutes(services));
  api.use(blogRoutes(services));
  api.use(newsletterRoutes(services.db));
  api.use(subscriptionsRoutes(services.db));
  api.use(ordersRoutes(services.db, services.config, services.orders));
  for (const router of paymentRoutes(services.db, services.payments)) api.use(router);
  api.use(pincodeRoutes());
  api.use(placeholderRoutes());
  api.use(apiNotFound);
  api.use(apiErrorHandler(logger));
  app.use("/api", api);

  app.use(compression());

  // After the API, so API requests never wait on a file-system lookup. Files carry only the
  // headers that matter for them; the page policy (CSP and friends) goes on HTML below.
  if (options.clientDir) {
    const clientDir = options.clientDir;
    const nosniff = (res: express.Response) => res.setHeader("X-Content-Type-Options", "nosniff");
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, setHeaders: nosniff }));
    app.use(express.static(clientDir, { maxAge: "1d", index: false, setHeaders: nosniff }));
  }

  app.use(cspNonce, pageSecurityHeaders({ dev, paymentProvider: services.config.PAYMENT_PROVIDER }));

  app.use(seoRoutes(services));
  app.get("/favicon.ico", (_req, res) => res.redirect(301, "/favicon.svg"));

  if (options.devMiddleware) app.use(options.devMiddleware);
  if (options.pages) app.use(options.pages);
  return app;
}
