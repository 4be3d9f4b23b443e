/**
 * `npm start` on an existing data directory: time from launching the process to the first page.
 * Budget (PRODUCT.md §4, raised by issue 22): the first page within 2.5 s.   npm run bench:start
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { ensureBuild, ROOT, startServer } from "../scripts/lib/server-process";

const RUNS = Number(process.env.RUNS ?? 3);

ensureBuild();
const dataDir = await mkdtemp(path.join(tmpdir(), "bb-cold-"));
const first = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
await first.stop();

async function timeToFirstPage(): Promise<number> {
  const port = 3900 + Math.floor(Math.random() * 90);
  const started = performance.now();
  const child = spawn("npm", ["start", "--silent"], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: "silent" },
    stdio: "ignore",
    detached: true,
  });
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      if (performance.now() - started > 60_000) throw new Error("no page within 60 s");
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    process.kill(-child.pid!, "SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

const times: number[] = [];
for (let i = 0; i < RUNS; i++) times.push(await timeToFirstPage());
// The last server may still be closing its database when npm has exited: retry while files vanish.
await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
const worst = Math.max(...times);
console.log(
  `npm start → first page (existing data dir): ${times.map((t) => `${(t / 1000).toFixed(2)} s`).join(", ")}; worst ${(worst / 1000).toFixed(2)} s (budget 2.5 s; ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(2)})`,
);
process.exitCode = worst <= 2500 ? 0 : 1;
