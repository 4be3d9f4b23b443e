/**
 * Debian's nginx on loopback in front of app processes, for benches: a generated config in a temp
 * folder (pid file, logs and temp files there too), round-robin over the upstreams, the client's
 * address passed on in X-Forwarded-For. Its access log says which upstream answered each request.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";

export const NGINX = "/usr/sbin/nginx";

export type Nginx = {
  url: string;
  accessLog: string;
  /** Requests per upstream address in the access log, optionally only those matching `filter`. */
  upstreamCounts(filter?: (line: AccessLine) => boolean): Promise<Map<string, number>>;
  /** Lines of its error log at level error or worse (an upstream refusing, too few connections…). */
  errors(): Promise<string[]>;
  stop(): Promise<void>;
};

export type AccessLine = { method: string; path: string; status: number; upstream: string };

/**
 * Installs nginx-light when it is missing and we may (root); otherwise says what to do. The bench
 * needs nothing else from the system.
 */
export function ensureNginx(): void {
  if (existsSync(NGINX)) return;
  if (process.getuid?.() !== 0)
    throw new Error(`nginx is not installed (${NGINX}). Install it with: sudo apt-get install -y nginx-light`);
  console.log("nginx is missing; installing Debian's nginx-light…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update"], ["install", "-y", "nginx-light"]]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed; install nginx-light by hand`);
  }
}

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The nginx site the bench runs, also shown in docs/deploy.md. */
export function nginxConfig(options: { dir: string; port: number; upstreams: readonly string[] }): string {
  const { dir, port, upstreams } = options;
  const file = (name: string) => path.join(dir, name);
  return `daemon off;
pid ${file("nginx.pid")};
error_log ${file("error.log")} warn;
worker_processes 1;
worker_rlimit_nofile 16384;
events { worker_connections 8192; }
http {
  log_format upstreams '$remote_addr "$request" $status $upstream_addr $request_time';
  access_log ${file("access.log")} upstreams;
  client_body_temp_path ${file("client-body")};
  proxy_temp_path ${file("proxy")};
  fastcgi_temp_path ${file("fastcgi")};
  uwsgi_temp_path ${file("uwsgi")};
  scgi_temp_path ${file("scgi")};
  client_max_body_size 10m;

  upstream beanandbhumi {
${upstreams.map((address) => `    server ${address};`).join("\n")}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port} backlog=4096;
    location / {
      proxy_pass http://beanandbhumi;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 120s;
    }
  }
}
`;
}

function parseLine(line: string): AccessLine | undefined {
  const match = /^\S+ "(\S+) (\S+) [^"]*" (\d{3}) (\S+) /.exec(line);
  return match ? { method: match[1]!, path: match[2]!, status: Number(match[3]), upstream: match[4]! } : undefined;
}

/**
 * Starts nginx with its files in `dir` (created). Run as root, nginx's workers drop to `nobody`, so
 * `dir`'s parents must let others through (mkdtemp makes folders only their owner can enter).
 */
export async function startNginx(options: { dir: string; upstreams: readonly string[] }): Promise<Nginx> {
  await mkdir(options.dir, { recursive: true, mode: 0o755 });
  const port = await freePort();
  const conf = path.join(options.dir, "nginx.conf");
  const accessLog = path.join(options.dir, "access.log");
  await writeFile(conf, nginxConfig({ dir: options.dir, port, upstreams: options.upstreams }));
  const args = ["-e", path.join(options.dir, "error.log"), "-p", options.dir, "-c", conf];
  const check = spawnSync(NGINX, ["-t", ...args], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx refused its config:\n${check.stderr}`);
  const child: ChildProcess = spawn(NGINX, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitForPort(port, () => (child.exitCode !== null ? `nginx exited: ${stderr}` : undefined));
  return {
    url,
    accessLog,
    async upstreamCounts(filter = () => true) {
      const counts = new Map<string, number>();
      for (const line of (await readFile(accessLog, "utf8")).split("\n")) {
        const entry = parseLine(line);
        if (entry && filter(entry)) counts.set(entry.upstream, (counts.get(entry.upstream) ?? 0) + 1);
      }
      return counts;
    },
    async errors() {
      const log = await readFile(path.join(options.dir, "error.log"), "utf8").catch(() => "");
      return log.split("\n").filter((line) => /\[(error|crit|alert|emerg)\]/.test(line));
    },
    async stop() {
      // SIGQUIT: graceful; the master waits for its workers, then exits.
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGQUIT");
      await exited;
    },
  };
}

/** Resolves once something accepts connections on `port`; `failed()` names a reason to give up. */
async function waitForPort(port: number, failed: () => string | undefined, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = failed();
    if (reason) throw new Error(reason);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => resolve(true));
      socket.once("error", () => resolve(false));
      socket.once("connect", () => socket.destroy());
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
