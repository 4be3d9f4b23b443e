/**
 * Watches `job_leases` while a bench runs, to see which app process runs each periodic job. A lease
 * row keeps the owner of its last run (`<pid>-<random>`) and `last_run_at`, so each new
 * (owner, last_run_at) pair is one finished run. A job may also have a `work` query (a count that
 * rises as it works, e.g. expired orders): a rise is credited to the process holding, or last
 * holding, that job's lease when it is seen.
 */
import pg from "pg";

type Tally = Map<string, number>;

export type JobWatch = {
  /** Finished runs per process name, for `job`. */
  runs(job: string): Tally;
  /** Units of work per process name, for a job with a `work` query. */
  work(job: string): Tally;
  stop(): Promise<void>;
};

const add = (tally: Tally, key: string, n: number) => tally.set(key, (tally.get(key) ?? 0) + n);

/** `processes` names each app process by its pid; `work` maps a job name to a SQL count. */
export async function watchJobs(
  databaseUrl: string,
  processes: ReadonlyMap<number, string>,
  work: Record<string, string>,
  intervalMs = 100,
): Promise<JobWatch> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const runs = new Map<string, Tally>();
  const credited = new Map<string, Tally>();
  const seen = new Set<string>();
  const lastCount = new Map<string, number>();
  const nameOf = (owner: string) => processes.get(Number(owner.split("-")[0])) ?? `pid ${owner}`;
  const tallyOf = (map: Map<string, Tally>, job: string) => map.get(job) ?? map.set(job, new Map()).get(job)!;

  async function poll() {
    const { rows } = await client.query<{ name: string; owner: string; last_run_at: Date | null }>(
      "select name, owner, last_run_at from job_leases",
    );
    const owners = new Map(rows.map((row) => [row.name, row.owner]));
    for (const row of rows) {
      if (!row.last_run_at) continue;
      const key = `${row.name}|${row.owner}|${row.last_run_at.toISOString()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      add(tallyOf(runs, row.name), nameOf(row.owner), 1);
    }
    for (const [job, query] of Object.entries(work)) {
      const count = Number((await client.query<{ n: string }>(query)).rows[0]!.n);
      const before = lastCount.get(job) ?? count;
      lastCount.set(job, count);
      const owner = owners.get(job);
      if (count > before && owner) add(tallyOf(credited, job), nameOf(owner), count - before);
    }
  }

  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      // A failed poll (a busy database) is simply tried again on the next tick.
      await poll().catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    runs: (job) => tallyOf(runs, job),
    work: (job) => tallyOf(credited, job),
    async stop() {
      stopped = true;
      await loop.catch(() => {});
      await client.end();
    },
  };
}
