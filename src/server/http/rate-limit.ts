/**
 * Fixed-window rate limits kept in the database (`rate_limits`), so every app process behind a load
 * balancer counts the same hits. One upsert per hit: a window that has run out starts again at 1.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import type { RequestHandler } from "express";
import type { Executor } from "../db/client";
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
  const key = `${rule.name}:${subject}`;
  const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${rule.windowMs / 1000})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStart: rateLimits.windowStart });
  return state(rule, row!.hits, row!.windowStart);
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
      const result = await hitRateLimit(db, rule, subject(req));
      next(result.allowed ? undefined : tooManyRequests(result.retryAfterSeconds));
    } catch (error) {
      next(error);
    }
  };
}
