import { types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ShopPGlite } from "./pglite";

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

describe("the embedded database's client", () => {
  const client = new ShopPGlite();
  beforeAll(() => client.useDrizzleParsers());
  afterAll(() => client.close());

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
