import { expect, it } from "vitest";
import {
  hitRateLimit,
  hitRateLimits,
  hitRateLimitSoon,
  peekRateLimit,
  resetRateLimit,
} from "../../src/server/http/rate-limit";
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

  it("counts hits sent together in one statement as it counts them one by one", async () => {
    const db = app().services.db;
    const together = { name: "together-rule", limit: 3, windowMs: 60_000 };
    const states = await hitRateLimits(db, together, ["a", "b", "a", "a", "a", "b"]);
    expect(states.map((s) => s.hits)).toEqual([1, 1, 2, 3, 4, 2]);
    expect(states.map((s) => s.allowed)).toEqual([true, true, true, true, false, true]);
    expect(await hitRateLimit(db, together, "a")).toMatchObject({ hits: 5, allowed: false });
    expect((await peekRateLimit(db, together, "b")).hits).toBe(2);
  });

  it("gives the middleware's concurrent hits each its own number, so exactly the limit is let through", async () => {
    const db = app().services.db;
    const burst = { name: "burst-rule", limit: 7, windowMs: 60_000 };
    const other = { name: "burst-other", limit: 2, windowMs: 60_000 };
    const states = await Promise.all([
      ...Array.from({ length: 20 }, () => hitRateLimitSoon(db, burst, "198.51.100.7")),
      ...Array.from({ length: 5 }, () => hitRateLimitSoon(db, other, "198.51.100.7")),
    ]);
    const [mine, others] = [states.slice(0, 20), states.slice(20)];
    expect(mine.map((s) => s.hits).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(mine.filter((s) => s.allowed)).toHaveLength(7);
    expect(others.filter((s) => s.allowed)).toHaveLength(2);
    expect((await peekRateLimit(db, burst, "198.51.100.7")).hits).toBe(20);
    expect((await peekRateLimit(db, other, "198.51.100.7")).hits).toBe(5);
  });

  it("starts a window that has run out afresh for hits sent together", async () => {
    const db = app().services.db;
    const short = { name: "short-together", limit: 1, windowMs: 1_000 };
    expect((await hitRateLimits(db, short, ["y", "y"])).map((s) => s.allowed)).toEqual([true, false]);
    await expect.poll(async () => (await peekRateLimit(db, short, "y")).hits, { interval: 200 }).toBe(0);
    expect((await hitRateLimits(db, short, ["y", "y"])).map((s) => s.hits)).toEqual([1, 2]);
  });
});
