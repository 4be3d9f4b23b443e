import { PGlite, types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PREPARED_STATEMENTS, ShopPGlite } from "./pglite";

/** What drizzle-orm's PGlite driver sends with each query (a new object each time). */
const drizzleOptions = () => ({
  rowMode: "object" as const,
  parsers: Object.fromEntries(
    [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [
      oid,
      (value: string) => value,
    ]),
  ),
});

// One database for the file: an in-memory PGlite takes seconds to create on a busy machine.
const client = new ShopPGlite();
beforeAll(() => client.useDrizzleParsers(), 120_000);
afterAll(() => client.close());

describe("the embedded database's client", () => {
  it("reads dates and times as text, as drizzle asks, in queries and in transactions", async () => {
    const sql = "select date '2026-11-28' as d, timestamptz '2026-11-28 10:00+00' as t, interval '2 days' as i";
    const expected = { d: "2026-11-28", t: "2026-11-28 10:00:00+00", i: "2 days" };
    expect((await client.query(sql, [], drizzleOptions())).rows).toEqual([expected]);
    const inTransaction = await client.transaction(async (tx) => (await tx.query(sql, [], drizzleOptions())).rows);
    expect(inTransaction).toEqual([expected]);
  });

  it("still applies a query's own parsers", async () => {
    const result = await client.query<{ d: string }>("select date '2026-11-28' as d", [], {
      parsers: { [types.DATE]: (value: string) => `day ${value}` },
    });
    expect(result.rows).toEqual([{ d: "day 2026-11-28" }]);
  });
});

