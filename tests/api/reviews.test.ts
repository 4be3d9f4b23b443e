/**
 * Reviews from verified buyers (issue 18 item 3, decisions 130–132): the delivered order's mail
 * through a real SMTP server on loopback carries one signed link per line; only that line's buyer
 * reviews it, once; the owner's moderation decides what the product page shows, and the product's
 * average and count (cards, JSON) come from approved reviews only.
 */
import { eq } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { orderItems, products } from "../../src/server/db/schema";
import { signInAdmin, type AdminClient } from "../support/admin";
import { insertOrder } from "../support/orders";
import { startSmtp, type ReceivedMail, type TestSmtp } from "../support/smtp";
import { eachDatabase } from "../support/test-app";

const SITE = "https://kaapi.example";
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.close());

const mailTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
async function onlyMailTo(address: string): Promise<ReceivedMail> {
  await expect.poll(() => mailTo(address).length).toBe(1);
  return mailTo(address)[0]!;
}
const reviewTokens = (mail: ReceivedMail) =>
  [...(mail.parsed.text ?? "").matchAll(/\/review\?token=([A-Za-z0-9._%-]+)/g)].map((m) => decodeURIComponent(m[1]!));

const good = { rating: 5, title: "Jaggery sweet", body: "Lovely in a filter with a splash of milk." };

