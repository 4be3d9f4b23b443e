/**
 * Read-through cache for hot public reads (the catalogue). Writers call `pg_notify(channel)` inside
 * their transaction; every process listening on the channel drops its copy when that commits, so a
 * fleet behind a load balancer stays coherent. The TTL bounds staleness if a notification is lost.
 */
import type { Database } from "./db/client";

export type Cache = {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
};

export function createCache(ttlMs: number): Cache {
  const entries = new Map<string, { value: Promise<unknown>; expires: number }>();
  let generation = 0;
  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value as Promise<T>;
      const started = generation;
      const value = load();
      entries.set(key, { value, expires: now + ttlMs });
      try {
        return await value;
      } catch (error) {
        entries.delete(key);
        throw error;
      } finally {
        // Invalidated while loading: the value may predate the write, so do not keep it.
        if (started !== generation) entries.delete(key);
      }
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  };
}

/** Products, coffees, moods and their links, including stock. */
export const CATALOG_CHANNEL = "catalog_changed";
/** Home sections, pages, journal posts and cafés. */
export const CONTENT_CHANNEL = "content_changed";

/** A cache dropped whenever a committed transaction notifies `channel`. */
export async function createChannelCache(database: Database, channel: string, ttlMs = 60_000): Promise<Cache> {
  const cache = createCache(ttlMs);
  await database.listen(channel, () => cache.clear());
  return cache;
}
