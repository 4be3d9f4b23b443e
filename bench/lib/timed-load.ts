/**
 * Load with every answer timed: autocannon's connections (so the client, not Node's fetch, is the light
 * side of the machine), each request shaped by `next` — a path, or a whole request — for `amount`
 * answers in all or for `duration` seconds. Returns every answer's time, sorted, and the failures.
 */
import autocannon from "autocannon";

export type TimedLoad = { times: number[]; errors: number };

/** The nearest-rank percentile `p` (0–100) of sorted times; 0 for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** p50, p95 and p99 of sorted times, to two decimals, as the benchmarks' tables print them. */
export const latencyFigures = (sorted: number[]) => ({
  requests: sorted.length,
  "p50 ms": Number(percentile(sorted, 50).toFixed(2)),
  "p95 ms": Number(percentile(sorted, 95).toFixed(2)),
  "p99 ms": Number(percentile(sorted, 99).toFixed(2)),
});

export async function timedLoad(
  url: string,
  options: {
    connections: number;
    next: (request: autocannon.Request) => autocannon.Request;
  } & ({ amount: number } | { duration: number }),
): Promise<TimedLoad> {
  const { connections, next } = options;
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        ...("amount" in options ? { amount: options.amount } : { duration: options.duration }),
        requests: [{ setupRequest: next }],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  return { times: times.sort((a, b) => a - b), errors: result.errors + result.timeouts + result.non2xx };
}
