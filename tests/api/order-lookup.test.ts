/**
 * Issue 14, finding 4: a guest order lookup needs something only the buyer has — the token in the
 * order mail's link, or a one-time code mailed to the order's address. The order number (sequential)
 * and an e-mail (known to many) alone show nothing personal, and answer the same whether they match.
 */
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { mailOutbox, rateLimits } from "../../src/server/db/schema";
import { placeOrder, productBySlug } from "../support/checkout";
import { eachDatabase, type TestApp } from "../support/test-app";

const codeMails = (app: TestApp, email: string) =>
  app.services.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, "order-lookup-code")));
const codeIn = (mail: { text: string }) => /Your code: (\d{6})/.exec(mail.text);

eachDatabase("Finding an order without its browser", (app) => {
  const lookup = (orderNumber: string, email: string) => app().postJson("/api/orders/lookup", { orderNumber, email });
  const verify = (orderNumber: string, email: string, code: string) =>
    app().postJson("/api/orders/lookup/verify", { orderNumber, email, code });

  async function meerasOrder() {
    const forest = await productBySlug(app(), "forest-pour-medium-roast-coffee");
    return placeOrder(app(), forest.id, 1, {
      customerEmail: `Meera.${Math.random().toString(36).slice(2, 8)}@Example.com`,
    });
  }

  it("shows nothing for a number and an e-mail alone: one answer whether they match or not, a code only to the order's address", async () => {
    await app().services.db.delete(rateLimits);
    const { order } = await meerasOrder();
    const answers = [];
    for (const [number, email] of [
      [order.orderNumber.toLowerCase(), order.customerEmail.toUpperCase()],
      [order.orderNumber, "someone@example.com"],
      ["BB-2026-999999", order.customerEmail],
    ] as const) {
      const res = await lookup(number, email);
      answers.push({ status: res.status, body: await res.text() });
    }
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[0]!.body).not.toMatch(/Asha|MG Road|560001|\+91|asha/);
    const mails = await codeMails(app(), order.customerEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).not.toMatch(/MG Road|Asha Rao/);
    expect(await codeMails(app(), "someone@example.com")).toHaveLength(0);
  });

  it("opens the order with the mailed code, once, and hands back a token that reads it again", async () => {
    await app().services.db.delete(rateLimits);
    const { order } = await meerasOrder();
    await lookup(order.orderNumber, order.customerEmail);
    const code = codeIn((await codeMails(app(), order.customerEmail))[0]!)![1]!;
    const wrong = await verify(order.orderNumber, order.customerEmail, code === "000000" ? "000001" : "000000");
    expect(wrong.status).toBe(404);
    expect((await wrong.json()).errors.code).toMatch(/not right, or it has expired/);
    // The right code from someone who has the number but not the address opens nothing.
    expect((await verify(order.orderNumber, "someone@example.com", code)).status).toBe(404);

    const opened = await verify(order.orderNumber, order.customerEmail, ` ${code.slice(0, 3)} ${code.slice(3)} `);
    expect(opened.status).toBe(200);
    const body = await opened.json();
    expect(body.order).toMatchObject({ orderNumber: order.orderNumber, customerName: "Asha Rao" });
    const again = await app().api(`/api/orders/${order.orderNumber}`, {
      headers: { "X-Order-Token": body.accessToken },
    });
    expect(again.status).toBe(200);
    expect((await verify(order.orderNumber, order.customerEmail, code)).status).toBe(404);
  });

  it("ends a code after 5 wrong guesses, even before the right one", async () => {
    await app().services.db.delete(rateLimits);
    const { order } = await meerasOrder();
    await lookup(order.orderNumber, order.customerEmail);
    const code = codeIn((await codeMails(app(), order.customerEmail))[0]!)![1]!;
    const other = (n: number) => String((Number(code) + n) % 1_000_000).padStart(6, "0");
    for (let i = 1; i <= 5; i++)
      expect((await verify(order.orderNumber, order.customerEmail, other(i))).status).toBe(404);
    expect((await verify(order.orderNumber, order.customerEmail, code)).status).toBe(404);
  });

  it("reads an order with its mail link's token, and that token reads no other order", async () => {
    const first = await meerasOrder();
    const second = await meerasOrder();
    const token = app().services.orders.linkToken(first.order.orderNumber);
    const read = (number: string) => app().api(`/api/orders/${number}`, { headers: { "X-Order-Token": token } });
    expect((await read(first.order.orderNumber)).status).toBe(200);
    expect((await read(second.order.orderNumber)).status).toBe(404);
    expect((await app().api(`/api/orders/${first.order.orderNumber}`)).status).toBe(401);
  });

  it("refuses bad input with 400 naming the fields, and limits attempts per address", async () => {
    await app().services.db.delete(rateLimits);
    const bad = await app().postJson("/api/orders/lookup", { orderNumber: "123", email: 5 });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).errors).sort()).toEqual(["email", "orderNumber"]);
    const badCode = await verify("BB-2026-000001", "x@example.com", "12ab");
    expect(badCode.status).toBe(400);
    expect((await badCode.json()).errors.code).toBe("Please enter the 6-digit code from the e-mail");
    let last = 0;
    for (let i = 0; i < 10; i++) last = (await lookup("BB-2026-999999", "x@example.com")).status;
    expect(last).toBe(429);
  });
});
