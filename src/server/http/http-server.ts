/**
 * The HTTP server, bound before anything else starts (decision 030): a start that fails on a busy
 * port has touched neither the data directory nor the database. Until the app is ready it answers
 * 503 with Retry-After (a load balancer's health check then waits), and it holds no connection for
 * long: Node's defaults let a slow body keep a socket for 300 s.
 */
import http, { IncomingMessage, ServerResponse, type RequestListener, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";

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
  /**
   * Starts handing requests to `handler` (the app) instead of the "starting" answer. With `prototypes`,
   * every request and response is made with them from then on (see `Made`).
   */
  serve(handler: RequestListener, prototypes?: Prototypes): void;
};

/** What the app makes of Node's request and response: Express's `app.request` and `app.response`. */
export type Prototypes = { request: IncomingMessage; response: ServerResponse };

/**
 * Node's request and response, made with the app's prototypes (decision 182). Express gives each request
 * and response its app's prototypes with `Object.setPrototypeOf`. V8 then gave every one of them a hidden
 * class of its own, and another at each property the router added: a new map per request, and every
 * property read on `req` and `res` — in Node's HTTP code, Express, the router and ours — megamorphic.
 * When the object already has the app's prototype, that call changes nothing, and all requests share
 * their hidden classes. Node's constructors are plain functions, so they run on the object `new` made.
 */
type Made = { request: typeof IncomingMessage; response: typeof ServerResponse };

function madeWith(): Made {
  function Request(this: IncomingMessage, socket: Socket) {
    (IncomingMessage as unknown as (this: IncomingMessage, socket: Socket) => void).call(this, socket);
  }
  function Response(this: ServerResponse, req: IncomingMessage, options?: object) {
    (ServerResponse as unknown as (this: ServerResponse, req: IncomingMessage, options?: object) => void).call(
      this,
      req,
      options,
    );
  }
  Request.prototype = IncomingMessage.prototype;
  Response.prototype = ServerResponse.prototype;
  return { request: Request, response: Response } as unknown as Made;
}

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
  const made = madeWith();
  const server = http.createServer(
    {
      IncomingMessage: made.request,
      ServerResponse: made.response,
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
    serve(next, prototypes) {
      if (prototypes) {
        made.request.prototype = prototypes.request;
        made.response.prototype = prototypes.response;
      }
      handler = next;
    },
  };
}
