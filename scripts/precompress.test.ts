import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress } from "./precompress.mjs";

describe("precompress", () => {
  let dir: string;
  /** A small chunk as the client build makes them: a few hundred bytes of minified code. */
  const chunk = `import{t as e}from"./shared.js";${Array.from({ length: 12 }, (_, i) => `export const f${i}=(t)=>e(t,${i});`).join("")}`;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "bb-precompress-"));
    await writeFile(path.join(dir, "small-chunk.js"), chunk);
    await writeFile(path.join(dir, "tiny.js"), "export{};");
    await writeFile(path.join(dir, "picture.png"), chunk);
    await precompress(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("gives a file under 1 KB its twins when they save more than their header, with the same content", async () => {
    expect(chunk.length).toBeLessThan(1024);
    const gzip = await readFile(path.join(dir, "small-chunk.js.gz"));
    const br = await readFile(path.join(dir, "small-chunk.js.br"));
    expect(gunzipSync(gzip).toString()).toBe(chunk);
    expect(brotliDecompressSync(br).toString()).toBe(chunk);
    expect(gzip.length + 24).toBeLessThan(chunk.length);
  });

  it("leaves out a twin that would not be smaller, and files that are not text", async () => {
    expect((await readdir(dir)).sort()).toEqual([
      "picture.png",
      "small-chunk.js",
      "small-chunk.js.br",
      "small-chunk.js.gz",
      "tiny.js",
    ]);
  });
});
