/** Runs the real, built server (`node build/node/server.js`) as a child process, as `npm start` does after the same build check (scripts/start.mjs). */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * Node's flags for the server, the same as `npm start`'s (package.json; decision 158): one V8 worker
 * thread, whose glibc arena is the only one the WebAssembly compiler and the collector fragment, and
 * no `--enable-source-maps`, which kept every loaded library's map in memory. `NODE_OPTIONS=--enable-source-maps`
 * turns mapped stack traces on for a debugging session.
 */
export const START_FLAGS = ["--v8-pool-size=1"];

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Sends `signal` and resolves with the exit code once the process is gone. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/** Builds the app when sources changed (the same check `npm start` runs). */
export function ensureBuild(): void {
  const result = spawnSync(process.execPath, ["scripts/ensure-build.mjs"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error("The app failed to build");
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

/**
 * Starts the server and waits for its "ready" line; rejects with its output if it exits first.
 * SERVER_NODE_FLAGS adds flags to the server's node (Node refuses `--cpu-prof` in NODE_OPTIONS), e.g.
 * `SERVER_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench:drop` (decision 142).
 */
export function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const flags = (process.env.SERVER_NODE_FLAGS ?? "").split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...flags, ...START_FLAGS, "build/node/server.js"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  // Keep the start of the output (the ready banner) and a bounded tail of request logs.
  const collect = (chunk: Buffer) => {
    output += chunk;
    if (output.length > 256_000) output = output.slice(0, 16_000) + output.slice(-128_000);
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const handle = (url: string): ServerProcess => ({
    url,
    child,
    output: () => output,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited(child);
    },
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`Server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = () => {
      const match = /ready at (http:\/\/localhost:(\d+))/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off("data", onData);
      resolve(handle(`http://127.0.0.1:${match[2]}`));
    };
    child.stdout!.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`Server exited with ${code}:\n${output}`), { code, output }));
    });
  });
}
