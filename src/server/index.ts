/**
 * Starts the shop: configuration, the HTTP port (bound first: a busy port stops the start before the
 * data directory is touched), the database (locked for this process when embedded), migrations,
 * first-start seed, admin account, then the app takes over the port.
 */
import type { Server } from "node:http";
import { createApp } from "./app";
import { announcedOrigin, ConfigError, loadConfig, type Config } from "./config";
import type { Database } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { prepareDatabase } from "./db/prepare";
import { ensureAdmin, type AdminBootstrap } from "./features/admin/admin.bootstrap";
import { bindServer, PortInUseError } from "./http/http-server";
import { createLogger, type Logger } from "./logger";
import { developmentPages, loadServerBuild, productionPages, type Pages } from "./pages";
import { createServices, stopServices, type Services } from "./services";
import { startupWarnings } from "./startup-warnings";

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  const startedAt = performance.now();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  // Registered first: a SIGTERM at any moment of start-up still stops the process cleanly.
  const running: Running = { lifecycle: { draining: false } };
  let stopping: Promise<void> | undefined;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      stopping ??= stop({ signal, running, logger });
    });
  }
  const production = config.NODE_ENV !== "development";
  const serverBuild = production ? loadServerBuild() : undefined;
  serverBuild?.catch(() => {}); // awaited below; this only keeps an early failure from going unhandled
  const bound = await bindServer(config.PORT, config.HOST);
  running.server = bound.server;
  if (!config.SITE_URL) config = { ...config, publicOrigin: announcedOrigin({ ...config, PORT: bound.port }) };
  const { database, seeded } = await prepareDatabase(config, {
    onLockLost: (message) => {
      logger.fatal(message);
      process.exit(1);
    },
  });
  running.database = database;
  const admin = await ensureAdmin(database.db, { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD });
  const services = await createServices(database, config, { logger });
  running.services = services;
  // Fill the read caches while the app loads, so the first visitor does not wait for them.
  const [pages] = await Promise.all([
    serverBuild ? productionPages(services, serverBuild) : developmentPages(services),
    warmCaches(services),
  ]);
  running.pages = pages;
  const app = createApp({
    services,
    logger,
    lifecycle: running.lifecycle,
    pages: pages.handler,
    devMiddleware: pages.devMiddleware,
    clientDir: pages.clientDir,
  });
  bound.serve(app, { request: app.request, response: app.response });
  announce({ config, database, port: bound.port, admin, seeded, ms: performance.now() - startedAt });
}

/** What has been started so far, so a signal can stop exactly that. */
type Running = {
  lifecycle: { draining: boolean };
  server?: Server;
  database?: Database;
  pages?: Pages;
  services?: Services;
};

async function warmCaches(services: Services): Promise<void> {
  await Promise.all([
    services.catalog.listProducts(),
    services.moods.listMoods(),
    services.content.homeSections(),
    services.blog.listPosts(),
    services.cafes.listCafes(),
  ]);
}

function announce(facts: {
  config: Config;
  database: Database;
  port: number;
  admin: AdminBootstrap;
  seeded: boolean;
  ms: number;
}) {
  const { config, database, port, admin } = facts;
  const url = config.SITE_URL ?? `http://localhost:${port}`;
  const where = database.kind === "pglite" ? `embedded PGlite in ${config.dataDir}` : "PostgreSQL (DATABASE_URL)";
  const lines = [
    `Bean & Bhūmi is ready at ${url}  (${config.NODE_ENV}, ${Math.round(facts.ms)} ms)`,
    `  database: ${where}${facts.seeded ? " — seeded with the shop's content" : ""}`,
  ];
  if (admin.kind === "generated") {
    lines.push(`  admin:    ${url}/admin/login  username "${admin.username}"  password "${admin.password}"`);
    lines.push("            (shown once; set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own)");
  } else if (admin.kind === "configured") {
    lines.push(`  admin:    ${url}/admin/login  username "${admin.username}" (password from ADMIN_PASSWORD)`);
  } else {
    lines.push(
      `  admin:    ${url}/admin/login  username "${admin.usernames.join('", "')}" (password printed at first start, or set ADMIN_PASSWORD)`,
    );
  }
  console.log(lines.join("\n"));
  for (const warning of startupWarnings(config)) console.warn(`WARNING: ${warning}`);
}

async function stop(ctx: { signal: string; running: Running; logger: Logger }) {
  const { server, database, pages, lifecycle, services } = ctx.running;
  const logger = ctx.logger;
  logger.info({ signal: ctx.signal }, "shutting down: finishing requests in flight");
  lifecycle.draining = true;
  const force = setTimeout(() => {
    logger.error("shutdown took longer than 10 s; exiting");
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS);
  force.unref();
  if (server) {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // close() ends the connections idle now; a keep-alive connection whose request was in flight
    // turns idle only when its answer has gone, so sweep those too, or they would hold the exit for
    // their keep-alive timeout.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    server.closeIdleConnections();
    await closed;
    clearInterval(sweep);
  }
  await pages?.close();
  if (services) await stopServices(services);
  await database?.close();
  console.log("Bean & Bhūmi stopped: requests finished, database closed.");
  process.exit(0);
}

main().catch((error) => {
  // The operator's mistakes get a plain sentence; anything else its stack.
  const known = error instanceof PortInUseError || error instanceof DataDirLockedError;
  console.error(known ? error.message : error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
