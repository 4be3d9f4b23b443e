/** Builds the Express app: security, logging, static files, the JSON API and the server-rendered pages. */
import { randomUUID } from "node:crypto";
import path from "node:path";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import type { Logger } from "pino";
import { blogRoutes } from "./features/blog/blog.routes";
import { cafesRoutes } from "./features/cafes/cafes.routes";
import { catalogRoutes } from "./features/catalog/catalog.routes";
import { healthRoutes, type Lifecycle } from "./features/health/health.routes";
import { moodsRoutes } from "./features/moods/moods.routes";
import { newsletterRoutes } from "./features/newsletter/newsletter.routes";
import { placeholderRoutes } from "./features/placeholder/placeholder.routes";
import { subscriptionsRoutes } from "./features/subscriptions/subscriptions.routes";
import { seoRoutes } from "./features/seo/seo.routes";
import { apiErrorHandler, apiNotFound } from "./http/errors";
import { cspNonce, securityHeaders } from "./http/security";
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

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = (req.headers["x-request-id"] as string | undefined)?.slice(0, 64) || randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === "/api/livez" || req.url === "/api/health" },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info"),
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use((_req, res, next) => {
    if (lifecycle.draining) res.setHeader("Connection", "close");
    next();
  });
  app.use(cspNonce, securityHeaders({ dev }));
  app.use(compression());

  if (options.clientDir) {
    const clientDir = options.clientDir;
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(clientDir, { maxAge: "1d", index: false }));
  }

  const api = express.Router();
  api.use(express.json({ limit: JSON_LIMIT }));
  api.use(healthRoutes(services, lifecycle));
  api.use(catalogRoutes(services));
  api.use(moodsRoutes(services));
  api.use(cafesRoutes(services));
  api.use(blogRoutes(services));
  api.use(newsletterRoutes(services.db));
  api.use(subscriptionsRoutes(services.db));
  api.use(placeholderRoutes());
  api.use(apiNotFound);
  api.use(apiErrorHandler(logger));
  app.use("/api", api);

  app.use(seoRoutes(services));
  app.get("/favicon.ico", (_req, res) => res.redirect(301, "/favicon.svg"));

  if (options.devMiddleware) app.use(options.devMiddleware);
  if (options.pages) app.use(options.pages);
  return app;
}
