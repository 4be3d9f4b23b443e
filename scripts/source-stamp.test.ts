import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sourceStamp } from "./source-stamp.mjs";

describe("whether a build is current with its sources", () => {
  let root: string;
  const at = (...parts: string[]) => path.join(root, ...parts);
  const stamp = () =>
    sourceStamp({ root, inputs: ["src", "config.json"], stampDir: at("build"), outputs: ["build/out.js"] });
  /** What a build does: writes its output, then the stamp of the sources it was given. */
  const build = async () => {
    const before = stamp();
    await writeFile(at("build", "out.js"), "built");
    before.save();
  };

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), "bb-stamp-"));
    await mkdir(at("src", "nested"), { recursive: true });
    await mkdir(at("build"));
    await writeFile(at("src", "a.ts"), "export const a = 1;");
    await writeFile(at("src", "nested", "b.ts"), "export const b = 2;");
    await writeFile(at("config.json"), "{}");
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it("is not current before the first build, and is after it", async () => {
    expect(stamp().current).toBe(false);
    await build();
    expect(stamp().current).toBe(true);
  });

  it("is not current when a file's content changes", async () => {
    await build();
    await writeFile(at("src", "a.ts"), "export const a = 9;");
    expect(stamp().current).toBe(false);
  });

  it("is not current when a file is added or removed", async () => {
    await build();
    await writeFile(at("src", "nested", "c.ts"), "export {};");
    expect(stamp().current).toBe(false);
    await rm(at("src", "nested", "c.ts"));
    expect(stamp().current).toBe(true);
    await rm(at("src", "nested", "b.ts"));
    expect(stamp().current).toBe(false);
  });

  it("stays current when only times change (a fresh checkout), and then keeps the new times", async () => {
    await build();
    const later = new Date(Date.now() + 60_000);
    await utimes(at("src", "a.ts"), later, later);
    expect(stamp().current).toBe(true);
    const { mtimeMs } = await stat(at("src", "a.ts"));
    expect(await readFile(at("build", ".source-stats"), "utf8")).toContain(`src/a.ts\t19\t${mtimeMs}\n`);
  });

  it("does not read the files when every size and time is as stamped (so it cannot see a hand-kept time)", async () => {
    // A whole second, which the file system keeps exactly.
    const kept = new Date("2026-01-01T00:00:00Z");
    await utimes(at("src", "a.ts"), kept, kept);
    await build();
    // Same size and time, other content: only a tool that sets times back does this (decision 173).
    await writeFile(at("src", "a.ts"), "export const a = 2;");
    await utimes(at("src", "a.ts"), kept, kept);
    expect(stamp().current).toBe(true);
  });

  it("is not current when an output is missing", async () => {
    await build();
    await rm(at("build", "out.js"));
    expect(stamp().current).toBe(false);
  });

  it("stamps the sources as they were before the build read them", async () => {
    const before = stamp();
    // Edited while the build runs: the stamp must not claim the build saw this.
    await writeFile(at("src", "a.ts"), "export const a = 42;");
    await writeFile(at("build", "out.js"), "built");
    before.save();
    expect(stamp().current).toBe(false);
  });
});
