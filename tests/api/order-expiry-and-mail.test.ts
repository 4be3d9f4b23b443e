import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idempotencyKeys, mailOutbox, orders } from "../../src/server/db/schema";
import { EXPIRY_JOB } from "../../src/server/features/orders/order-expiry";
import { startSmtp, type TestSmtp } from "../support/smtp";
import { availableDatabases, eachDatabase, startTestApp, type TestApp } from "../support/test-app";
import {
  openPayment,
  placeOrder,
  postOrder,
  postPayment,
  productBySlug,
  sandboxPay,
  setStock,
  validOrder,
} from "../support/checkout";

const expireNow = (app: TestApp, id: number) =>
  app.services.db
    .update(orders)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(orders.id, id));

eachDatabase("Unpaid orders expire", (app) => {
  it("after 30 minutes: cancelled, payment failed, stock back; paid and fresh orders untouched", async () => {
    const still = await productBySlug(app(), "still-smoke-french-roast-coffee");
    await setStock(app(), still.id, 10);
    const stale = await placeOrder(app(), still.id, 3);
    const fresh = await placeOrder(app(), still.id, 2);
    const paid = await placeOrder(app(), still.id, 1);
    const pay = await openPayment(app(), paid.order.id);
    await sandboxPay(app(), pay.orderId);
    await expireNow(app(), stale.order.id);
    await expireNow(app(), paid.order.id);
    expect((await productBySlug(app(), still.slug)).stockQuantity).toBe(4);

    expect(await app().services.jobs.runNow(EXPIRY_JOB)).toBe(true);
    const [row] = await app().services.db.select().from(orders).where(eq(orders.id, stale.order.id));
    expect(row).toMatchObject({
      status: "cancelled",
      paymentStatus: "failed",
      stockReleased: true,
      cancelReason: "Payment window expired",
    });
    expect((await productBySlug(app(), still.slug)).stockQuantity).toBe(7);
    const others = await app()
      .services.db.select()
      .from(orders)
      .where(sql`${orders.id} in (${fresh.order.id}, ${paid.order.id})`);
    expect(others.map((o) => o.status).sort()).toEqual(["confirmed", "pending"]);

    // A second run finds nothing more to do; an expired order can no longer be paid.
    await app().services.jobs.runNow(EXPIRY_JOB);
    expect((await productBySlug(app(), still.slug)).stockQuantity).toBe(7);
    const late = await postPayment(app(), "/api/sandbox/create-order", { orderId: stale.order.id }, stale.accessToken);
    expect(late.status).toBe(409);
    expect((await late.json()).message).toMatch(/expired/);
    await setStock(app(), still.id, 36);
  });

  it("an order whose payment failed also expires and is not released twice", async () => {
    const still = await productBySlug(app(), "still-smoke-french-roast-coffee");
    await setStock(app(), still.id, 5);
    const { order } = await placeOrder(app(), still.id, 2);
    const pay = await openPayment(app(), order.id);
    await sandboxPay(app(), pay.orderId, "failure");
    expect((await productBySlug(app(), still.slug)).stockQuantity).toBe(5);
    await expireNow(app(), order.id);
    await app().services.jobs.runNow(EXPIRY_JOB);
    expect((await productBySlug(app(), still.slug)).stockQuantity).toBe(5);
    const [row] = await app().services.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: "cancelled", paymentStatus: "failed" });
    await setStock(app(), still.id, 36);
  });

  it("housekeeping forgets idempotency keys older than a day", async () => {
    const forest = await productBySlug(app(), "forest-pour-medium-roast-coffee");
    const oldKey = randomUUID();
    const newKey = randomUUID();
    await postOrder(app(), validOrder([{ id: forest.id, quantity: 1, weight: "250" }]), oldKey);
    await postOrder(app(), validOrder([{ id: forest.id, quantity: 1, weight: "250" }]), newKey);
    await app()
      .services.db.update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, `orders:${oldKey}`));
    await app().services.jobs.runNow("housekeeping");
    const keys = (await app().services.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map(
      (row) => row.key,
    );
    expect(keys).toContain(`orders:${newKey}`);
    expect(keys).not.toContain(`orders:${oldKey}`);
  });
});

