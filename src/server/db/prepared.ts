/**
 * Statements asked on every order, built once per executor (decisions 142 and 162). drizzle builds a
 * query's SQL text from its objects on every call, which costs the app more CPU than the round trip
 * itself (an insert returning an order's columns: ~0.4 ms built, ~0.1 ms prepared). A prepared query
 * keeps its text and fills in only its `sql.placeholder`s; on PostgreSQL its name also lets the server
 * keep the plan (node-postgres prepares a named statement once per connection). ShopPGlite keeps every
 * statement prepared by its text.
 *
 * Prepare on an executor that lives as long as its connection: withConnection's `db`, the database,
 * or `Database.inTransaction` inside a transaction. One prepared on a transaction's own `tx` is built
 * again for every transaction.
 */
import type { Query, SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { rowsOf, type Executor } from "./client";

/** `build(db)`, made once per executor. */
export function preparedOn<Q>(build: (db: Executor) => Q): (db: Executor) => Q {
  const built = new WeakMap<Executor, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}

const dialect = new PgDialect();

/**
 * A raw statement (a CTE or a union the query builder cannot write) with `sql.placeholder`s, prepared
 * under `name`. Its placeholders' values are sent as given (node-postgres writes a JavaScript array as a
 * PostgreSQL array); its rows come back as PostgreSQL names them.
 */
export function preparedSql<Row>(
  name: string,
  statement: SQL,
): (db: Executor, values: Record<string, unknown>) => Promise<Row[]> {
  const query: Query = dialect.sqlToQuery(statement);
  return preparedQuery(name, () => query);
}

/**
 * The same for a statement that embeds the query builder's own statements (`db.insert(…).getSQL()` as a
 * CTE), which need an executor to be built: `build(db)` runs once per executor.
 */
export function preparedSqlOn<Row>(
  name: string,
  build: (db: Executor) => SQL,
): (db: Executor, values: Record<string, unknown>) => Promise<Row[]> {
  return preparedQuery(name, (db) => dialect.sqlToQuery(build(db)));
}

function preparedQuery<Row>(
  name: string,
  query: (db: Executor) => Query,
): (db: Executor, values: Record<string, unknown>) => Promise<Row[]> {
  const prepare = preparedOn((db) => db._.session.prepareQuery(query(db), undefined, name, false));
  return async (db, values) => rowsOf<Row>(await prepare(db).execute(values));
}
