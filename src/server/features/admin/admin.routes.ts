/**
 * Every /api/admin route on one flat router, so the guard sits in front of all of them and tests
 * can list them (`adminRouteTable`) to check that none answers without a valid token.
 */
import { Router, type Response } from "express";
import type { Services } from "../../services";
import { registerAuthRoutes } from "./auth/auth.routes";
import { registerAuditRoutes } from "./audit.routes";
import { registerBlogRoutes } from "./blogs.routes";
import { registerCafeRoutes } from "./cafes.routes";
import { registerCoffeeRoutes } from "./coffees.routes";
import { registerCommunityRoutes } from "./community.routes";
import { registerContentRoutes } from "./content.routes";
import { registerDashboardRoutes } from "./dashboard.routes";
import { registerDiscountRoutes } from "./discounts.routes";
import { registerMoodRoutes } from "./moods.routes";
import { registerOrderRoutes } from "./orders.routes";
import { registerPaidSubscriptionRoutes } from "./paid-subscriptions.routes";
import { registerRefundRoutes } from "./refunds.routes";
import { registerCashOnDeliveryRoutes } from "./cash-on-delivery.routes";
import { registerBatchRoutes } from "./batches.routes";
import { registerDeliveryRoutes } from "./delivery.routes";
import { registerGrindPriceRoutes } from "./grind-prices.routes";
import { registerOutboxRoutes } from "./outbox.routes";
import { registerSeoRoutes } from "./seo.routes";
import { registerUploadRoutes } from "./uploads/uploads.routes";
import { registerProductRoutes } from "./products.routes";
import { registerStockRoutes } from "./stock.routes";
import { registerReviewRoutes } from "./reviews.routes";

export function adminRoutes(services: Services): Router {
  const router = Router();
  router.use((req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    if (req.method !== "GET" && req.method !== "HEAD") dropLocalCachesOnSuccess(services, res);
    next();
  });
  registerAuthRoutes(router, services); // login, then the guard for everything below
  registerDashboardRoutes(router, services);
  registerProductRoutes(router, services);
  registerCoffeeRoutes(router, services);
  registerMoodRoutes(router, services);
  registerCafeRoutes(router, services);
  registerContentRoutes(router, services);
  registerBlogRoutes(router, services);
  registerOrderRoutes(router, services);
  registerRefundRoutes(router, services);
  registerCashOnDeliveryRoutes(router, services);
  registerDeliveryRoutes(router, services);
  registerGrindPriceRoutes(router, services);
  registerStockRoutes(router, services);
  registerBatchRoutes(router, services);
  registerDiscountRoutes(router, services);
  registerCommunityRoutes(router, services);
  registerReviewRoutes(router, services);
  registerPaidSubscriptionRoutes(router, services);
  registerOutboxRoutes(router, services);
  registerSeoRoutes(router, services);
  registerUploadRoutes(router, services);
  registerAuditRoutes(router, services);
  return router;
}

/**
 * A successful write has committed by the time its answer is sent: this process drops its read
 * caches right then, so the owner sees the change on the next page at once. Other processes drop
 * theirs on the NOTIFY the write sent (decision 002), a moment later.
 */
function dropLocalCachesOnSuccess(services: Services, res: Response) {
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.end = ((...args: unknown[]) => {
    if (res.statusCode < 400) {
      services.catalogCache.clear();
      services.contentCache.clear();
    }
    return end(...args);
  }) as Response["end"];
}

type Layer = { route?: { path: string; methods: Record<string, boolean> } };

/** Method and path of every route on the admin router, in order. */
export function adminRouteTable(router: Router): { method: string; path: string }[] {
  return (router.stack as Layer[]).flatMap((layer) =>
    layer.route
      ? Object.keys(layer.route.methods)
          .filter((m) => m !== "_all")
          .map((method) => ({ method: method.toUpperCase(), path: layer.route!.path }))
      : [],
  );
}