eachDatabase(
  "Reviews from verified buyers",
  (app) => {
    let admin: AdminClient;
    let productIds: number[];
    beforeAll(async () => {
      admin = await signInAdmin(app());
      const rows = await app()
        .services.db.select({ id: products.id })
        .from(products)
        .where(eq(products.isActive, true))
        .orderBy(products.id);
      productIds = rows.map((row) => row.id);
    });
    const unique = (name: string) => `${name}.${app().kind}@example.com`;
    // Every test posts from one address; the per-address limit (20 an hour) has its own test.
    beforeEach(async () => {
      await app().services.db.execute(sql`delete from rate_limits where key like 'review:%'`);
    });

    /** A paid order for `email` of `lines`, marked delivered by the owner; resolves with its review links. */
    async function delivered(email: string, lines: number[], customerName = "Meera Iyer") {
      const order = await insertOrder(app().services.db, {
        lines: lines.map((productId) => ({ productId, quantity: 1 })),
        paymentStatus: "paid",
        customerEmail: email,
        customerName,
      });
      await admin.json(admin.patch(`/orders/${order.id}`, { status: "delivered" }));
      const mail = await onlyMailTo(email);
      return { order, mail, tokens: reviewTokens(mail) };
    }
    const review = (token: string, body: Record<string, unknown> = good) =>
      app().postJson("/api/reviews", { token, ...body });
    const productJson = async (id: number) => (await (await app().api(`/api/products/${id}`)).json()) as any;

    it("mails a link per coffee once the order is delivered, and only once", async () => {
      const email = unique("meera");
      const { order, mail, tokens } = await delivered(email, [productIds[0]!, productIds[1]!]);
      expect(mail.parsed.subject).toBe(`How is your coffee? Order ${order.orderNumber} — Bean & Bhūmi`);
      expect(tokens).toHaveLength(2);
      expect(mail.parsed.text).toContain(`${SITE}/review?token=`);
      // Delivered again (after a detour) sends nothing more.
      await admin.json(admin.patch(`/orders/${order.id}`, { status: "shipped" }));
      await admin.json(admin.patch(`/orders/${order.id}`, { status: "delivered" }));
      await app().services.jobs.runNow("mail-outbox");
      expect(mailTo(email)).toHaveLength(1);
    });

    it("takes one review per order line; a second, a forged or an undelivered line is refused", async () => {
      const email = unique("ravi");
      const { tokens } = await delivered(email, [productIds[2]!]);
      const first = await review(tokens[0]!);
      expect(first.status).toBe(201);
      const again = await review(tokens[0]!, { ...good, rating: 1 });
      expect(again.status).toBe(409);
      expect((await again.json()).message).toMatch(/already reviewed/);

      // A stranger guessing another line's number: the signature does not match.
      const [, expires, signature] = tokens[0]!.split(".");
      const forged = await review(`999999.${expires}.${signature}`);
      expect(forged.status).toBe(403);
      expect((await forged.json()).errors.token).toMatch(/not valid/);
      expect((await review("not-a-token")).status).toBe(403);

      // A line of an order not yet delivered cannot be reviewed, even with a correctly signed link.
      const pending = await insertOrder(app().services.db, {
        lines: [{ productId: productIds[2]!, quantity: 1 }],
        paymentStatus: "paid",
        customerEmail: unique("early"),
      });
      const [line] = await app().services.reviews.reviewableLines(unique("early"));
      expect(line).toBeUndefined();
      const [item] = await app().services.db.select().from(orderItems).where(eq(orderItems.orderId, pending.id));
      const early = await review(app().services.reviews.links.token(item!.id));
      expect(early.status).toBe(409);
      expect((await early.json()).message).toMatch(/not been delivered/);

      // An expired link.
      const old = app().services.reviews.links.token(item!.id, new Date(Date.now() - 91 * 86_400_000));
      expect((await review(old)).status).toBe(410);
    });

    it("names the field for stars outside 1–5, huge texts and missing parts", async () => {
      const { tokens } = await delivered(unique("bad-input"), [productIds[3]!]);
      const cases: [Record<string, unknown>, string][] = [
        [{ ...good, rating: 0 }, "rating"],
        [{ ...good, rating: 6 }, "rating"],
        [{ ...good, rating: 4.5 }, "rating"],
        [{ ...good, rating: "5" }, "rating"],
        [{ ...good, title: "" }, "title"],
        [{ ...good, title: "x".repeat(121) }, "title"],
        [{ ...good, body: "x".repeat(4001) }, "body"],
        [{ ...good, body: "short" }, "body"],
        [{ ...good, brewMethod: "x".repeat(41) }, "brewMethod"],
      ];
      for (const [body, field] of cases) {
        const res = await review(tokens[0]!, body);
        expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(Object.keys((await res.json()).errors)).toContain(field);
      }
      // Nothing half-written: the line can still be reviewed.
      expect((await review(tokens[0]!)).status).toBe(201);
    });

    it("shows approved reviews only, with the real average, sorted and filtered; HTML stays text", async () => {
      const productId = productIds[4]!;
      expect(await productJson(productId)).toMatchObject({ rating: null, reviewCount: 0 });
      const ratings = [5, 4, 2];
      const ids: number[] = [];
      for (const [i, rating] of ratings.entries()) {
        const { tokens } = await delivered(unique(`buyer${i}`), [productId], `Buyer${i} Kumar`);
        const res = await review(tokens[0]!, {
          rating,
          title: `<b>Cup ${i}</b>`,
          body: `<script>alert(${i})</script> tasted of cocoa`,
          brewMethod: "south-indian-filter",
        });
        ids.push((await res.json()).id);
      }
      const rejected = await delivered(unique("troll"), [productId]);
      const trollId = (await (await review(rejected.tokens[0]!, { ...good, rating: 1 })).json()).id;

      // Pending reviews show nowhere yet.
      const before = await (await app().api(`/api/products/${productId}/reviews`)).json();
      expect(before).toMatchObject({ total: 0, reviews: [], summary: { count: 0, average: null } });

      const queue = await admin.json(admin.get("/reviews"));
      expect(queue.pending).toBeGreaterThanOrEqual(4);
      expect(queue.reviews[0].status).toBe("pending");
      for (const id of ids) await admin.json(admin.patch(`/reviews/${id}`, { status: "approved" }));
      const reply = await admin.json(
        admin.patch(`/reviews/${ids[2]}`, { reply: "Sorry it was flat — try a finer grind." }),
      );
      expect(reply).toMatchObject({ status: "approved", reply: "Sorry it was flat — try a finer grind." });
      await admin.json(admin.patch(`/reviews/${trollId}`, { status: "rejected" }));
      expect((await admin.patch(`/reviews/${trollId}`, { status: "maybe" })).status).toBe(400);
      expect((await admin.patch(`/reviews/99999999`, { status: "approved" })).status).toBe(404);

      const page = await (await app().api(`/api/products/${productId}/reviews?sort=highest`)).json();
      expect(page.total).toBe(3);
      expect(page.summary).toMatchObject({ count: 3, average: 3.7, byStar: { 5: 1, 4: 1, 2: 1, 1: 0 } });
      expect(page.reviews.map((r: { rating: number }) => r.rating)).toEqual([5, 4, 2]);
      expect(page.reviews[0]).toMatchObject({ title: "<b>Cup 0</b>", author: "Buyer0 K." });
      expect(JSON.stringify(page)).not.toContain("@example.com");
      const lowest = await (await app().api(`/api/products/${productId}/reviews?sort=lowest`)).json();
      expect(lowest.reviews.map((r: { rating: number }) => r.rating)).toEqual([2, 4, 5]);
      expect(lowest.reviews[0].reply).toBe("Sorry it was flat — try a finer grind.");
      const fours = await (await app().api(`/api/products/${productId}/reviews?stars=4`)).json();
      expect(fours).toMatchObject({ total: 1, reviews: [{ rating: 4 }] });
      const second = await (await app().api(`/api/products/${productId}/reviews?limit=1&offset=1`)).json();
      expect(second.reviews).toHaveLength(1);
      expect(second.reviews[0].id).toBe(ids[1]);
      for (const bad of ["stars=6", "sort=random", "offset=-1", "limit=500"])
        expect((await app().api(`/api/products/${productId}/reviews?${bad}`)).status).toBe(400);

      // The product (cards, JSON-LD) carries the real figures; the rejected one-star is not counted.
      expect(await productJson(productId)).toMatchObject({ rating: 3.7, reviewCount: 3 });
      await admin.json(admin.patch(`/reviews/${ids[0]}`, { status: "rejected" }));
      expect(await productJson(productId)).toMatchObject({ rating: 3, reviewCount: 2 });
    });

    it("lists a verified address's lines still waiting for a review, with their links", async () => {
      const email = unique("account");
      await delivered(email, [productIds[5]!, productIds[6]!]);
      const lines = await app().services.reviews.reviewableLines(email.toUpperCase());
      expect(lines).toHaveLength(2);
      // The account page shows the same lines with links to the same form (decision 130). A token carries its
      // expiry in seconds, so two links signed a moment apart may differ there: compare the line each names,
      // and send the account page's link.
      const overview = await app().services.accounts.overview(0, email);
      const lineOf = (reviewUrl: string) => {
        const url = new URL(reviewUrl);
        return `${url.origin}${url.pathname} line ${url.searchParams.get("token")!.split(".")[0]}`;
      };
      expect(overview.toReview.map((line) => lineOf(line.reviewUrl))).toEqual(
        lines.map((line) => lineOf(line.reviewUrl)),
      );
      const res = await review(new URL(overview.toReview[0]!.reviewUrl).searchParams.get("token")!);
      expect(res.status).toBe(201);
      expect(await app().services.reviews.reviewableLines(email)).toHaveLength(1);
      expect(await app().services.reviews.reviewableLines(unique("nobody"))).toEqual([]);
    });

    it("limits how many reviews one address may post in an hour", async () => {
      const answers: number[] = [];
      for (let i = 0; i < 21; i++) answers.push((await review("not-a-token")).status);
      expect(answers.slice(0, 20).every((status) => status === 403)).toBe(true);
      expect(answers[20]).toBe(429);
    });
  },
  () => ({ SMTP_URL: smtp.url, SITE_URL: SITE }),
);
