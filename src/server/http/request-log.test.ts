import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { apiErrorHandler } from "./errors";
import { requestLog } from "./request-log";

describe("the request log", () => {
  it("keeps no e-mail, token or failed query's parameters", async () => {
    const lines: string[] = [];
    const logger = createLogger({ LOG_LEVEL: "info" }, { write: (line: string) => void lines.push(line) });
    const app = express();
    app.use(requestLog(logger));
    app.get("/orders", (_req, res) => void res.send("ok"));
    app.get("/fail", () => {
      throw Object.assign(new Error("Failed query: select 1\nparams: meera@example.com,+919876543210"), {
        params: ["meera@example.com", "+919876543210"],
      });
    });
    app.use(apiErrorHandler(logger));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await fetch(`${base}/orders?order=BB-2026-000001&email=meera%40example.com`);
      await fetch(`${base}/fail?token=secret-token`);
      await expect.poll(() => lines.length).toBeGreaterThanOrEqual(3);
    } finally {
      server.close();
    }
    const log = lines.join("\n");
    expect(log).toContain("/orders?order=BB-2026-000001&email=[redacted]");
    expect(log).toContain("/fail?token=[redacted]");
    expect(log).toContain("Failed query: select 1");
    expect(log).not.toMatch(/meera|9876543210|secret-token/);
  });
});
