import { execFileSync } from "node:child_process";
import { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { readFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { bindServer, CONNECTION_LIMITS, PortInUseError, type BoundServer } from "./http-server";

const servers: BoundServer[] = [];
afterEach(async () => {
  for (const bound of servers.splice(0)) {
    bound.server.closeAllConnections();
    await new Promise((resolve) => bound.server.close(resolve));
  }
});

async function bind(limits = CONNECTION_LIMITS, port = 0) {
  const bound = await bindServer(port, "127.0.0.1", limits);
  servers.push(bound);
  return bound;
}

/** A raw client: what it has received, and whether the server has closed it. */
function client(port: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  const state = { received: "", closed: false, socket };
  socket.on("data", (chunk) => (state.received += chunk.toString("latin1")));
  socket.on("close", () => (state.closed = true));
  socket.on("error", () => {});
  return state;
}

describe("the HTTP server", () => {
  it("answers 503 until the app takes over, then the app", async () => {
    const bound = await bind();
    const url = `http://127.0.0.1:${bound.port}/api/livez`;
    const early = await fetch(url);
    expect(early.status).toBe(503);
    expect(early.headers.get("retry-after")).toBe("2");
    bound.serve((_req, res) => res.end("ready"));
    expect(await (await fetch(url)).text()).toBe("ready");
  });

  it("refuses a busy port with a sentence, before anything else starts", async () => {
    const first = await bind();
    await expect(bindServer(first.port, "127.0.0.1")).rejects.toThrow(PortInUseError);
    await expect(bindServer(first.port, "127.0.0.1")).rejects.toThrow(/already in use/);
  });

  it("closes a connection whose body trickles in past the request timeout (Node's default waits 300 s)", async () => {
    const bound = await bind({
      ...CONNECTION_LIMITS,
      requestTimeoutMs: 1_000,
      headersTimeoutMs: 500,
      checkIntervalMs: 100,
    });
    bound.serve((req, res) => {
      req.resume();
      req.on("end", () => res.end("whole body"));
    });
    const slow = client(bound.port);
    slow.socket.write(
      "POST /api/orders HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
    );
    await expect.poll(() => slow.closed, { timeout: 10_000 }).toBe(true);
    expect(slow.received).toMatch(/^HTTP\/1\.1 408/);
  });

  it("refuses connections beyond the cap", async () => {
    const bound = await bind({ ...CONNECTION_LIMITS, maxConnections: 2 });
    bound.serve((_req, res) => res.end("ok"));
    const held = [client(bound.port), client(bound.port)];
    await expect
      .poll(() => new Promise<number>((resolve) => bound.server.getConnections((_e, n) => resolve(n))))
      .toBe(2);
    const extra = client(bound.port);
    await expect.poll(() => extra.closed).toBe(true);
    expect(extra.received).toBe("");
    for (const c of held) c.socket.destroy();
  });

  it("lets a drop's 2,000 connections wait to be accepted, not be dropped for a second (decision 182)", async () => {
    const bound = await bind();
    // A listening socket's Send-Q, as ss shows it, is its backlog: what listen() asked for, capped by the kernel.
    const [line] = execFileSync("ss", ["-ltnH", `sport = :${bound.port}`], { encoding: "utf8" })
      .trim()
      .split("\n");
    const backlog = Number(line!.trim().split(/\s+/)[2]);
    const somaxconn = Number(readFileSync("/proc/sys/net/core/somaxconn", "utf8"));
    expect(CONNECTION_LIMITS.backlog).toBeGreaterThanOrEqual(2_000);
    expect(backlog).toBe(Math.min(CONNECTION_LIMITS.backlog, somaxconn));
  });

  it("makes requests and responses with the app's prototypes once it serves, and they still work (decision 182)", async () => {
    const bound = await bind();
    const url = `http://127.0.0.1:${bound.port}/api/orders?x=1`;
    const seen: { request: object | null; response: object | null; method?: string; url?: string }[] = [];
    const record = (req: IncomingMessage, res: ServerResponse) => {
      seen.push({
        request: Object.getPrototypeOf(req),
        response: Object.getPrototypeOf(res),
        method: req.method,
        url: req.url,
      });
      res.end("ok");
    };
    bound.serve(record);
    expect(await (await fetch(url, { method: "POST", body: "{}" })).text()).toBe("ok");
    const request = Object.create(IncomingMessage.prototype) as IncomingMessage;
    const response = Object.create(ServerResponse.prototype) as ServerResponse;
    bound.serve(record, { request, response });
    const answer = await fetch(url, { method: "POST", body: "{}" });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe("ok");
    expect(seen[0]).toEqual({
      request: IncomingMessage.prototype,
      response: ServerResponse.prototype,
      method: "POST",
      url: "/api/orders?x=1",
    });
    expect(seen[1]!.request).toBe(request);
    expect(seen[1]!.response).toBe(response);
    expect(seen[1]).toMatchObject({ method: "POST", url: "/api/orders?x=1" });
  });

  it("gives every request and response of an Express app the same hidden class in V8 (decision 182)", () => {
    const pairs = (prototypes: "with" | "without") =>
      JSON.parse(
        execFileSync(
          process.execPath,
          [
            "--allow-natives-syntax",
            "--import",
            "tsx",
            path.join(import.meta.dirname, "fixtures/hidden-classes.ts"),
            prototypes,
          ],
          { encoding: "utf8", timeout: 60_000 },
        ),
      ) as [boolean, boolean][];
    expect(pairs("with")).toEqual([
      [true, true],
      [true, true],
      [true, true],
    ]);
    // What Express alone gives: a hidden class of their own for every request and every response.
    expect(pairs("without")).toEqual([
      [false, false],
      [false, false],
      [false, false],
    ]);
  });
});
