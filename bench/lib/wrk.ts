/**
 * GET load from `wrk` (Debian's package `wrk`; decision 156) when the machine has it. wrk is written in C
 * and reads an answer without parsing its body in JavaScript. autocannon, on the same two cores, spent
 * a whole core reading 20–42 KB pages while the server sat idle half the time. That measured the client,
 * not the page. `hasWrk()` tells whether it is installed; without it the caller uses autocannon.
 */
import { execFile, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

export type WrkResult = { rps: number; p50: number; p99: number; errors: number };

/** Whether `wrk` can be run here. */
export function hasWrk(): boolean {
  return spawnSync("wrk", ["--version"], { encoding: "utf8" }).error === undefined;
}

/** The script that opens every connection before the load starts (decision 172). */
const OPEN_FIRST = fileURLToPath(new URL("./wrk-open-first.lua", import.meta.url));

/**
 * Reads the line `wrk-open-first.lua` prints: requests a second over the measured window (the run less the
 * `openSeconds` its connections spent opening), p50, p99 and max, and every failed answer.
 */
export function parseMeasured(output: string, openSeconds: number): WrkResult & { max: number } {
  const fields =
    /^measured: requests (?<requests>\d+), microseconds (?<microseconds>\d+), p50 (?<p50>\d+), p99 (?<p99>\d+), max (?<max>\d+), errors (?<errors>\d+)$/m.exec(
      output,
    )?.groups;
  if (!fields) throw new Error(`wrk's report lacks the measured line:\n${output}`);
  const field = (name: string) => Number(fields[name]);
  return {
    rps: field("requests") / (field("microseconds") / 1e6 - openSeconds),
    p50: field("p50") / 1000,
    p99: field("p99") / 1000,
    max: field("max") / 1000,
    errors: field("errors"),
  };
}

/**
 * `connections` keep-alive connections on one wrk thread asking for `url` with `headers` for `seconds`,
 * measured once every connection is open: each waits `openSeconds` (default 1) before its first request.
 */
export function wrkLoad(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string>; openSeconds?: number },
): Promise<WrkResult & { max: number }> {
  const openSeconds = options.openSeconds ?? 1;
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const args = [
    "-t1",
    `-c${options.connections}`,
    `-d${options.seconds + openSeconds}s`,
    "-s",
    OPEN_FIRST,
    ...headerArgs,
    url,
  ];
  const env = { ...process.env, WRK_CONNECTIONS: String(options.connections), WRK_OPEN_MS: String(openSeconds * 1000) };
  return new Promise((resolve, reject) => {
    // Asynchronously: the bench's own event loop stays free while wrk runs.
    execFile("wrk", args, { encoding: "utf8", env }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`wrk failed: ${error.message}\n${stderr}`));
      try {
        resolve(parseMeasured(stdout, openSeconds));
      } catch (parseError) {
        reject(parseError);
      }
    });
  });
}
