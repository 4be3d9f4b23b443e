/**
 * Periodic background work (expiring unpaid orders, sending mail, asking the payment provider about
 * stale payments) that runs in every app process and is safe when several run at once: before each
 * run a process takes the job's lease in `job_leases`; while one holds it, the others skip that tick.
 * A crashed holder's lease simply runs out. Jobs should still claim their rows with
 * `FOR UPDATE SKIP LOCKED` where they can, so a slow run that outlives its lease never doubles work.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Executor } from "../db/client";
import { jobLeases } from "../db/schema";

export type Job = {
  name: string;
  /** Time between runs, in ms. */
  everyMs: number;
  /** Longest a run may hold the lease; defaults to 5 × everyMs, at least 30 s. */
  leaseMs?: number;
  run: () => Promise<void>;
};

export type JobRunner = {
  /**
   * Runs a job now (if its lease is free) and resolves when that run ends; tests and kicks use it.
   * A run already under way may have looked at its rows before this call, so it is waited for and
   * followed by a fresh one: whatever was due when runNow was called is seen.
   */
  runNow(name: string): Promise<boolean>;
  /** Asks for a run soon without waiting (e.g. after queuing a mail). */
  kick(name: string): void;
  stop(): Promise<void>;
};

/** Takes the lease of `name` for `ms` when it is free (or already ours); true when we hold it. */
export async function takeLease(db: Executor, name: string, owner: string, ms: number): Promise<boolean> {
  const until = sql`now() + make_interval(secs => ${ms / 1000})`;
  const rows = await db
    .insert(jobLeases)
    .values({ name, owner, lockedUntil: until })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { owner, lockedUntil: until },
      setWhere: sql`${jobLeases.lockedUntil} <= now() or ${jobLeases.owner} = ${owner}`,
    })
    .returning({ owner: jobLeases.owner });
  return rows.length === 1;
}

export async function releaseLease(db: Executor, name: string, owner: string): Promise<void> {
  await db.execute(
    sql`update job_leases set locked_until = now(), last_run_at = now() where name = ${name} and owner = ${owner}`,
  );
}

export function startJobs(
  db: Executor,
  jobs: readonly Job[],
  logger: Logger,
  options: { autoStart?: boolean } = {},
): JobRunner {
  const owner = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const byName = new Map(jobs.map((job) => [job.name, job]));
  const running = new Map<string, Promise<boolean>>();
  /** Kicked while running: run once more when the current run ends, so nothing queued meanwhile waits a whole tick. */
  const again = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  async function attempt(job: Job): Promise<boolean> {
    const leaseMs = job.leaseMs ?? Math.max(30_000, job.everyMs * 5);
    if (!(await takeLease(db, job.name, owner, leaseMs))) return false;
    try {
      await job.run();
      return true;
    } finally {
      await releaseLease(db, job.name, owner);
    }
  }

  function runOnce(job: Job): Promise<boolean> {
    const current = running.get(job.name);
    if (current) return current;
    const run = attempt(job)
      .catch((error) => {
        logger.error({ err: error, job: job.name }, "background job failed");
        return false;
      })
      .finally(() => {
        running.delete(job.name);
        if (again.delete(job.name) && !stopped) void runOnce(job);
      });
    running.set(job.name, run);
    return run;
  }

  function schedule(job: Job, delayMs: number) {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      // A little jitter keeps several processes from ticking in lockstep.
      void runOnce(job).then(() => schedule(job, job.everyMs * (0.85 + Math.random() * 0.3)));
    }, delayMs);
    timer.unref();
    timers.add(timer);
  }

  if (options.autoStart !== false)
    for (const job of jobs) schedule(job, Math.min(job.everyMs, 2_000 + Math.random() * 3_000));

  return {
    runNow(name) {
      const job = byName.get(name);
      if (!job) throw new Error(`No job named ${name}`);
      const current = running.get(name);
      return current ? current.then(() => runOnce(job)) : runOnce(job);
    },
    kick(name) {
      const job = byName.get(name);
      if (!job || stopped) return;
      if (running.has(name)) again.add(name);
      else void runOnce(job);
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(running.values());
    },
  };
}
