import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, START_FLAGS } from "./server-process";

describe("the server the tests and benchmarks start", () => {
  it("runs with the flags npm start gives it", () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.start).toBe(`NODE_ENV=production node ${START_FLAGS.join(" ")} scripts/start.mjs`);
  });
});
