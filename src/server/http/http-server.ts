/**
 * The HTTP server, bound before anything else starts (decision 030): a start that fails on a busy
 * port has touched neither the data directory nor the database. Until the app is ready it answers
 * 503 with Retry-After (a load balancer's health check then waits), and it holds no connection for
 * long: Node's defaults let a slow body keep a socket for 300 s.
 */
import http, { type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type ConnectionLimits = {
  /** The whole request — headers and body — must arrive within this (a phone uploading 8 MB needs ~1 Mbit/s). */
  requestTimeoutMs: number;
  /** The headers must arrive within this. */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this (above the 60 s of common load balancers). */
  keepAliveTimeoutMs: number;
  /** Connections beyond this are refused at once; a limited drop brings 2,000 at the same moment. */
  maxConnections: number;
  /** How often Node looks for requests past their timeouts. */
  checkIntervalMs: number;
  /**
   * Connections the kernel holds until the server accepts them (capped by `net.core.somaxconn`). Node's 511
   * is less than a drop's 2,000 at once: the rest were dropped and their phones sent again a second later
   * (decision 182).
   */
  backlog: number;
};

export const CONNECTION_LIMITS: ConnectionLimits = {
  requestTimeoutMs: 60_000,
  headersTimeoutMs: 20_000,
  keepAliveTimeoutMs: 65_000,
  maxConnections: 8_192,
  checkIntervalMs: 5_000,
  backlog: 4_096,
};

export type BoundServer = {
  server: Server;
  port: number;
  /** Starts handing requests to `handler` (the app) instead of the "starting" answer. */
  serve(handler: RequestListener): void;
};

const starting: RequestListener = (_req, res) => {
  res.writeHead(503, { "Content-Type": "application/json", "Retry-After": "2", "Cache-Control": "no-store" });
  res.end(JSON.stringify({ message: "The shop is starting. Please try again in a moment." }));
};

export class PortInUseError extends Error {}

export async function bindServer(
  port: number,
  host: string,
  limits: ConnectionLimits = CONNECTION_LIMITS,
): Promise<BoundServer> {
  let handler = starting;
  const server = http.createServer(
    {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    (req, res) => handler(req, res),
  );
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;
  await new Promise<void>((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "EADDRINUSE"
          ? new PortInUseError(
              `Port ${port} on ${host} is already in use (is the shop already running?). Nothing was started: choose another PORT or stop the other server.`,
            )
          : error,
      );
    };
    server.once("error", failed);
    server.listen({ port, host, backlog: limits.backlog }, () => {
      server.off("error", failed);
      resolve();
    });
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    serve(next) {
      handler = next;
    },
  };
}
