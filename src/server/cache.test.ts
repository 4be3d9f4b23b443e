import { describe, expect, it } from "vitest";
import { createCache } from "./cache";

describe("createCache", () => {
  it("loads once and serves the copy until cleared", async () => {
    const cache = createCache(60_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("k", load)).toBe(1);
    expect(await cache.get("k", load)).toBe(1);
    cache.clear();
    expect(await cache.get("k", load)).toBe(2);
  });

  it("shares one load between concurrent readers", async () => {
    const cache = createCache(60_000);
    let loads = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    const values = await Promise.all([cache.get("k", load), cache.get("k", load), cache.get("k", load)]);
    expect(values).toEqual([1, 1, 1]);
  });

  it("does not keep a value loaded across an invalidation", async () => {
    const cache = createCache(60_000);
    let release!: () => void;
    let loads = 0;
    const slow = () =>
      new Promise<number>((resolve) => {
        loads += 1;
        const value = loads;
        release = () => resolve(value);
      });
    const pending = cache.get("k", slow);
    cache.clear();
    release();
    expect(await pending).toBe(1);
    const next = cache.get("k", slow);
    release();
    expect(await next).toBe(2);
  });

  it("does not cache a failed load", async () => {
    const cache = createCache(60_000);
    await expect(cache.get("k", () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cache.get("k", async () => "ok")).toBe("ok");
  });

  it("expires entries after the TTL", async () => {
    const cache = createCache(0);
    let loads = 0;
    await cache.get("k", async () => ++loads);
    await cache.get("k", async () => ++loads);
    expect(loads).toBe(2);
  });
});
