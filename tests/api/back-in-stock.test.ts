/**
 * Back in stock (issue 18 item 4, decision 133): "Notify me" on a sold-out coffee, exactly one mail
 * through a real SMTP server on loopback when the owner's stock adjustment brings it back, with an
 * unsubscribe link that works; limits per address; the owner's count of who waits; and on PostgreSQL
 * two app processes running the job at once still send each mail once.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { products } from "../../src/server/db/schema";
import { RESTOCK_JOB } from "../../src/server/features/restock/restock.service";
import { signInAdmin, type AdminClient } from "../support/admin";
import { startSmtp, type TestSmtp } from "../support/smtp";
import { availableDatabases, eachDatabase, startSecondApp, startTestApp, type TestApp } from "../support/test-app";

const SITE = "https://kaapi.example";
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.close());

const mailTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

eachDatabase(
  "Back in stock",
  (app) => {
    let admin: AdminClient;
    let soldOut: { id: number; slug: string; name: string }[];
    beforeAll(async () => {
      admin = await signInAdmin(app());
      const rows = await app()
        .services.db.select({ id: products.id, slug: products.slug, name: products.name })
        .from(products)
        .where(eq(products.isActive, true))
        .orderBy(products.id);
      soldOut = rows.slice(0, 4);
      for (const product of soldOut)
        await admin.json(
          admin.post(`/stock/${product.id}/adjust`, { stockQuantity: 0, reason: "correction", note: "test" }),
        );
    });
    beforeEach(async () => {
      await app().services.db.execute(sql`delete from rate_limits where key like 'restock-%'`);
    });
    const unique = (name: string) => `${name}.${app().kind}@example.com`;
    const notify = (slug: string, email: unknown) => app().postJson(`/api/products/${slug}/restock-alerts`, { email });
    const waiting = async (id: number) =>
      ((await admin.json(admin.get("/stock"))) as { productId: number; waiting: number }[]).find(
        (item) => item.productId === id,
      )!.waiting;

    it("sends exactly one mail when the owner restocks, with an unsubscribe link that works", async () => {
      const product = soldOut[0]!;
      const email = unique("anita");
      const first = await notify(product.slug, email);
      expect(first.status).toBe(202);
      expect((await first.json()).message).toBe(`We'll e-mail ${email} once, when ${product.name} is back in stock.`);
      expect((await notify(product.slug, email.toUpperCase())).status).toBe(202);
      expect((await notify(product.slug, unique("bala"))).status).toBe(202);
      expect(await waiting(product.id)).toBe(2);

      // A correction that leaves it at zero sends nothing.
      await admin.json(admin.post(`/stock/${product.id}/adjust`, { stockQuantity: 0, reason: "correction" }));
      await app().services.jobs.runNow(RESTOCK_JOB);
      await app().services.jobs.runNow("mail-outbox");
      expect(mailTo(email)).toHaveLength(0);

      await admin.json(admin.post(`/stock/${product.id}/adjust`, { delta: 12, reason: "restock" }));
      await expect.poll(() => mailTo(email).length).toBe(1);
      await expect.poll(() => mailTo(unique("bala")).length).toBe(1);
      const mail = mailTo(email)[0]!;
      expect(mail.parsed.subject).toBe(`${product.name} is back in stock — Bean & Bhūmi`);
      expect(mail.parsed.text).toContain(`${SITE}/product/${product.slug}`);
      expect(await waiting(product.id)).toBe(0);

      // More stock, another run: still one mail each.
      await admin.json(admin.post(`/stock/${product.id}/adjust`, { delta: 5, reason: "restock" }));
      await app().services.jobs.runNow(RESTOCK_JOB);
      await app().services.jobs.runNow("mail-outbox");
      expect(mailTo(email)).toHaveLength(1);

      // In stock now: "Notify me" has nothing to wait for.
      const inStock = await notify(product.slug, unique("late"));
      expect(inStock.status).toBe(409);
      expect((await inStock.json()).message).toBe(`${product.name} is in stock. Add it to your cart.`);

      // The one-click unsubscribe from the mail's header stops the address's other waiting alerts.
      const other = soldOut[1]!;
      expect((await notify(other.slug, email)).status).toBe(202);
      expect(await waiting(other.id)).toBe(1);
      const oneClick = /^<(.+)>$/.exec(mail.header("List-Unsubscribe")!)![1]!;
      expect(oneClick.startsWith(`${SITE}/api/restock-alerts/unsubscribe?token=`)).toBe(true);
      const token = new URL(oneClick).searchParams.get("token")!;
      const forged = await app().postJson(
        `/api/restock-alerts/unsubscribe?token=${encodeURIComponent(`${token}x`)}`,
        {},
      );
      expect(forged.status).toBe(400);
      expect(await waiting(other.id)).toBe(1);
      const done = await app().api(`/api/restock-alerts/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(done.status).toBe(200);
      expect(await waiting(other.id)).toBe(0);
      // A newsletter token does not work here (each list signs its own).
      const newsletterToken = app().services.unsubscribeLinks.token(email);
      expect((await app().postJson(`/api/restock-alerts/unsubscribe?token=${newsletterToken}`, {})).status).toBe(400);
    });

    it("refuses bad addresses and unknown coffees, and limits requests per address", async () => {
      const product = soldOut[2]!;
      for (const email of ["", "not-an-email", "x".repeat(300) + "@example.com", 42, null]) {
        const res = await notify(product.slug, email);
        expect(res.status).toBe(400);
        expect((await res.json()).errors.email).toBeTruthy();
      }
      expect((await notify("no-such-coffee", unique("x"))).status).toBe(404);
      const email = unique("eager");
      const answers: number[] = [];
      for (let i = 0; i < 11; i++) answers.push((await notify(product.slug, email)).status);
      expect(answers.slice(0, 10).every((status) => status === 202)).toBe(true);
      expect(answers[10]).toBe(429);
      expect(await waiting(product.id)).toBe(1);
    });
  },
  () => ({ SMTP_URL: smtp.url, SITE_URL: SITE }),
);

// Several processes behind a load balancer share one PostgreSQL (the embedded database is one process's).
if (availableDatabases().includes("postgres"))
  describe("Back in stock [two processes on postgres]", () => {
    let first: TestApp;
    beforeAll(async () => {
      first = await startTestApp("postgres", { SMTP_URL: smtp.url, SITE_URL: SITE });
    });
    afterAll(() => first?.close());

    it("two processes running the job at once send each mail once", async () => {
      const [product] = await first.services.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.isActive, true))
        .orderBy(products.id)
        .limit(1);
      await first.services.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, product!.id));
      const emails = Array.from({ length: 30 }, (_, i) => `crowd${i}.two@example.com`);
      for (const email of emails) await first.services.restock.request(product!.id, email);
      const second = await startSecondApp(first, { SMTP_URL: smtp.url, SITE_URL: SITE });
      try {
        await first.services.db.update(products).set({ stockQuantity: 40 }).where(eq(products.id, product!.id));
        const sent = await Promise.all([first.services.restock.sendDue(), second.services.restock.sendDue()]);
        expect(sent[0] + sent[1]).toBe(30);
        await Promise.all([first.services.jobs.runNow("mail-outbox"), second.services.jobs.runNow("mail-outbox")]);
        await expect.poll(() => emails.every((email) => mailTo(email).length === 1)).toBe(true);
        await first.services.jobs.runNow("mail-outbox");
        expect(emails.map((email) => mailTo(email).length)).toEqual(emails.map(() => 1));
      } finally {
        await second.close();
      }
    });
  });
