/**
 * GET load from `wrk` (Debian's package `wrk`; decision 156) when the machine has it. wrk is written in C
 * and reads an answer without parsing its body in JavaScript. autocannon, on the same two cores, spent
 * a whole core reading 20–42 KB pages while the server sat idle half the time. That measured the client,
 * not the page. `hasWrk()` tells whether it is installed; without it the caller uses autocannon.
 */
import { execFile, spawnSync } from "node:child_process";

export type WrkResult = { rps: number; p50: number; p99: number; errors: number };

/** Whether `wrk` can be run here. */
export function hasWrk(): boolean {
  return spawnSync("wrk", ["--version"], { encoding: "utf8" }).error === undefined;
}

/** "3.87ms", "850.00us", "1.02s" → milliseconds. */
function toMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value.trim());
  if (!match) throw new Error(`wrk printed a time it cannot read: ${value}`);
  const amount = Number(match[1]);
  return { us: amount / 1000, ms: amount, s: amount * 1000, m: amount * 60_000 }[match[2] as "us" | "ms" | "s" | "m"];
}

/** Reads wrk's `--latency` report: requests a second, p50 and p99, and every failed answer. */
export function parseWrk(output: string): WrkResult {
  const field = (pattern: RegExp) => {
    const match = pattern.exec(output);
    if (!match) throw new Error(`wrk's report lacks ${pattern}:\n${output}`);
    return match[1]!;
  };
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  return {
    rps: Number(field(/Requests\/sec:\s+([\d.]+)/)),
    // wrk pads each latency to a column: "    99%    1.17s " ends with a space.
    p50: toMs(field(/^\s+50%\s+(\S+)\s*$/m)),
    p99: toMs(field(/^\s+99%\s+(\S+)\s*$/m)),
    errors:
      (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0) +
      (non2xx ? Number(non2xx[1]) : 0),
  };
}

/** `connections` keep-alive connections on one wrk thread for `seconds`, asking for `url` with `headers`. */
export function wrkLoad(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<WrkResult> {
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const args = ["-t1", `-c${options.connections}`, `-d${options.seconds}s`, "--latency", ...headerArgs, url];
  return new Promise((resolve, reject) => {
    // Asynchronously: the bench's own event loop stays free while wrk runs.
    execFile("wrk", args, { encoding: "utf8" }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`wrk failed: ${error.message}\n${stderr}`));
      try {
        resolve(parseWrk(stdout));
      } catch (parseError) {
        reject(parseError);
      }
    });
  });
}
