/**
 * Fixed-window rate limits kept in the database (`rate_limits`), so every app process behind a load
 * balancer counts the same hits. One upsert counts a hit, or every hit of a moment's requests
 * (`hitRateLimitSoon`): a window that has run out starts again.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import type { RequestHandler } from "express";
import { rowsOf, type Executor } from "../db/client";
import { rateLimits } from "../db/schema";
import { addressSubject } from "./client-address";
import { HttpError } from "./errors";

export type RateRule = {
  /** Names the counter family, e.g. `login-ip`; the key is `${name}:${subject}`. */
  name: string;
  limit: number;
  windowMs: number;
};

export type RateState = { hits: number; allowed: boolean; retryAfterSeconds: number };

const state = (rule: RateRule, hits: number, windowStart: Date): RateState => ({
  hits,
  allowed: hits <= rule.limit,
  retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - Date.now()) / 1000)),
});

/** Counts one hit against `subject` and says whether it is still within the limit. */
export async function hitRateLimit(db: Executor, rule: RateRule, subject: string): Promise<RateState> {
  return (await hitRateLimits(db, rule, [subject]))[0]!;
}

/**
 * Counts one hit for each of `subjects` (a subject may repeat) in one statement: each key's hits are
 * added at once, and each hit learns its own number in the window, in the order given — the same
 * answers as one upsert per hit.
 */
export async function hitRateLimits(db: Executor, rule: RateRule, subjects: string[]): Promise<RateState[]> {
  const counts = new Map<string, number>();
  for (const subject of subjects) {
    const key = `${rule.name}:${subject}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const expired = sql`rate_limits.window_start <= now() - make_interval(secs => ${rule.windowMs / 1000})`;
  const result = await db.execute(sql`
    insert into rate_limits (key, window_start, hits)
    select key, now(), hits from unnest(${sql.param([...counts.keys()])}::text[], ${sql.param([...counts.values()])}::int[]) as hit(key, hits)
    on conflict (key) do update set
      window_start = case when ${expired} then now() else rate_limits.window_start end,
      hits = case when ${expired} then excluded.hits else rate_limits.hits + excluded.hits end
    returning key, hits, (extract(epoch from window_start) * 1000)::float8 as window_ms`);
  const counted = new Map(
    rowsOf<{ key: string; hits: number; window_ms: number }>(result).map((row) => [row.key, row]),
  );
  const numbered = new Map<string, number>();
  return subjects.map((subject) => {
    const key = `${rule.name}:${subject}`;
    const row = counted.get(key)!;
    const before = numbered.get(key) ?? 0;
    numbered.set(key, before + 1);
    return state(rule, row.hits - counts.get(key)! + before + 1, new Date(row.window_ms));
  });
}

type WaitingHit = {
  rule: RateRule;
  subject: string;
  resolve: (state: RateState) => void;
  reject: (error: unknown) => void;
};

/**
 * Hits for one database, sent together: the hits of the requests read in the same turn of the event
 * loop, and those that arrive while a statement is running, go in one statement per rule. Alone, a
 * request waits one turn of the loop more than before; under load, one statement counts many hits
 * instead of one each (on the embedded database each statement is a commit, ~0.7 ms of the server's
 * one thread, and runs on that thread, so nothing new arrives while it runs — decision 075).
 */
function hitBatcher(db: Executor) {
  let waiting: WaitingHit[] = [];
  let counting = false;
  async function count() {
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      const byRule = new Map<RateRule, WaitingHit[]>();
      for (const hit of batch) {
        const same = byRule.get(hit.rule);
        if (same) same.push(hit);
        else byRule.set(hit.rule, [hit]);
      }
      for (const [rule, hits] of byRule) {
        try {
          const states = await hitRateLimits(
            db,
            rule,
            hits.map((hit) => hit.subject),
          );
          hits.forEach((hit, i) => hit.resolve(states[i]!));
        } catch (error) {
          for (const hit of hits) hit.reject(error);
        }
      }
    }
    counting = false;
  }
  return (rule: RateRule, subject: string) =>
    new Promise<RateState>((resolve, reject) => {
      waiting.push({ rule, subject, resolve, reject });
      if (counting) return;
      counting = true;
      // After the other requests that came in with this one have been read: they go together.
      setImmediate(() => void count());
    });
}

const batchers = new WeakMap<Executor, ReturnType<typeof hitBatcher>>();

/** Counts one hit as `hitRateLimit` does, sent together with the other requests' hits of the moment. */
export function hitRateLimitSoon(db: Executor, rule: RateRule, subject: string): Promise<RateState> {
  let batcher = batchers.get(db);
  if (!batcher) batchers.set(db, (batcher = hitBatcher(db)));
  return batcher(rule, subject);
}

/** The current count for `subject` without adding to it (a login checks before it verifies). */
export async function peekRateLimit(db: Executor, rule: RateRule, subject: string): Promise<RateState> {
  const key = `${rule.name}:${subject}`;
  const [row] = await db
    .select({ hits: rateLimits.hits, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, key),
        sql`${rateLimits.windowStart} > now() - make_interval(secs => ${rule.windowMs / 1000})`,
      ),
    );
  if (!row) return { hits: 0, allowed: true, retryAfterSeconds: 0 };
  return state(rule, row.hits, row.windowStart);
}

export async function resetRateLimit(db: Executor, rule: RateRule, subject: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${`${rule.name}:${subject}`}`);
}

/** Drops counters whose window ended long ago (run by a periodic job). */
export async function pruneRateLimits(db: Executor, olderThanMs = 24 * 60 * 60 * 1000): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(Date.now() - olderThanMs)));
}

export function tooManyRequests(retryAfterSeconds: number, message?: string): HttpError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return new HttpError(429, message ?? `Too many requests. Please try again in ${wait}.`, undefined, {
    "Retry-After": String(retryAfterSeconds),
  });
}

/**
 * Express middleware: one hit per request against the client's address (an IPv6 /64 counts as one;
 * see client-address.ts) or `subject(req)`,
 * 429 with `Retry-After` once the limit is passed.
 */
export function rateLimit(
  db: Executor,
  rule: RateRule,
  subject: (req: Parameters<RequestHandler>[0]) => string = (req) => addressSubject(req.ip),
): RequestHandler {
  return async (req, res, next) => {
    try {
      const result = await hitRateLimitSoon(db, rule, subject(req));
      next(result.allowed ? undefined : tooManyRequests(result.retryAfterSeconds));
    } catch (error) {
      next(error);
    }
  };
}
