/**
 * The password-hash queue of one process (decision 031). scrypt at OWASP's cost takes 128 MB and
 * ~0.5 s, so at most two run at once; the rest wait. An unbounded first-come queue let a stream of
 * guesses push the owner's sign-in 20 s back. So the queue is bounded, each lane (an address, or a
 * recognised browser) may have only a couple of hashes waiting or running, lanes take turns, and the
 * owner's recognised browsers go first. A hash that cannot be queued is refused with a 429 at once.
 * This is CPU of this process, not shared state: it rightly lives in memory.
 */
export type HashQueueLimits = { concurrent: number; waiting: number; perLane: number };

export const HASH_QUEUE_LIMITS: HashQueueLimits = { concurrent: 2, waiting: 16, perLane: 2 };

export class HashQueueFull extends Error {}

type Waiter = { lane: string; start: () => void };

export function createHashQueue(limits: HashQueueLimits = HASH_QUEUE_LIMITS) {
  let running = 0;
  const inLane = new Map<string, number>();
  /** Waiting work per lane; `turns` is the round-robin order of lanes with work. */
  const waiting = new Map<string, Waiter[]>();
  const turns: string[] = [];
  const priority: Waiter[] = [];
  let waitingCount = 0;

  const next = (): Waiter | undefined => {
    const first = priority.shift();
    if (first) return first;
    const lane = turns.shift();
    if (lane === undefined) return undefined;
    const queue = waiting.get(lane)!;
    const waiter = queue.shift()!;
    if (queue.length > 0) turns.push(lane);
    else waiting.delete(lane);
    return waiter;
  };

  const release = (lane: string) => {
    running -= 1;
    const left = (inLane.get(lane) ?? 1) - 1;
    if (left > 0) inLane.set(lane, left);
    else inLane.delete(lane);
    const waiter = next();
    if (waiter) {
      waitingCount -= 1;
      running += 1;
      waiter.start();
    }
  };

  /** Runs `work` in `lane`'s turn; throws HashQueueFull when it cannot even wait. */
  async function run<T>(lane: string, work: () => Promise<T>, options: { priority?: boolean } = {}): Promise<T> {
    const mine = inLane.get(lane) ?? 0;
    if (mine >= limits.perLane || (running >= limits.concurrent && waitingCount >= limits.waiting && !options.priority))
      throw new HashQueueFull();
    inLane.set(lane, mine + 1);
    if (running >= limits.concurrent) {
      waitingCount += 1;
      await new Promise<void>((start) => {
        const waiter = { lane, start };
        if (options.priority) priority.push(waiter);
        else {
          const queue = waiting.get(lane);
          if (queue) queue.push(waiter);
          else {
            waiting.set(lane, [waiter]);
            turns.push(lane);
          }
        }
      });
    } else running += 1;
    try {
      return await work();
    } finally {
      release(lane);
    }
  }

  return { run, stats: () => ({ running, waiting: waitingCount }) };
}