describe("the embedded database's prepared statements (decision 160)", () => {
  const prepared = async () =>
    (await client.query<{ statement: string }>("select statement from pg_prepared_statements order by name")).rows.map(
      (row) => row.statement,
    );

  it("prepares a statement the first time its text is asked and runs it by name after that", async () => {
    const text = "select $1::int + $2::int as sum, $3::text as label";
    const sums = [];
    for (let i = 0; i < 4; i++) sums.push((await client.query<{ sum: number }>(text, [i, 10, `run ${i}`])).rows[0]);
    expect(sums).toEqual([0, 1, 2, 3].map((i) => ({ sum: i + 10, label: `run ${i}` })));
    expect((await prepared()).filter((statement) => statement === text)).toHaveLength(1);
  });

  it("sends and reads every kind of value as PGlite's own query does", async () => {
    const text =
      "select $1::jsonb as doc, $2::int[] as ids, $3::boolean as yes, $4::text as nothing, $5::numeric as price, $6::bigint as big";
    const params = [{ a: [1, "two"] }, [3, 4], true, null, "12.50", 9_007_199_254_740_993n];
    const mine = await client.query(text, params);
    // PGlite's own query, unnamed, on the same database.
    const pglites = await PGlite.prototype.query.call(client, text, params);
    expect(mine.rows).toEqual(pglites.rows);
    // Run again by name, with the rows' description kept from its preparation (decision 179).
    const again = await client.query(text, params);
    expect(again.rows).toEqual(pglites.rows);
    expect(again.fields).toEqual(pglites.fields);
    expect(mine.rows).toEqual([
      { doc: { a: [1, "two"] }, ids: [3, 4], yes: true, nothing: null, price: "12.50", big: 9_007_199_254_740_993n },
    ]);
    expect(mine.fields).toEqual(pglites.fields);
  });

  it("counts the rows a write changed, in and out of a transaction", async () => {
    await client.query("create table counted (id int primary key, n int)");
    const inserted = await client.query("insert into counted select g, 0 from generate_series(1, $1::int) g", [3]);
    expect(inserted.affectedRows).toBe(3);
    const updated = await client.transaction((tx) => tx.query("update counted set n = n + 1 where id >= $1", [2]));
    expect(updated.affectedRows).toBe(2);
    expect((await client.query("select sum(n)::int as total from counted")).rows).toEqual([{ total: 2 }]);
    // Only reads and writes are kept prepared.
    expect(await prepared()).toContain("update counted set n = n + 1 where id >= $1");
    expect(await prepared()).not.toContain("create table counted (id int primary key, n int)");
  });

  it("keeps at most maxPrepared statements, closing the one used longest ago", async () => {
    client.maxPrepared = 3;
    try {
      for (const n of [1, 2, 3]) await client.query(`select ${n} as n`);
      await client.query("select 1 as n"); // used again: now the most recent
      await client.query("select 4 as n"); // closes "select 2 as n", the least recent
      // Preparing this one closes "select 3 as n" to make room for itself.
      const names = (await client.query<{ statement: string }>("select statement from pg_prepared_statements")).rows;
      expect(names.map((row) => row.statement).sort()).toEqual([
        "select 1 as n",
        "select 4 as n",
        "select statement from pg_prepared_statements",
      ]);
      expect(client.preparedStatements).toBe(3);
      expect((await client.query("select 2 as n")).rows).toEqual([{ n: 2 }]);
    } finally {
      client.maxPrepared = MAX_PREPARED_STATEMENTS;
    }
  });

  it("answers a failed statement with the database's error, and keeps working after it", async () => {
    const error = await client.query("select 1 / $1::int as x", [0]).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "22012", query: "select 1 / $1::int as x", params: [0] });
    expect((await client.query("select 1 / $1::int as x", [2])).rows).toEqual([{ x: 0 }]);
    const syntax = await client.query("selec 1").catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: "42601" });
    expect(await prepared()).not.toContain("selec 1");

    const rolledBack = await client
      .transaction(async (tx) => {
        await tx.query("insert into counted values ($1, 0)", [10]);
        await tx.query("insert into counted values ($1, 0)", [10]); // a duplicate key: the transaction fails
      })
      .catch((e: unknown) => e);
    expect(rolledBack).toMatchObject({ code: "23505" });
    expect((await client.query("select count(*)::int as n from counted where id = $1", [10])).rows).toEqual([{ n: 0 }]);
    await client.query("insert into counted values ($1, 0)", [10]);
    expect((await client.query("select count(*)::int as n from counted where id = $1", [10])).rows).toEqual([{ n: 1 }]);
  });

  it("prepares a statement again when its table's columns change", async () => {
    await client.query("create table reshaped (a int)");
    await client.query("insert into reshaped values (1)");
    expect((await client.query("select * from reshaped")).rows).toEqual([{ a: 1 }]);
    await client.query("alter table reshaped add column b text default 'new'");
    expect((await client.query("select * from reshaped")).rows).toEqual([{ a: 1, b: "new" }]);
    // A renamed column comes back under its new name, not the one described when it was prepared.
    await client.query("alter table reshaped rename column b to label");
    expect((await client.query("select * from reshaped")).rows).toEqual([{ a: 1, label: "new" }]);
    await client.query("alter table reshaped rename column label to b");
    // Inside a transaction the change fails the transaction, as on PostgreSQL; the next one works.
    await client.query("alter table reshaped add column c int default 3");
    const failed = await client.transaction((tx) => tx.query("select * from reshaped")).catch((e: unknown) => e);
    expect(failed).toMatchObject({ code: "0A000" });
    expect((await client.transaction((tx) => tx.query("select * from reshaped"))).rows).toEqual([
      { a: 1, b: "new", c: 3 },
    ]);
  });

  it("delivers notifications sent by a prepared statement", async () => {
    const heard: string[] = [];
    await client.listen("prepared_channel", (payload) => heard.push(payload));
    await client.query("select pg_notify($1, $2)", ["prepared_channel", "outside"]);
    await client.transaction((tx) => tx.query("select pg_notify($1, $2)", ["prepared_channel", "inside"]));
    await expect.poll(() => heard).toEqual(["outside", "inside"]);
  });

  it("lets the event loop turn between any two statements of a queue of work", async () => {
    const done = { count: 0 };
    const queries = Array.from({ length: 2_000 }, () => client.query("select 1 as one").then(() => done.count++));
    // The queries done at each of 50 turns of the loop in a row: libuv accepts one new connection per turn,
    // so a turn that waited for several statements would keep a shopper arriving in a rush waiting too.
    const seen: number[] = [];
    await new Promise<void>((resolve) => {
      const turn = () => {
        seen.push(done.count);
        if (seen.length < 50) setImmediate(turn);
        else resolve();
      };
      setImmediate(turn);
    });
    await Promise.all(queries);
    expect(done.count).toBe(2_000);
    const perTurn = seen.slice(1).map((count, i) => count - seen[i]!);
    expect(Math.max(...perTurn)).toBeLessThanOrEqual(1);
    // The turns came while the queue moved: some turns saw a statement done, and the queue was not done yet.
    expect(seen.at(-1)).toBeGreaterThan(seen[0]!);
    expect(seen.at(-1)).toBeLessThan(2_000);
  }, 60_000);
});

describe("the embedded database's open transaction (decision 162)", () => {
  it("runs on whichever transaction is open, one client for all of them, and refuses to run outside one", async () => {
    const open = client.openTransaction;
    await client.query("create table if not exists open_tx (n int)");
    for (const n of [1, 2]) {
      const seen = await client.transaction(async (tx) => {
        await tx.query("insert into open_tx values ($1)", [n]);
        // The same object in both transactions sees this one's own uncommitted row.
        return (await open.query<{ n: number }>("select n from open_tx where n = $1", [n])).rows;
      });
      expect(seen).toEqual([{ n }]);
    }
    // A failed transaction's writes through it roll back with the transaction.
    await expect(
      client.transaction(async () => {
        await open.query("insert into open_tx values (3)");
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect((await client.query("select n from open_tx order by n")).rows).toEqual([{ n: 1 }, { n: 2 }]);
    await expect(open.query("select 1")).rejects.toThrow("No transaction is open on the embedded database");
  });
});
