/**
 * Starts the real Express app (API only) on a real database for one test file and talks to it over
 * real HTTP. `eachDatabase` runs a suite on PGlite and, when TEST_DATABASE_URL is set, PostgreSQL.
 */
import { cp, mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, inject } from "vitest";
import { createApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { openDatabase, type Database } from "../../src/server/db/client";
import { createLogger } from "../../src/server/logger";
import { createServices, stopServices, type Services } from "../../src/server/services";
import { adminQuery, withDatabase } from "./database-templates";

export type DatabaseKind = "pglite" | "postgres";

export type TestApp = {
  kind: DatabaseKind;
  baseUrl: string;
  services: Services;
  database: Database;
  /** fetch against the app: `api("/api/products")`. */
  api: (path: string, init?: RequestInit) => Promise<Response>;
  postJson: (path: string, body: unknown) => Promise<Response>;
  close: () => Promise<void>;
};

export function availableDatabases(): DatabaseKind[] {
  return inject("postgresTemplate") ? ["pglite", "postgres"] : ["pglite"];
}

async function prepareDatabase(
  kind: DatabaseKind,
): Promise<{ dataDir: string; databaseUrl?: string; dispose: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "bb-test-"));
  if (kind === "pglite") {
    await cp(inject("pgliteTemplateDir"), dataDir, { recursive: true });
    return { dataDir, dispose: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `bb_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(serverUrl, `create database ${name} template ${inject("postgresTemplate")}`);
  return {
    dataDir,
    databaseUrl: withDatabase(serverUrl, name),
    dispose: async () => {
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestAppOptions = {
  /** Rewrites the PostgreSQL URL the app connects to (e.g. through a proxy that can cut the line). */
  databaseUrl?: (url: string) => string;
};

export async function startTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const prepared = await prepareDatabase(kind);
  const databaseUrl =
    prepared.databaseUrl && (options.databaseUrl ? options.databaseUrl(prepared.databaseUrl) : prepared.databaseUrl);
  return startAppOn(kind, { ...prepared, databaseUrl }, env);
}

/**
 * A second app process on the same PostgreSQL database as `first` (its own pool, services and
 * caches), as when several processes run behind a load balancer. Closing it leaves the database.
 */
export async function startSecondApp(first: TestApp, env: Record<string, string> = {}): Promise<TestApp> {
  if (first.kind !== "postgres" || !first.services.config.DATABASE_URL)
    throw new Error("a second app needs PostgreSQL");
  const dataDir = await mkdtemp(path.join(tmpdir(), "bb-test-"));
  return startAppOn(
    "postgres",
    {
      dataDir,
      databaseUrl: first.services.config.DATABASE_URL,
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    },
    env,
  );
}

async function startAppOn(
  kind: DatabaseKind,
  prepared: { dataDir: string; databaseUrl?: string; dispose: () => Promise<void> },
  env: Record<string, string>,
): Promise<TestApp> {
  const config = loadConfig({
    DATA_DIR: prepared.dataDir,
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    ...(prepared.databaseUrl ? { DATABASE_URL: prepared.databaseUrl } : {}),
    ...env,
  });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir, poolSize: 20 });
  const logger = createLogger(config);
  const services = await createServices(database, config, { logger, jobs: false });
  const app = createApp({ services, logger });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const api = (p: string, init?: RequestInit) => fetch(`${baseUrl}${p}`, init);
  return {
    kind,
    baseUrl,
    services,
    database,
    api,
    postJson: (p, body) =>
      api(p, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stopServices(services);
      await database.close();
      await prepared.dispose();
    },
  };
}

/**
 * Declares `fn`'s tests once per available database, each with its own freshly seeded app.
 * `env` adds settings; as a function it is read when the app starts (e.g. an SMTP_URL from a server
 * started in beforeAll).
 */
export function eachDatabase(
  name: string,
  fn: (app: () => TestApp) => void,
  env?: Record<string, string> | (() => Record<string, string>),
): void {
  for (const kind of availableDatabases()) {
    describe(`${name} [${kind}]`, () => {
      let current: TestApp | undefined;
      beforeAll(async () => {
        current = await startTestApp(kind, typeof env === "function" ? env() : env);
      });
      afterAll(async () => {
        await current?.close();
      });
      fn(() => {
        if (!current) throw new Error("test app not started");
        return current;
      });
    });
  }
}
