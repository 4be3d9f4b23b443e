/**
 * A code limited to 100 uses, 500 shoppers pressing Pay at once on PostgreSQL (PGlite is
 * single-connection, so only a real server can race): exactly 100 discounted orders, the rest told the
 * code is used up, no 5xx, and the code's count equal to its live redemptions (decision 126).
 */
import { eq, isNull, and } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discountCodes, discountRedemptions, orders } from "../../src/server/db/schema";
import { signInAdmin } from "../support/admin";
import { postOrder, productBySlug, setStock, validOrder } from "../support/checkout";
import { availableDatabases, startTestApp, type TestApp } from "../support/test-app";

describe.runIf(availableDatabases().includes("postgres"))("A 100-use code under contention [postgres]", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp("postgres");
  });
  afterAll(async () => {
    await app?.close();
  });

  it("500 shoppers at once: exactly 100 discounted orders, 400 refused with 'used up', 0 5xx", async () => {
    const admin = await signInAdmin(app);
    await admin.json(
      admin.post("/discount-codes", { code: "RUSH100", kind: "percent", percentOff: 20, usageLimit: 100 }),
      201,
    );
    const forest = await productBySlug(app, "forest-pour-medium-roast-coffee");
    await setStock(app, forest.id, 10_000);
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        postOrder(
          app,
          validOrder([{ id: forest.id, quantity: 1, weight: "250" }], {
            customerEmail: `rush${i}@example.com`,
            discountCode: i % 2 ? "rush100" : " RUSH100 ",
          }),
        ).then(async (res) => ({ status: res.status, body: (await res.json()) as { message: string } })),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(100);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(400);
    expect(new Set(refused.map((a) => `${a.status} ${a.body.message}`))).toEqual(
      new Set(["400 This code has been used up."]),
    );
    const db = app.services.db;
    expect(await db.$count(orders, eq(orders.discountCode, "RUSH100"))).toBe(100);
    const [code] = await db.select().from(discountCodes).where(eq(discountCodes.code, "RUSH100"));
    expect(code!.usedCount).toBe(100);
    expect(
      await db.$count(
        discountRedemptions,
        and(eq(discountRedemptions.codeId, code!.id), isNull(discountRedemptions.releasedAt)),
      ),
    ).toBe(100);
  }, 120_000);
});