for (const kind of availableDatabases()) {
  describe(`Order confirmation by SMTP with a GST invoice [${kind}]`, () => {
    let smtp: TestSmtp;
    let app: TestApp;
    beforeAll(async () => {
      smtp = await startSmtp();
      app = await startTestApp(kind, {
        SMTP_URL: smtp.url,
        SHOP_GSTIN: "29ABCDE1234F1Z5",
        SITE_URL: "https://beanandbhumi.example",
      });
    });
    afterAll(async () => {
      await app?.close();
      await smtp?.close();
    });

    async function payFor(overrides: Record<string, unknown>) {
      const forest = await productBySlug(app, "forest-pour-medium-roast-coffee");
      const placed = await placeOrder(app, forest.id, 2, overrides);
      const pay = await openPayment(app, placed.order.id);
      expect((await sandboxPay(app, pay.orderId)).status).toBe(200);
      await expect
        .poll(() => smtp.received.find((m) => m.parsed.subject?.includes(placed.order.orderNumber)))
        .toBeTruthy();
      return { placed, mail: smtp.received.find((m) => m.parsed.subject?.includes(placed.order.orderNumber))! };
    }

    it("sends the confirmation with CGST + SGST within Karnataka, our GSTIN and HSN 0901", async () => {
      const { placed, mail } = await payFor({ customerEmail: "ravi@example.com" });
      expect(mail.to).toEqual(["ravi@example.com"]);
      expect(mail.parsed.subject).toBe(`Order ${placed.order.orderNumber} confirmed — Bean & Bhūmi`);
      const text = mail.parsed.text ?? "";
      for (const expected of [
        "Tax invoice",
        "29ABCDE1234F1Z5",
        "HSN 0901",
        "CGST 9 %",
        "SGST 9 %",
        "₹140.50",
        "Place of supply",
        "₹1,841",
        "What happens next",
      ])
        expect(text).toContain(expected);
      expect(text).not.toContain("IGST");
      expect(text).toContain(`https://beanandbhumi.example/orders?order=${placed.order.orderNumber}`);
      expect(mail.parsed.html).toContain("Tax invoice");
      // The outbox marks the mail sent once the SMTP server's "250" is back, a moment after the server has it.
      await expect
        .poll(
          async () =>
            (await app.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, "ravi@example.com")))[0]?.status,
        )
        .toBe("sent");
    });

    it("uses IGST 18 % for another state", async () => {
      const { mail } = await payFor({
        customerEmail: "priya@example.com",
        shippingAddress: { street: "4 Anna Salai, Teynampet", city: "Chennai", state: "Tamil Nadu", pincode: "600018" },
      });
      const text = mail.parsed.text ?? "";
      expect(text).toContain("IGST 18 %");
      expect(text).toContain("₹281");
      expect(text).not.toContain("CGST");
    });

    it("keeps a mail the SMTP server refuses and sends it on a later try", async () => {
      smtp.failNext(1);
      const forest = await productBySlug(app, "forest-pour-medium-roast-coffee");
      const placed = await placeOrder(app, forest.id, 1, { customerEmail: "retry@example.com" });
      const pay = await openPayment(app, placed.order.id);
      await sandboxPay(app, pay.orderId);
      await expect
        .poll(
          async () =>
            (await app.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, "retry@example.com")))[0]
              ?.lastError ?? null,
        )
        .toMatch(/busy/);
      await app.services.db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(mailOutbox.to, "retry@example.com"));
      await app.services.jobs.runNow("mail-outbox");
      expect(smtp.received.some((m) => m.to.includes("retry@example.com"))).toBe(true);
    });
  });
}
