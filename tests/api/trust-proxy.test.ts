/**
 * Issue 14, finding 3: with TRUST_PROXY as a hop count and the port reachable directly, any client
 * chose its own address. With TRUST_PROXY naming the proxy (here 127.0.0.1), X-Forwarded-For is
 * believed only on connections from it: a client on 127.0.0.2 — not the proxy — is counted as itself
 * whatever it writes in the header, so per-address limits hold and cannot be turned on someone else.
 */
import { request } from "node:http";
import { expect, it } from "vitest";
import { rateLimits } from "../../src/server/db/schema";
import { ORDER_LOOKUP_RULE } from "../../src/server/features/orders/orders.routes";
import { TEST_ADMIN } from "../support/admin";
import { eachDatabase, type TestApp } from "../support/test-app";

const PROXY = "127.0.0.1";
const DIRECT = "127.0.0.2";

/** A POST from a chosen local address (the proxy, or a client that reaches the port directly). */
function postFrom(app: TestApp, localAddress: string, path: string, body: unknown, forwardedFor: string) {
  const { hostname, port } = new URL(app.baseUrl);
  const payload = JSON.stringify(body);
  return new Promise<number>((resolve, reject) => {
    const req = request(
      {
        hostname,
        port,
        path,
        method: "POST",
        localAddress,
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(payload),
          "X-Forwarded-For": forwardedFor,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

eachDatabase(
  "TRUST_PROXY naming the proxy",
  (app) => {
    it("counts a direct client as itself, whatever X-Forwarded-For it sends", async () => {
      await app().services.db.delete(rateLimits);
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++)
        statuses.push(
          await postFrom(
            app(),
            DIRECT,
            "/api/orders/lookup",
            { orderNumber: "BB-2026-999999", email: "x@example.com" },
            `198.51.100.${i + 1}`,
          ),
        );
      expect(statuses.slice(0, ORDER_LOOKUP_RULE.limit).every((s) => s === 202)).toBe(true);
      expect(statuses.slice(ORDER_LOOKUP_RULE.limit).every((s) => s === 429)).toBe(true);
    });

    it("believes the proxy: visitors behind it are counted one by one", async () => {
      await app().services.db.delete(rateLimits);
      for (let i = 0; i < ORDER_LOOKUP_RULE.limit + 5; i++)
        expect(
          await postFrom(
            app(),
            PROXY,
            "/api/orders/lookup",
            { orderNumber: "BB-2026-999999", email: "x@example.com" },
            `198.51.100.${i + 1}`,
          ),
        ).toBe(202);
    });

    it("cannot lock the owner out by writing the owner's address into X-Forwarded-For", async () => {
      await app().services.db.delete(rateLimits);
      const { ensureAdmin } = await import("../../src/server/features/admin/admin.bootstrap");
      await ensureAdmin(app().services.db, TEST_ADMIN);
      const usual = "203.0.113.50";
      // The review's attack: 60 guesses at the owner's name, forged to come from the owner's address.
      for (let i = 0; i < 60; i++)
        await postFrom(
          app(),
          DIRECT,
          "/api/admin/login",
          { username: TEST_ADMIN.username, password: `guess-${i}` },
          usual,
        );
      expect(await postFrom(app(), PROXY, "/api/admin/login", TEST_ADMIN, usual)).toBe(200);
    }, 120_000);
  },
  { TRUST_PROXY: PROXY },
);
