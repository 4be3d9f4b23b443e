import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { rowsOf } from "../../src/server/db/client";
import { dueTables, VACUUM_JOB } from "../../src/server/db/vacuum";
import { eachDatabase } from "../support/test-app";

type TableStats = { n_dead_tup: number; vacuumed: boolean; analysed: boolean };

eachDatabase("The embedded database's autovacuum (decision 093)", (app) => {
  const stats = async () => {
    const db = app().services.db;
    await db.execute(sql`select pg_stat_force_next_flush()`);
    await db.execute(sql`select pg_stat_clear_snapshot()`);
    return rowsOf<TableStats>(
      await db.execute(sql`
        select n_dead_tup::integer as n_dead_tup, last_vacuum is not null as vacuumed, last_analyze is not null as analysed
        from pg_stat_user_tables where relname = 'vacuum_probe'`),
    )[0]!;
  };

  it("vacuums on PGlite the tables with many dead rows, as autovacuum would; leaves PostgreSQL to its own", async () => {
    const { db, database, jobs } = app().services;
    if (database.kind === "postgres") {
      // PostgreSQL's autovacuum is the administrator's to run and tune: the shop schedules nothing there.
      expect(() => jobs.runNow(VACUUM_JOB)).toThrow(/No job named vacuum/);
      return;
    }
    await db.execute(sql`create table vacuum_probe (id integer primary key, v integer not null)`);
    await db.execute(sql`insert into vacuum_probe select i, 0 from generate_series(1, 1000) i`);
    for (let round = 0; round < 3; round++) await db.execute(sql`update vacuum_probe set v = v + 1`);
    // Up to 3,000 dead rows (fewer where an update pruned its page) against 1,000 live: far over 50 + 20 %.
    expect((await stats()).n_dead_tup).toBeGreaterThan(1000);
    expect((await dueTables(db)).find((t) => t.name === "public.vacuum_probe")).toEqual({
      name: "public.vacuum_probe",
      vacuum: true,
    });

    expect(await jobs.runNow(VACUUM_JOB)).toBe(true);

    expect(await stats()).toEqual({ n_dead_tup: 0, vacuumed: true, analysed: true });
    expect((await dueTables(db)).map((t) => t.name)).not.toContain("public.vacuum_probe");
    // A few changes more stay under the thresholds: nothing to do until enough accumulate.
    await db.execute(sql`update vacuum_probe set v = v + 1 where id <= 10`);
    expect((await dueTables(db)).map((t) => t.name)).not.toContain("public.vacuum_probe");
    await db.execute(sql`drop table vacuum_probe`);
  });
});
