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
import {
  PGlite,
  parse,
  protocol,
  types,
  type QueryOptions,
  type Results,
  type Transaction,
} from "@electric-sql/pglite";
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

/** Statements kept prepared at most; the one used longest ago is closed to make room for a new one. */
export const MAX_PREPARED_STATEMENTS = 400;
type BackendMessage = Parameters<typeof parse.parseResults>[0][number];
/** A prepared statement: its name, its parameters' types, and its rows' description (null: it returns none). */
type Prepared = { name: string; paramTypes: number[]; rowDescription: BackendMessage | null };

/** Statements worth a plan cache; the rest (migrations' DDL, VACUUM, LISTEN, SET) run unnamed, as PGlite runs them. */
const PLANNED = /^\s*(select|insert|update|delete|with|values)\b/i;

/** The protocol messages of one round trip, in one buffer: PGlite runs each of them in turn. */
function messages(...parts: Uint8Array[]): Uint8Array {
  const buffer = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    buffer.set(part, offset);
    offset += part.length;
  }
  return buffer;
}

/** PGlite's own error shape: the database's error with the query that caused it. */
function withQuery(error: unknown, query: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (!(error instanceof protocol.messages.DatabaseError)) return error;
  return Object.assign(error, { query, params, queryOptions: options });
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite for a shop that asks the same few hundred statements again and again (decision 160):
 *
 * - **Statements stay prepared.** PGlite runs every query as an unnamed statement, in six calls into
 *   the database (parse, describe, bind, describe, execute, sync), so each one is parsed, analysed and
 *   planned again. This client prepares a statement under a name the first time its text is asked, and
 *   from then on runs it in one call (bind, execute and sync in one buffer) with PostgreSQL's plan cache,
 *   as node-postgres does with a named query. Its rows' description is the one read when it was prepared,
 *   not asked again at every run (decision 179). At most MAX_PREPARED_STATEMENTS are kept.
 *   A statement whose table changed its columns is prepared again. Only reads and writes are prepared:
 *   DDL, VACUUM and the like gain nothing from a plan cache.
 * - **The event loop gets a turn before each statement or transaction.** Statements run synchronously in
 *   WebAssembly and hand the lock on through promises, so a queue of work would never let the loop run.
 *   And libuv (1.45 and later) accepts one new connection per turn of the loop: with a turn only every
 *   5 ms of work (decision 160), fifty shoppers arriving together were accepted over a quarter of a
 *   second, and the last ones waited that long before their order even queued (decision 163).
 * - **drizzle's parsers merged into its table once.** PGlite merges a query's `parsers` into its table
 *   of several hundred (one per array type) on every call, and drizzle sends the same nine with every
 *   query (decision 155). Every query on this client reads dates and times as text; a query with
 *   parsers of its own still gets them.
 */
export class ShopPGlite extends PGlite {
  /** Settable for tests. */
  maxPrepared = MAX_PREPARED_STATEMENTS;
  readonly #prepared = new Map<string, Prepared>();
  #named = 0;

  override async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (options?.blob || !PLANNED.test(query)) return super.query<T>(query, params, withoutParsers(options));
    await this._checkReady();
    return this._runExclusiveTransaction(() => this.#runPrepared<T>(query, params ?? [], withoutParsers(options)));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction(async (tx) => {
      const query = tx.query.bind(tx);
      tx.query = <R>(text: string, params?: unknown[], options?: QueryOptions) =>
        tx.closed || options?.blob || !PLANNED.test(text)
          ? query<R>(text, params, withoutParsers(options))
          : this.#runPrepared<R>(text, params ?? [], withoutParsers(options));
      this.#open = tx;
      try {
        return await callback(tx);
      } finally {
        this.#open = null;
      }
    });
  }

  #open: Transaction | null = null;

  /**
   * The transaction that is open now, as one client for all of them (PGlite runs one at a time): a
   * drizzle instance on it is made once, and so are the statements it prepares (decision 162). A query
   * on it when no transaction is open is a mistake in the caller, refused rather than run outside one.
   */
  readonly openTransaction = {
    query: <R>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<R>> => {
      if (!this.#open) return Promise.reject(new Error("No transaction is open on the embedded database"));
      return this.#open.query<R>(text, params, options);
    },
  };

  /** Every query, exec and transaction takes this lock in turn, after one turn of the event loop. */
  override _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return super._runExclusiveTransaction(async () => {
      await nextTurn();
      return fn();
    });
  }

  /** Once ready (PGlite fills in its array parsers while starting), drizzle's parsers win. */
  async useDrizzleParsers(): Promise<void> {
    await this.waitReady;
    Object.assign(this.parsers, DRIZZLE_PARSERS);
  }

  /** How many statements are prepared now (for tests). */
  get preparedStatements(): number {
    return this.#prepared.size;
  }

  #runPrepared<T>(query: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    return this._runExclusiveQuery(async () => {
      try {
        return await this.#execute<T>(query, params, options);
      } catch (error) {
        // "cached plan must not change result type": a table changed its columns under the statement,
        // which #execute has forgotten. Outside a transaction nothing was lost: prepare it again and run
        // it once more. Inside one the transaction has failed, as it would have on PostgreSQL.
        if ((error as { code?: string }).code !== "0A000" || this.isInTransaction()) throw error;
        return this.#execute<T>(query, params, options);
      }
    });
  }

  async #execute<T>(query: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const { serialize } = protocol;
    const protocolOptions = { syncToFs: false, onNotice: options?.onNotice };
    const key = options?.paramTypes ? `${options.paramTypes.join(",")}\u0000${query}` : query;
    let statement = this.#prepared.get(key);
    try {
      if (statement) {
        // The map's order is the order of last use.
        this.#prepared.delete(key);
        this.#prepared.set(key, statement);
      } else {
        const name = `shop_${++this.#named}`;
        const evicted = this.#evict();
        const described = await this.execProtocolStream(
          messages(
            ...evicted.map((old) => serialize.close({ type: "S", name: old })),
            serialize.parse({ name, text: query, types: options?.paramTypes }),
            serialize.describe({ type: "S", name }),
            serialize.sync(),
          ),
          protocolOptions,
        );
        statement = {
          name,
          paramTypes: parse.parseDescribeStatementResults(described),
          rowDescription: described.find((message) => message.name === "rowDescription") ?? null,
        };
        this.#prepared.set(key, statement);
      }
      const { name, paramTypes, rowDescription } = statement;
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const serializer = options?.serializers?.[paramTypes[i]!] ?? this.serializers[paramTypes[i]!];
        // As PGlite does: a value of a type without a serializer is sent as its text.
        // eslint-disable-next-line @typescript-eslint/no-base-to-string
        return serializer ? serializer(param) : String(param);
      });
      // No description of the rows with each run: the statement's, kept from when it was prepared, is the
      // same (text columns), and a table that changed its columns fails the run ("cached plan must not
      // change result type") before any row comes back (decision 179).
      const results = await this.execProtocolStream(
        messages(serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()),
        protocolOptions,
      );
      if (!this.isInTransaction()) await this.syncToFs();
      return parse.parseResults(
        rowDescription ? [rowDescription, ...results] : results,
        this.parsers,
        options,
      )[0] as Results<T>;
    } catch (error) {
      // The statement is left prepared but unused: closing it needs a transaction that has not failed.
      if (statement && (error as { code?: string }).code === "0A000") this.#prepared.delete(key);
      throw withQuery(error, query, params, options);
    }
  }

  /** Makes room for one more statement: the names to close, least recently used first. */
  #evict(): string[] {
    const names: string[] = [];
    for (const [key, { name }] of this.#prepared) {
      if (this.#prepared.size < this.maxPrepared) break;
      this.#prepared.delete(key);
      names.push(name);
    }
    return names;
  }
}

/** Opens the PGlite database in `dataPath`, creating it first when the directory holds none. */
export async function openPglite(dataPath: string): Promise<ShopPGlite> {
  await mkdir(dataPath, { recursive: true });
  if (!existsSync(path.join(dataPath, "PG_VERSION"))) await createDataDirectory(dataPath);
  // Search mends typos with pg_trgm and ignores accents with unaccent (docs/decisions/090).
  const client = new ShopPGlite(dataPath, { startParams: START_PARAMS, extensions: { pg_trgm, unaccent } });
  await client.useDrizzleParsers();
  return client;
}
