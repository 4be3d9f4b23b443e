/**
 * Issue 18 item 2: accounts without passwords. A mailed 6-digit code signs in (10 minutes, 5 tries,
 * limited per address and per e-mail), the session is a hashed, revocable httpOnly cookie, writes
 * made with it refuse other sites, an account sees only its own e-mail's orders, and deleting it keeps
 * the invoices without the person.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  mailOutbox,
  orderItems,
  orders,
  productReviews,
  products,
  rateLimits,
  restockAlerts,
  shopperSessions,
  shopperSignInCodes,
} from "../../src/server/db/schema";
import { refreshProductRating } from "../../src/server/features/reviews/reviews.repo";
import { browser, latestCode, newEmail, signedIn as signInAs } from "../support/accounts";
import { placeOrder, productBySlug } from "../support/checkout";
import { eachDatabase, startTestApp } from "../support/test-app";

const otherCode = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, "0");

eachDatabase("Accounts without passwords", (app) => {
  const signedIn = (email?: string) => signInAs(app, email);

  it("signs in with the mailed code: an httpOnly SameSite=Lax cookie whose token is stored only hashed", async () => {
    await app().services.db.delete(rateLimits);
    const email = newEmail();
    const b = browser(app);
    const asked = await b.call("POST", "/api/account/code", { email: `  ${email.toUpperCase()} ` });
    expect(asked.status).toBe(202);
    expect((await asked.json()).message).toContain(email);
    const [stored] = await app()
      .services.db.select()
      .from(shopperSignInCodes)
      .where(eq(shopperSignInCodes.email, email));
    const code = await latestCode(app(), email);
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(10 * 60_000);

    expect((await b.call("GET", "/api/account")).status).toBe(401);
    const res = await b.call("POST", "/api/account/sign-in", { email, code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith("bb_session="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const token = b.jar.get("bb_session")!;
    const sessions = await app().services.db.select().from(shopperSessions);
    expect(sessions.some((row) => row.tokenHash.includes(token))).toBe(false);
    const account = await b.call("GET", "/api/account");
    expect(account.status).toBe(200);
    expect((await account.json()).email).toBe(email);
    // The code is spent.
    expect((await browser(app).call("POST", "/api/account/sign-in", { email, code })).status).toBe(400);
  });

  it("refuses wrong, expired and spent codes and a code for another e-mail with clear 4xx answers", async () => {
    await app().services.db.delete(rateLimits);
    const email = newEmail();
    const other = newEmail();
    const b = browser(app);
    const signIn = (to: string, code: string) => b.call("POST", "/api/account/sign-in", { email: to, code });

    const none = await signIn(email, "123456");
    expect(none.status).toBe(400);
    expect((await none.json()).message).toMatch(/expired or was already used/);

    await b.call("POST", "/api/account/code", { email });
    await b.call("POST", "/api/account/code", { email: other });
    const code = await latestCode(app(), email);
    const otherCodeMailed = await latestCode(app(), other);
    // Another address's code does not open this one.
    if (otherCodeMailed !== code) {
      const crossed = await signIn(email, otherCodeMailed);
      expect(crossed.status).toBe(400);
      expect((await crossed.json()).errors.code).toMatch(/not right/);
    }
    const malformed = await signIn(email, "12ab56");
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).errors.code).toBe("Please enter the 6-digit code from the e-mail");
    const badEmail = await b.call("POST", "/api/account/code", { email: "not-an-email" });
    expect(badEmail.status).toBe(400);
    expect((await badEmail.json()).errors.email).toBe("Please enter a valid email");

    // 5 wrong tries in all (one spent above if the codes differed) end the code, even for the right one after.
    const spentAt = await (async () => {
      for (let i = 2; i <= 6; i++) {
        const res = await signIn(email, otherCode(code, i));
        if (res.status === 429) return { res, i };
        expect(res.status).toBe(400);
      }
      throw new Error("the code never ran out of tries");
    })();
    expect((await spentAt.res.json()).message).toMatch(/Too many wrong tries/);
    const late = await signIn(email, code);
    expect(late.status).toBe(429);
    expect((await b.call("GET", "/api/account")).status).toBe(401);

    // Expired: a fresh code whose ten minutes are over.
    await b.call("POST", "/api/account/code", { email: other });
    const fresh = await latestCode(app(), other);
    await app()
      .services.db.update(shopperSignInCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(shopperSignInCodes.email, other));
    const expired = await signIn(other, fresh);
    expect(expired.status).toBe(400);
    expect((await expired.json()).message).toMatch(/expired/);
  });

  it("limits codes per e-mail and per client address, with 429 and Retry-After", async () => {
    await app().services.db.delete(rateLimits);
    const email = newEmail();
    const b = browser(app);
    for (let i = 0; i < 5; i++) expect((await b.call("POST", "/api/account/code", { email })).status).toBe(202);
    const sixth = await b.call("POST", "/api/account/code", { email });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await sixth.json()).message).toMatch(/Too many codes for this e-mail/);
    // Other addresses still get codes until this client has asked 10 times in 10 minutes.
    for (let i = 0; i < 4; i++)
      expect((await b.call("POST", "/api/account/code", { email: newEmail() })).status).toBe(202);
    const fromAddress = await b.call("POST", "/api/account/code", { email: newEmail() });
    expect(fromAddress.status).toBe(429);
    const mails = await app().services.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails).toHaveLength(5);
  });

  it("refuses a write from another site, even with the shopper's cookie", async () => {
    await app().services.db.delete(rateLimits);
    const { b } = await signedIn();
    const address = {
      customerName: "Kavya Iyer",
      customerPhone: "+91 98450 12345",
      street: "4th Cross, Malleshwaram",
      city: "Bengaluru",
      state: "Karnataka",
      pincode: "560003",
    };
    const evil = await b.call("POST", "/api/account/addresses", address, { Origin: "https://evil.example" });
    expect(evil.status).toBe(403);
    expect((await evil.json()).message).toBe("This request came from another site, so it was refused.");
    const fetchSite = await b.call("POST", "/api/account/sign-out-everywhere", undefined, {
      "Sec-Fetch-Site": "cross-site",
    });
    expect(fetchSite.status).toBe(403);
    const noOrigin = await app().api("/api/account/addresses", {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: `bb_session=${b.jar.get("bb_session")}` },
      body: JSON.stringify(address),
    });
    expect(noOrigin.status).toBe(403);
    const deleted = await b.call("DELETE", "/api/account", { confirmEmail: "x" }, { Origin: "null" });
    expect(deleted.status).toBe(403);
    expect((await (await b.call("GET", "/api/account")).json()).addresses).toEqual([]);
    // The same write from the shop itself works.
    expect((await b.call("POST", "/api/account/addresses", address, { "Sec-Fetch-Site": "same-origin" })).status).toBe(
      201,
    );
  });

  it("ends one session on sign-out and every session on sign-out-everywhere", async () => {
    await app().services.db.delete(rateLimits);
    const { b: phone, email } = await signedIn();
    const laptop = browser(app);
    await laptop.call("POST", "/api/account/code", { email });
    await laptop.call("POST", "/api/account/sign-in", { email, code: await latestCode(app(), email) });
    const tablet = browser(app);
    await tablet.call("POST", "/api/account/code", { email });
    await tablet.call("POST", "/api/account/sign-in", { email, code: await latestCode(app(), email) });
    const stolen = phone.jar.get("bb_session")!;

    expect((await tablet.call("POST", "/api/account/sign-out")).status).toBe(204);
    expect(tablet.jar.has("bb_session")).toBe(false);
    const replay = await app().api("/api/account", { headers: { Cookie: `bb_session=${stolen}` } });
    expect(replay.status).toBe(200);

    const everywhere = await laptop.call("POST", "/api/account/sign-out-everywhere");
    expect((await everywhere.json()).ended).toBe(2);
    expect((await phone.call("GET", "/api/account")).status).toBe(401);
    expect((await laptop.call("GET", "/api/account")).status).toBe(401);
    expect((await app().api("/api/account", { headers: { Cookie: `bb_session=${stolen}` } })).status).toBe(401);
    expect((await app().api("/api/account", { headers: { Cookie: "bb_session=made-up" } })).status).toBe(401);
  });

  it("shows every order placed with the verified e-mail, from any browser, and nobody else's", async () => {
    await app().services.db.delete(rateLimits);
    const forest = await productBySlug(app(), "forest-pour-medium-roast-coffee");
    const email = newEmail();
    const mine1 = await placeOrder(app(), forest.id, 1, { customerEmail: email.toUpperCase() });
    const mine2 = await placeOrder(app(), forest.id, 2, { customerEmail: email });
    const theirs = await placeOrder(app(), forest.id, 1, { customerEmail: newEmail(), customerName: "Ravi Menon" });

    const { b } = await signedIn(email);
    const body = await (await b.call("GET", "/api/account")).json();
    expect(body.orders.map((o: { order: { orderNumber: string } }) => o.order.orderNumber)).toEqual([
      mine2.order.orderNumber,
      mine1.order.orderNumber,
    ]);
    expect(JSON.stringify(body)).not.toContain(theirs.order.orderNumber);
    expect(JSON.stringify(body)).not.toContain("Ravi Menon");
    expect(body.orders[0].invoice.number).toBeTruthy();
    expect(body.products.find((p: { id: number }) => p.id === forest.id)).toMatchObject({ name: forest.name });
    // The link token opens the order page for that order only.
    const opened = await app().api(`/api/orders/${mine1.order.orderNumber}`, {
      headers: { "X-Order-Token": body.orders[1].linkToken },
    });
    expect(opened.status).toBe(200);

    // Addresses are the account's own: another account cannot remove them.
    const saved = await (
      await b.call("POST", "/api/account/addresses", {
        customerName: "Kavya Iyer",
        customerPhone: "+91 98450 12345",
        street: "4th Cross, Malleshwaram",
        city: "Bengaluru",
        state: "Karnataka",
        pincode: "560003",
      })
    ).json();
    expect(saved).toMatchObject({ isDefault: true, customerPhone: "+919845012345" });
    const { b: stranger } = await signedIn();
    expect((await stranger.call("DELETE", `/api/account/addresses/${saved.id}`)).status).toBe(404);
    expect((await stranger.call("DELETE", "/api/account/addresses/abc")).status).toBe(404);
    expect((await (await stranger.call("GET", "/api/account")).json()).addresses).toEqual([]);
    const bad = await b.call("POST", "/api/account/addresses", { customerName: "K", pincode: "12" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.pincode).toBeTruthy();
    expect((await b.call("DELETE", `/api/account/addresses/${saved.id}`)).status).toBe(204);
    expect((await (await b.call("GET", "/api/account/addresses")).json()).addresses).toEqual([]);

    // The newsletter choice.
    expect((await (await b.call("PUT", "/api/account/newsletter", { subscribed: true })).json()).newsletter).toBe(true);
    expect((await (await b.call("GET", "/api/account")).json()).newsletter).toBe(true);
    await b.call("PUT", "/api/account/newsletter", { subscribed: false });
    expect((await (await b.call("GET", "/api/account")).json()).newsletter).toBe(false);
    expect((await b.call("PUT", "/api/account/newsletter", { subscribed: "yes" })).status).toBe(400);
  });

  it("deletes the account and personal data, keeping the orders' invoices without the person", async () => {
    await app().services.db.delete(rateLimits);
    const forest = await productBySlug(app(), "forest-pour-medium-roast-coffee");
    const email = newEmail();
    const placed = await placeOrder(app(), forest.id, 1, { customerEmail: email });
    const { b } = await signedIn(email);
    await b.call("PUT", "/api/account/newsletter", { subscribed: true });
    // Her approved review of the coffee, and a back-in-stock request made with the address.
    const db = app().services.db;
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, placed.order.id));
    await db.insert(productReviews).values({
      productId: forest.id,
      orderItemId: item!.id,
      rating: 1,
      title: "Not for me",
      body: "Too bright for my morning filter.",
      author: "Asha K.",
      status: "approved",
    });
    await refreshProductRating(db, forest.id);
    await db.insert(restockAlerts).values({ productId: forest.id, email });
    const ratingOf = async () =>
      (await db.select({ count: products.reviewCount }).from(products).where(eq(products.id, forest.id)))[0]!.count;
    const withReview = await ratingOf();

    const wrong = await b.call("DELETE", "/api/account", { confirmEmail: "someone@example.com" });
    expect(wrong.status).toBe(400);
    expect((await b.call("GET", "/api/account")).status).toBe(200);

    const res = await b.call("DELETE", "/api/account", { confirmEmail: email.toUpperCase() });
    expect(res.status).toBe(200);
    expect((await res.json()).ordersKept).toBe(1);
    expect((await b.call("GET", "/api/account")).status).toBe(401);

    const [kept] = await app().services.db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(kept).toMatchObject({ customerName: "Deleted customer", customerEmail: "", customerPhone: null });
    expect(kept!.shippingAddress).toEqual({ street: "", city: "", pincode: "", state: "Karnataka" });
    expect(kept!.totalPaise).toBe(placed.order.totalPaise);
    expect(kept!.orderNumber).toBe(placed.order.orderNumber);
    const left = await app().services.db.execute(
      sql`select (select count(*) from mail_outbox where to_address = ${email})::int as mails,
                 (select count(*) from newsletter_subscribers where email = ${email})::int as news,
                 (select count(*) from shopper_accounts where email = ${email})::int as accounts,
                 (select count(*) from shopper_sign_in_codes where email = ${email})::int as codes`,
    );
    expect((left as unknown as { rows: unknown[] }).rows[0]).toEqual({ mails: 0, news: 0, accounts: 0, codes: 0 });
    expect(await db.select().from(productReviews).where(eq(productReviews.orderItemId, item!.id))).toEqual([]);
    expect(await db.select().from(restockAlerts).where(eq(restockAlerts.email, email))).toEqual([]);
    expect(await ratingOf()).toBe(withReview - 1);

    // Signing in again makes a fresh, empty account: the old orders no longer carry the address.
    const { b: again } = await signedIn(email);
    expect((await (await again.call("GET", "/api/account")).json()).orders).toEqual([]);
  });
});

describe("The session cookie behind an HTTPS proxy", () => {
  it("is Secure when a trusted proxy says the shop was reached over HTTPS, and not when anyone else says so", async () => {
    const proxied = await startTestApp("pglite", { TRUST_PROXY: "loopback" });
    try {
      const email = newEmail();
      const b = browser(() => proxied);
      await b
        .call(
          "POST",
          "/api/account/code",
          { email },
          { "X-Forwarded-Proto": "https", Origin: "https://beanandbhumi.in" },
        )
        .then((res) => expect(res.status).toBe(403));
      // Through the proxy the page's origin is https://<host>: that is what the browser sends.
      const host = new URL(proxied.baseUrl).host;
      const https = { "X-Forwarded-Proto": "https", Origin: `https://${host}` };
      expect((await b.call("POST", "/api/account/code", { email }, https)).status).toBe(202);
      const res = await b.call(
        "POST",
        "/api/account/sign-in",
        { email, code: await latestCode(proxied, email) },
        https,
      );
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie().find((line) => line.startsWith("bb_session="))).toMatch(/; Secure/);
    } finally {
      await proxied.close();
    }
  });
});
