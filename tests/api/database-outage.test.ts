import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../src/server/db/schema";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { availableDatabases, startTestApp, type TestApp } from "../support/test-app";

/** PostgreSQL going away for a while: clear 503s meanwhile, and recovery without a restart. */
describe.runIf(availableDatabases().includes("postgres"))("the database going away [postgres]", () => {
  let proxy: TcpProxy;
  let app: TestApp;

  beforeAll(async () => {
    const server = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    app = await startTestApp("postgres", {}, {
      databaseUrl: (url) => {
        const viaProxy = new URL(url);
        viaProxy.hostname = "127.0.0.1";
        viaProxy.port = String(proxy.port);
        return viaProxy.toString();
      },
    });
  });
  afterAll(async () => {
    await proxy.restore().catch(() => {});
    await app?.close();
    await proxy.close();
  });

  it("answers 503 with a clear message while the database is away, then recovers by itself", async () => {
    expect((await app.api("/api/health")).status).toBe(200);
    await proxy.cut();

    const health = await app.api("/api/health");
    expect(health.status).toBe(503);
    const signUp = await app.postJson("/api/newsletter/subscribe", { email: "during-outage@example.com" });
    expect(signUp.status).toBe(503);
    expect(signUp.headers.get("retry-after")).toBe("5");
    expect(await signUp.json()).toEqual({ message: "The shop is briefly unavailable. Please try again in a moment." });
    expect((await app.api("/api/livez")).status).toBe(200);

    await proxy.restore();
    await expect.poll(async () => (await app.api("/api/health")).status, { timeout: 15_000 }).toBe(200);
    expect((await app.postJson("/api/newsletter/subscribe", { email: "after-outage@example.com" })).status).toBe(201);
  });

  it("hears catalogue changes again after the outage (the LISTEN connection comes back)", async () => {
    const slug = "forest-pour-medium-roast-coffee";
    const before = (await (await app.api(`/api/products/${slug}`)).json()).pricePaise as number;
    // The cut dropped the LISTEN connection too; without reconnecting, this change would stay unseen for a minute.
    await proxy.cut();
    await proxy.restore();
    await expect.poll(async () => (await app.api("/api/health")).status, { timeout: 15_000 }).toBe(200);
    await app.services.db.transaction(async (tx) => {
      await tx.update(products).set({ pricePaise: before + 100 }).where(eq(products.slug, slug));
      await tx.execute(sql`select pg_notify('catalog_changed', '')`);
    });
    await expect.poll(async () => (await (await app.api(`/api/products/${slug}`)).json()).pricePaise, { timeout: 15_000 }).toBe(before + 100);
  });
});
