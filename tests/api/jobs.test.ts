import { sql } from "drizzle-orm";
import pino from "pino";
import { expect, it } from "vitest";
import { startJobs, takeLease } from "../../src/server/jobs/jobs";
import { eachDatabase } from "../support/test-app";

const silent = pino({ level: "silent" });

eachDatabase("Background jobs share one lease per job", (app) => {
  it("lets one holder take a lease until it runs out or is released", async () => {
    const db = app().services.db;
    expect(await takeLease(db, "lease-test", "a", 60_000)).toBe(true);
    expect(await takeLease(db, "lease-test", "b", 60_000)).toBe(false);
    expect(await takeLease(db, "lease-test", "a", 60_000)).toBe(true);
    await db.execute(sql`update job_leases set locked_until = now() - interval '1 second' where name = 'lease-test'`);
    expect(await takeLease(db, "lease-test", "b", 60_000)).toBe(true);
  });

  it("runs a job in only one of two runners at a time", async () => {
    const db = app().services.db;
    let active = 0;
    let overlapped = false;
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const job = {
      name: "exclusive",
      everyMs: 60_000,
      run: async () => {
        active += 1;
        runs += 1;
        if (active > 1) overlapped = true;
        await gate;
        active -= 1;
      },
    };
    const first = startJobs(db, [job], silent, { autoStart: false });
    const second = startJobs(db, [job], silent, { autoStart: false });
    const a = first.runNow("exclusive");
    await expect.poll(() => runs).toBe(1);
    expect(await second.runNow("exclusive")).toBe(false);
    release();
    expect(await a).toBe(true);
    expect(await second.runNow("exclusive")).toBe(true);
    expect(overlapped).toBe(false);
    expect(runs).toBe(2);
    await Promise.all([first.stop(), second.stop()]);
  });

  it("answers runNow during a run with a fresh run after it, so what became due meanwhile is seen", async () => {
    const db = app().services.db;
    const due: string[] = [];
    const seen: string[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const job = {
      name: "sees-what-is-due",
      everyMs: 60_000,
      run: async () => {
        seen.push([...due]);
        if (seen.length === 1) await gate;
      },
    };
    const runner = startJobs(db, [job], silent, { autoStart: false });
    const first = runner.runNow("sees-what-is-due");
    await expect.poll(() => seen.length).toBe(1);
    due.push("a mail queued during the first run");
    const second = runner.runNow("sees-what-is-due");
    release();
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    expect(seen).toEqual([[], ["a mail queued during the first run"]]);
    await runner.stop();
  });

  it("gives the lease back when a run throws, so the next tick (in any process) runs again", async () => {
    const db = app().services.db;
    let calls = 0;
    const job = {
      name: "sometimes-fails",
      everyMs: 60_000,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error("provider timed out");
      },
    };
    const first = startJobs(db, [job], silent, { autoStart: false });
    const second = startJobs(db, [job], silent, { autoStart: false });
    expect(await first.runNow("sometimes-fails")).toBe(false);
    expect(await second.runNow("sometimes-fails")).toBe(true);
    expect(calls).toBe(2);
    await Promise.all([first.stop(), second.stop()]);
  });
});
