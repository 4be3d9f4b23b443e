/**
 * The embedded database, sized for a shop (docs/decisions/028):
 * - `shared_buffers` of 32 MB instead of PostgreSQL's 128 MB: the shop's data is a few megabytes, the
 *   operating system caches the files anyway, and every megabyte of buffers is a megabyte of the
 *   server's resident memory (WebAssembly memory never shrinks);
 * - a new data directory is created (initdb) by a short-lived child process: initdb grows PGlite's
 *   WebAssembly memory to ~700 MB, which the server would otherwise keep until restarted (a worker
 *   thread gave back only half of it).
 */
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { PGlite, types, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

/** PGlite's own defaults (single-user mode, no fsync, no parallel workers) with our buffer size. */
const START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"];

/** Runs in the child: `import` PGlite from where the server found it, create the directory, close. */
const INITDB_SCRIPT = `
const [module, dataPath] = process.argv.slice(-2);
const { PGlite } = await import(module);
const db = new PGlite(dataPath);
await db.waitReady;
await db.close();
`;

async function createDataDirectory(dataPath: string): Promise<void> {
  // Its CommonJS build: createRequire resolves the same way under Node, tsx and Vitest.
  const module = pathToFileURL(createRequire(import.meta.url).resolve("@electric-sql/pglite")).href;
  const child = spawn(process.execPath, ["--input-type=module", "--eval", INITDB_SCRIPT, module, dataPath], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0)
    throw new Error(`Creating the embedded database in ${dataPath} failed (exit code ${code}):\n${errors}`);
}

/**
 * The parsers drizzle-orm's PGlite driver sends with every query: dates, times and intervals (and
 * their arrays) stay text, which drizzle's columns then map themselves.
 */
const DRIZZLE_PARSERS: Record<number, (value: string) => string> = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [
    oid,
    (value: string) => value,
  ]),
);

const DRIZZLE_TYPES = Object.keys(DRIZZLE_PARSERS);

/** `options` without drizzle's per-query parsers (the instance already holds them); any other parsers stay. */
function withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers) return options;
  const types = Object.keys(parsers);
  if (types.length !== DRIZZLE_TYPES.length || !types.every((type) => type in DRIZZLE_PARSERS)) return options;
  const { parsers: _parsers, ...rest } = options;
  return rest;
}

/**
 * PGlite with drizzle's parsers merged into its own table once. PGlite merges a query's `parsers`
 * into its table of several hundred (one per array type) on every call, and drizzle sends the same
 * nine with every query: a quarter of a millisecond each time, a tenth of an order's time on the
 * embedded database (decision 155). Every query on this client reads dates and times as text;
 * a query with parsers of its own still gets them.
 */
export class ShopPGlite extends PGlite {
  override query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return super.query<T>(query, params, withoutParsers(options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      const query = tx.query.bind(tx);
      tx.query = (text, params, options) => query(text, params, withoutParsers(options));
      return callback(tx);
    });
  }

  /** Once ready (PGlite fills in its array parsers while starting), drizzle's parsers win. */
  async useDrizzleParsers(): Promise<void> {
    await this.waitReady;
    Object.assign(this.parsers, DRIZZLE_PARSERS);
  }
}

/** Opens the PGlite database in `dataPath`, creating it first when the directory holds none. */
export async function openPglite(dataPath: string): Promise<PGlite> {
  await mkdir(dataPath, { recursive: true });
  if (!existsSync(path.join(dataPath, "PG_VERSION"))) await createDataDirectory(dataPath);
  // Search mends typos with pg_trgm and ignores accents with unaccent (docs/decisions/090).
  const client = new ShopPGlite(dataPath, { startParams: START_PARAMS, extensions: { pg_trgm, unaccent } });
  await client.useDrizzleParsers();
  return client;
}
