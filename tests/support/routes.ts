/**
 * The routes an Express app declares, read from its router stacks, so a suite can prove it covers
 * every one of them (a route added later without a test fails the coverage check).
 */
import type { Express, Router } from "express";
import { adminRoutes, adminRouteTable } from "../../src/server/features/admin/admin.routes";
import { createApp } from "../../src/server/app";
import { createLogger } from "../../src/server/logger";
import type { Services } from "../../src/server/services";

type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } };

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH"]);

/** "METHOD path" of every route, each as its own router declares it (mount prefixes are not kept). */
function declaredRoutes(stack: Layer[]): string[] {
  return stack.flatMap((layer) => {
    if (layer.route)
      return Object.keys(layer.route.methods)
        .filter((m) => m !== "_all")
        .map((method) => `${method.toUpperCase()} ${layer.route!.path}`);
    return layer.handle?.stack ? declaredRoutes(layer.handle.stack) : [];
  });
}

/** `routes` minus one occurrence of each of `taken` (a path such as POST /cafes is both public and admin). */
function without(routes: string[], taken: string[]): string[] {
  const left = [...routes];
  for (const route of taken) {
    const at = left.indexOf(route);
    if (at >= 0) left.splice(at, 1);
  }
  return left;
}

export function adminWriteRoutes(services: Services): string[] {
  return adminRouteTable(adminRoutes(services))
    .filter((r) => WRITE_METHODS.has(r.method))
    .map((r) => `${r.method} ${r.path}`)
    .sort();
}

/** Every POST, PUT and PATCH of the API outside /api/admin, as its router declares it. */
export function publicWriteRoutes(services: Services): string[] {
  const app = createApp({ services, logger: createLogger(services.config) }) as Express & { router: Router };
  const writes = declaredRoutes(app.router.stack as Layer[]).filter((route) => WRITE_METHODS.has(route.split(" ")[0]!));
  return without(writes, adminWriteRoutes(services)).sort();
}
