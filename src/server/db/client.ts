/**
 * Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
 * Both get the same schema, the same migrations and the same Drizzle API.
 */
import path from "node:path";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { fromRoot } from "../paths";
import { openPglite } from "./pglite";
import type { PGlite } from "@electric-sql/pglite";
import { isDatabaseUnavailable } from "./unavailable";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Anything that can run a query: the database or an open transaction. */
export type Executor = Db | Tx;

/** The rows of a raw `execute(sql`…`)`, which both drivers answer as `{ rows }`, typed by the caller's query. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type Database = {
  kind: "pglite" | "postgres";
  db: Db;
  /**
   * Runs `fn` with one connection held throughout, so that a read and the transaction after it need not
   * queue twice for the pool (decision 156). On PGlite, which has one connection, `fn` simply gets `db`.
   */
  withConnection<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Inside a transaction opened on withConnection's `db`: an executor that runs in that transaction and
   * is the same object for every transaction on the connection, so statements prepared on it
   * (`preparedOn`) are built once, not once per order (decision 162). On PostgreSQL it is `db` itself:
   * drizzle runs a transaction on a held connection through that connection's own session. On PGlite,
   * which runs one transaction at a time, it is a client for whichever transaction is open.
   */
  inTransaction(db: Db): Executor;
  /** Runs `fn` on every NOTIFY on `channel`, from this process or (PostgreSQL) any other. */
  listen(channel: string, fn: (payload: string) => void): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export const MIGRATIONS_FOLDER = fromRoot("src/server/db/migrations");
/** Serialises migrations and seeding when several processes start against one PostgreSQL. */
const MIGRATION_LOCK_ID = 7_210_311;

export type DatabaseOptions = { databaseUrl?: string; dataDir: string; poolSize?: number };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPgliteDatabase(options.dataDir);
}

export function pgliteDataPath(dataDir: string): string {
  return path.join(dataDir, "pgdata");
}

