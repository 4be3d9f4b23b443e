/**
 * The server-rendered pages: in production the built React Router app, in development Vite's
 * middleware plus the app compiled on demand (hot reload).
 */
import { existsSync } from "node:fs";
import { createRequestHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { CATALOG_CHANNEL, CONTENT_CHANNEL } from "./cache";
import { cachedPages, createPageCache } from "./http/page-cache";
import { createLoadContext } from "./load-context";
import { fromRoot } from "./paths";
import type { Services } from "./services";

export const BUILD_DIR = fromRoot("build");
export const SERVER_BUILD = `${BUILD_DIR}/server/index.js`;
export const CLIENT_DIR = `${BUILD_DIR}/client`;

export type Pages = {
  handler: RequestHandler;
  devMiddleware?: RequestHandler;
  clientDir?: string;
  close(): Promise<void>;
};

/** Starts loading the built app; called early so it overlaps with opening the database. */
export function loadServerBuild(): Promise<ServerBuild> {
  if (!existsSync(SERVER_BUILD)) {
    return Promise.reject(
      new Error(`No build found at ${SERVER_BUILD}. Run "npm run build" first (npm start does it for you).`),
    );
  }
  return import(SERVER_BUILD) as Promise<ServerBuild>;
}

export async function productionPages(services: Services, serverBuild: Promise<ServerBuild>): Promise<Pages> {
  const build = await serverBuild;
  const getLoadContext = createLoadContext(services);
  const cache = createPageCache();
  // A page shows the catalogue (prices, stock) and the content (sections, posts, cafés, settings).
  await Promise.all(
    [CATALOG_CHANNEL, CONTENT_CHANNEL].map((channel) => services.database.listen(channel, () => cache.clear())),
  );
  const fallback = createRequestHandler({ build, mode: "production", getLoadContext });
  return {
    handler: cachedPages({ build, getLoadContext, fallback, cache }),
    clientDir: CLIENT_DIR,
    close: async () => {},
  };
}

export async function developmentPages(services: Services): Promise<Pages> {
  const vite = await import("vite");
  const server = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
  return {
    devMiddleware: server.middlewares,
    handler: createRequestHandler({
      build: () => server.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      mode: "development",
      getLoadContext: createLoadContext(services),
    }),
    close: () => server.close(),
  };
}
