import { mkdtemp, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedStatic } from "./precompressed-static";

const SCRIPT = "console.log('kaapi');\n".repeat(50);

describe("precompressedStatic", () => {
  let dir: string;
  let baseUrl: string;
  let close: () => void;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "bb-static-"));
    await writeFile(path.join(dir, "app.js"), SCRIPT);
    await writeFile(path.join(dir, "app.js.gz"), gzipSync(SCRIPT));
    await writeFile(path.join(dir, "gone.js"), SCRIPT);
    await writeFile(path.join(dir, "gone.js.gz"), gzipSync(SCRIPT));
    const app = express();
    app.use(precompressedStatic(dir, { maxAge: "1y", immutable: true }));
    app.use((_req, res) => res.status(404).type("text/plain").send("Not found"));
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });

  afterAll(async () => {
    close();
    await rm(dir, { recursive: true, force: true });
  });

  it("sends the gzip twin to a request that accepts gzip, with the original's type", async () => {
    const response = await fetch(`${baseUrl}/app.js`, { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toBe(SCRIPT);
  });

  it("leaves no compressed-file headers on the answer when the file is gone since start", async () => {
    await rm(path.join(dir, "gone.js.gz"));
    const response = await fetch(`${baseUrl}/gone.js`, { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toBe("Not found");
  });

  it("lets other methods through to the app", async () => {
    const response = await fetch(`${baseUrl}/app.js`, { method: "POST", headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-encoding")).toBeNull();
  });
});