async function openPgliteDatabase(dataDir: string): Promise<Database> {
  const client = await openPglite(pgliteDataPath(dataDir));
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const inTransaction = drizzlePglite(client.openTransaction as unknown as PGlite, { schema }) as unknown as Db;
  return {
    kind: "pglite",
    db,
    withConnection: (fn) => fn(db),
    inTransaction: () => inTransaction,
    async listen(channel, fn) {
      await client.listen(channel, fn);
    },
    async ping() {
      await client.query("select 1");
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/** Connecting to the server gives up after 5 s: when the database is away, callers get a clear 503 instead of hanging. */
const CONNECT_TIMEOUT_MS = 5_000;
/**
 * Waiting for a free connection of a busy pool is another matter: in a rush (a limited drop) requests
 * queue for one, and an answer in a few seconds beats a 503 to a shopper whose order would have gone through.
 */
const POOL_WAIT_MS = 60_000;

const isBegin = (query: unknown) =>
  /^\s*begin\b/i.test(
    typeof query === "string" ? query : (((query as { text?: unknown } | null)?.text as string) ?? ""),
  );

/**
 * The pool's connections. Connecting gives up after CONNECT_TIMEOUT_MS. A connection whose BEGIN
 * fails gives itself back to the pool, destroyed: drizzle-orm 0.45's `transaction()` sends BEGIN
 * before the try/finally that releases its client, so when the connection drops under a BEGIN the
 * client is never released and the pool loses that slot for good — after a few outages every request
 * would wait for a connection that never comes (tests/api/database-pool.test.ts). Nothing else in the
 * shop sends BEGIN by hand; if drizzle moves BEGIN inside its try, that test fails on a double release.
 * Not named "…Pool…": drizzle-orm takes a client whose class name includes "Pool" for a pool, and would
 * try to connect it again for a transaction on a held connection.
 */
class ShopConnection extends pg.Client {
  /** Held by withConnection, which releases it itself; its drizzle instance, made once. */
  held = false;
  session: Db | undefined;

  constructor(config?: string | pg.ClientConfig) {
    super({
      ...(typeof config === "string" ? { connectionString: config } : config),
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // A connection that drops while a request holds it fails that request's query (a 503), and then
    // emits 'error' too; the pool listens only to idle connections, and an 'error' nobody listens to
    // would take the whole process down in the middle of an outage.
    this.on("error", () => {});
  }

  // pg's overloads (callbacks, submittables) are many; only the promise form for BEGIN is changed.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an override has to fit every one of pg's overloads
  override query(...args: unknown[]): any {
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    // A connection held by withConnection is given back by its holder, who sees the same failure.
    if (!(result instanceof Promise) || !isBegin(args[0]) || this.held) return result;
    return result.catch((error: unknown) => {
      const release = (this as unknown as Partial<pg.PoolClient>).release;
      release?.call(this, error instanceof Error ? error : new Error(String(error)));
      throw error;
    });
  }
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: POOL_WAIT_MS,
    Client: ShopConnection,
  });
  // An idle client that loses its connection emits 'error'; without a handler it would crash the process.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners: Listener[] = [];
  return {
    kind: "postgres",
    db,
    inTransaction: (held) => held,
    async withConnection(fn) {
      const client = (await pool.connect()) as ShopConnection & pg.PoolClient;
      client.held = true;
      client.session ??= drizzlePg(client, { schema }) as unknown as Db;
      try {
        const result = await fn(client.session);
        client.held = false;
        client.release();
        return result;
      } catch (error) {
        client.held = false;
        // A connection that failed under the request is destroyed rather than handed to the next one.
        client.release(isDatabaseUnavailable(error) ? (error as Error) : undefined);
        throw error;
      }
    },
    async listen(channel, fn) {
      await listenWithReconnect(url, channel, fn, listeners);
    },
    async ping() {
      await pool.query("select 1");
    },
    async close() {
      await Promise.all(listeners.map((listener) => listener.close()));
      await pool.end();
    },
  };
}

/**
 * Applies the committed migrations, then runs `afterMigrate` (seeding) while still holding the lock,
 * so that two processes starting together neither migrate nor seed twice.
 */
export async function migrateDatabase(
  database: Database,
  options: { databaseUrl?: string; afterMigrate?: (db: Db) => Promise<void> } = {},
): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    await options.afterMigrate?.(database.db);
    return;
  }
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    const locked = drizzlePg(client, { schema });
    await migratePg(locked, { migrationsFolder: MIGRATIONS_FOLDER });
    await options.afterMigrate?.(locked);
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end();
  }
}

/** Sends a notification that is delivered when the surrounding transaction commits. */
export async function notify(executor: Executor, channel: string, payload = ""): Promise<void> {
  await executor.execute(sql`select pg_notify(${channel}, ${payload})`);
}

type Listener = { close(): Promise<void> };

/**
 * LISTEN on a dedicated connection that comes back by itself when the database restarts or the
 * network drops. Notifications sent while it was away are lost, so after reconnecting it calls `fn`
 * once with an empty payload: the caches drop what they hold rather than serve stale data.
 */
async function listenWithReconnect(
  url: string,
  channel: string,
  fn: (payload: string) => void,
  listeners: Listener[],
): Promise<void> {
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let delayMs = 500;

  const open = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    next.on("notification", (message) => {
      if (message.channel === channel) fn(message.payload ?? "");
    });
    next.on("error", () => lost(next));
    next.on("end", () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    client = next;
    delayMs = 500;
  };
  const lost = (which: pg.Client) => {
    if (which !== client) return;
    client = undefined;
    which.end().catch(() => {});
    schedule();
  };
  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      open().then(
        () => fn(""),
        () => {
          delayMs = Math.min(delayMs * 2, 10_000);
          schedule();
        },
      );
    }, delayMs);
    timer.unref();
  };

  await open();
  listeners.push({
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  });
}
