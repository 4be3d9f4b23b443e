import { expect, it } from "vitest";
import { hitRateLimit, peekRateLimit, resetRateLimit } from "../../src/server/http/rate-limit";
import { eachDatabase } from "../support/test-app";

eachDatabase("Rate limits kept in the database", (app) => {
  const rule = { name: "test-rule", limit: 3, windowMs: 60_000 };

  it("allows the limit, then refuses with a retry time inside the window", async () => {
    const db = app().services.db;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(db, rule, "203.0.113.9"));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.hits).toBe(4);
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(0);
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await peekRateLimit(db, rule, "203.0.113.9")).allowed).toBe(false);
  });

  it("counts each subject on its own and forgets a subject on reset", async () => {
    const db = app().services.db;
    expect((await hitRateLimit(db, rule, "198.51.100.1")).hits).toBe(1);
    await resetRateLimit(db, rule, "203.0.113.9");
    expect(await peekRateLimit(db, rule, "203.0.113.9")).toEqual({ hits: 0, allowed: true, retryAfterSeconds: 0 });
  });

  it("starts a new window once the old one has run out", async () => {
    const db = app().services.db;
    const short = { name: "short-rule", limit: 1, windowMs: 1_000 };
    expect((await hitRateLimit(db, short, "x")).allowed).toBe(true);
    expect((await hitRateLimit(db, short, "x")).allowed).toBe(false);
    await expect.poll(async () => (await peekRateLimit(db, short, "x")).hits, { interval: 200 }).toBe(0);
    expect(await hitRateLimit(db, short, "x")).toMatchObject({ hits: 1, allowed: true });
  });
});
