/**
 * Prepares each database engine once per test run: a migrated, seeded PGlite data directory that
 * test files copy (initialising PGlite costs seconds), and, when TEST_DATABASE_URL is set, a
 * PostgreSQL template database that test files clone with CREATE DATABASE … TEMPLATE.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrateDatabase, openDatabase } from "../../src/server/db/client";
import { seedDatabase } from "../../src/server/db/seed";

declare module "vitest" {
  interface ProvidedContext {
    pgliteTemplateDir: string;
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const pgliteDir = await mkdtemp(path.join(tmpdir(), "bb-template-"));
  const pglite = await openDatabase({ dataDir: pgliteDir });
  await migrateDatabase(pglite, { afterMigrate: (db) => seedDatabase(db).then(() => undefined) });
  await pglite.close();
  project.provide("pgliteTemplateDir", pgliteDir);

  const url = process.env.TEST_DATABASE_URL;
  let template: string | null = null;
  if (url) {
    template = `bb_template_${process.pid}`;
    await adminQuery(url, `drop database if exists ${template}`);
    await adminQuery(url, `create database ${template}`);
    const templateUrl = withDatabase(url, template);
    const postgres = await openDatabase({ databaseUrl: templateUrl, dataDir: pgliteDir, poolSize: 1 });
    await migrateDatabase(postgres, {
      databaseUrl: templateUrl,
      afterMigrate: (db) => seedDatabase(db).then(() => undefined),
    });
    await postgres.close();
  }
  project.provide("postgresTemplate", template);

  return async () => {
    await rm(pgliteDir, { recursive: true, force: true });
    if (url && template) await adminQuery(url, `drop database if exists ${template} with (force)`);
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
