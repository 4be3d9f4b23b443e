/**
 * The mail visitors expect, delivered through a real SMTP server on loopback: confirmation links for
 * sign-ups (decision 034) and welcomes once confirmed, acknowledgements for stories and messages that
 * quote nothing the visitor typed, the message itself for the shop, and a one-click unsubscribe that
 * works from the mail's own headers.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  coffeeSubscriptions,
  contactMessages,
  newsletterSubscribers,
  storySubmissions,
} from "../../src/server/db/schema";
import { startSmtp, type ReceivedMail, type TestSmtp } from "../support/smtp";
import { eachDatabase, type TestApp } from "../support/test-app";

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
/** The token of the confirmation link in a mail. */
const linkToken = (mail: ReceivedMail) => /\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.parsed.text ?? "")![1]!;
const confirm = (app: TestApp, token: string) => app.postJson("/api/sign-ups/confirm", { token });
async function subscriber(app: TestApp, email: string) {
  const [row] = await app.services.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return row;
}
const subscriptionsOf = (app: TestApp, email: string) =>
  app.services.db.select().from(coffeeSubscriptions).where(eq(coffeeSubscriptions.email, email));
/** Signs `email` up and confirms it; resolves with the welcome mail. */
async function subscribed(app: TestApp, email: string, favoriteMode?: string): Promise<ReceivedMail> {
  const before = mailTo(email).length;
  expect((await app.postJson("/api/newsletter/subscribe", { email, favoriteMode })).status).toBe(202);
  await expect.poll(() => mailTo(email).length).toBe(before + 1);
  expect((await confirm(app, linkToken(mailTo(email)[before]!))).status).toBe(200);
  await expect.poll(() => mailTo(email).length).toBe(before + 2);
  return mailTo(email)[before + 1]!;
}
/** Every queued mail has been handed to SMTP (nothing left waiting in the outbox). */
async function drained(app: TestApp) {
  await app.services.jobs.runNow("mail-outbox");
}

eachDatabase(
  "Community mail",
  (app) => {
    const unique = (name: string) => `${name}.${app().kind}@example.com`;

    it("asks a new newsletter subscriber to confirm first; the welcome, with one-click unsubscribe, follows the link", async () => {
      const email = unique("leela");
      const first = await app().postJson("/api/newsletter/subscribe", { email });
      const again = await app().postJson("/api/newsletter/subscribe", {
        email: email.toUpperCase(),
        favoriteMode: "soulful-slow",
      });
      expect([first.status, again.status]).toEqual([202, 202]);
      await expect.poll(() => mailTo(email).length).toBe(2);
      // Nothing is on the list until the mailbox says so.
      expect(await subscriber(app(), email)).toBeUndefined();
      const ask = mailTo(email)[1]!;
      expect(ask.parsed.subject).toBe("Please confirm your sign-up — Bean & Bhūmi");
      expect(ask.header("List-Unsubscribe")).toBeUndefined();
      expect((await confirm(app(), linkToken(ask))).status).toBe(200);
      const row = await subscriber(app(), email);
      expect(row).toMatchObject({ moods: ["soulful-slow"], unsubscribedAt: null });
      expect(row!.confirmedAt).toBeInstanceOf(Date);

      await expect.poll(() => mailTo(email).length).toBe(3);
      const welcome = mailTo(email)[2]!;
      expect(welcome.parsed.subject).toBe("Welcome to Bean & Bhūmi");
      expect(welcome.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
      const oneClick = /^<(https:\/\/kaapi\.example\/api\/newsletter\/unsubscribe\?token=[^>]+)>$/.exec(
        welcome.header("List-Unsubscribe") ?? "",
      );
      expect(oneClick).not.toBeNull();
      expect(welcome.parsed.text).toContain(`Unsubscribe: ${SITE}/unsubscribe?token=`);
      // A second click, or the older link, welcomes nobody again.
      expect((await confirm(app(), linkToken(ask))).status).toBe(200);
      expect((await confirm(app(), linkToken(mailTo(email)[0]!))).status).toBe(200);
      await drained(app());
      expect(mailTo(email)).toHaveLength(3);
    });

    it("unsubscribes with the mail's one-click POST; signing up again needs the mailbox again", async () => {
      const email = unique("tara");
      const mail = await subscribed(app(), email);
      const oneClick = /^<(.+)>$/.exec(mail.header("List-Unsubscribe")!)![1]!;
      const local = oneClick.replace(SITE, app().baseUrl);
      // What a mail client sends (RFC 8058): a form POST with List-Unsubscribe=One-Click.
      const post = () =>
        app().api(local.slice(app().baseUrl.length), {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        });
      expect((await post()).status).toBe(200);
      expect((await post()).status).toBe(200);
      expect((await subscriber(app(), email))!.unsubscribedAt).toBeInstanceOf(Date);
      const status = await (await app().api(local.slice(app().baseUrl.length))).json();
      expect(status).toEqual({ email, subscribed: false });

      expect((await app().postJson("/api/newsletter/subscribe", { email })).status).toBe(202);
      await expect.poll(() => mailTo(email).length).toBe(3);
      expect((await subscriber(app(), email))!.unsubscribedAt).toBeInstanceOf(Date);
      await confirm(app(), linkToken(mailTo(email)[2]!));
      expect((await subscriber(app(), email))!.unsubscribedAt).toBeNull();
      await expect.poll(() => mailTo(email).length).toBe(4);
      expect(mailTo(email)[3]!.parsed.subject).toBe("Welcome to Bean & Bhūmi");
    });

    it("refuses a forged or tampered unsubscribe token and unsubscribes nobody", async () => {
      const email = unique("forged");
      const mail = await subscribed(app(), email);
      const token = new URL(/^<(.+)>$/.exec(mail.header("List-Unsubscribe")!)![1]!).searchParams.get("token")!;
      const other = `${Buffer.from(unique("victim")).toString("base64url")}.${token.split(".")[1]}`;
      for (const bad of [other, `${token}x`, "", "abc.def.ghi"]) {
        const res = await app().postJson(`/api/newsletter/unsubscribe?token=${encodeURIComponent(bad)}`, {});
        expect(res.status).toBe(400);
        expect((await res.json()).errors.token).toMatch(/Invalid or missing/);
      }
      expect((await subscriber(app(), email))!.unsubscribedAt).toBeNull();
    });

    it("answers a newsletter sign-up the same for a new address and a subscriber, showing nothing stored", async () => {
      const member = unique("member");
      await subscribed(app(), member, "calm-reflective");
      const answers = [];
      for (const email of [unique("newcomer"), member]) {
        const res = await app().postJson("/api/newsletter/subscribe", { email, favoriteMode: "bold-adventurous" });
        answers.push({ status: res.status, body: JSON.stringify(await res.json()).replace(email, "<email>") });
      }
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[0]!.body).not.toContain("calm-reflective");
      expect((await subscriber(app(), member))!.moods).toEqual(["calm-reflective"]);
    });

    it("welcomes a new coffee subscription with its plan; a change to it waits for the mailbox's confirmation", async () => {
      const email = unique("nila");
      const body = { email, primaryMood: "cozy-nostalgic", frequency: "monthly", plan: "bhumi-devotee" };
      const started = await app().postJson("/api/subscriptions", body);
      const changed = await app().postJson("/api/subscriptions", { ...body, frequency: "biweekly", plan: "" });
      // The same answer either way, and neither tells what is stored.
      expect(started.status).toBe(202);
      expect(changed.status).toBe(202);
      const [a, b] = [await started.json(), await changed.json()];
      expect(b).toEqual(a);
      expect(JSON.stringify(a)).not.toMatch(/monthly|cozy|devotee/);

      await expect.poll(() => mailTo(email).length).toBe(2);
      const welcome = mailTo(email).find((m) => m.parsed.subject === "Your Bean & Bhūmi subscription has started")!;
      expect(welcome.parsed.text).toMatch(/Plan\s+Bhūmi Devotee — ₹2,299 \/ month \(4 bags\)/);
      expect(welcome.parsed.text).toMatch(/Mood\s+Cozy & Nostalgic/);
      const ask = mailTo(email).find(
        (m) => m.parsed.subject === "Confirm the change to your subscription — Bean & Bhūmi",
      )!;
      expect(ask.parsed.text).toMatch(/Delivery\s+Every 2 weeks/);
      expect(await subscriptionsOf(app(), email)).toEqual([
        expect.objectContaining({ frequency: "monthly", plan: "bhumi-devotee" }),
      ]);
      expect((await confirm(app(), linkToken(ask))).status).toBe(200);
      expect(await subscriptionsOf(app(), email)).toEqual([
        expect.objectContaining({ frequency: "biweekly", plan: "bhumi-devotee" }),
      ]);
    });

    it("stores a story and acknowledges it with the review window; what the visitor typed stays text", async () => {
      const email = unique("meenakshi");
      const res = await app().postJson("/api/stories", {
        name: "Meenakshi & Co",
        email,
        location: "Madurai",
        storyTitle: "Paati's brass filter",
        category: "culture",
        story: "Every morning my grandmother ground the beans by hand. ".repeat(20),
        coffeeExperience: "Thirty years of filter kaapi",
        brewingMethod: "South Indian filter",
        images: "https://example.com/a.jpg, https://example.com/b.jpg",
      });
      expect(res.status).toBe(201);
      const [row] = await app().services.db.select().from(storySubmissions).where(eq(storySubmissions.email, email));
      expect(row).toMatchObject({
        status: "pending",
        category: "culture",
        images: ["https://example.com/a.jpg", "https://example.com/b.jpg"],
      });
      const mail = await onlyMailTo(email);
      expect(mail.parsed.subject).toBe("We received your coffee story");
      expect(mail.parsed.text).toContain("review takes 3-5 business days");
      // The address is not proven to be the sender's: nothing they typed is quoted back to it.
      expect(mail.raw).not.toMatch(/Meenakshi|brass filter|grandmother/);
      expect(mail.header("List-Unsubscribe")).toBeUndefined();
    });

    it("keeps a story sent twice once", async () => {
      const email = unique("twice");
      const story = { name: "Ravi", email, storyTitle: "Rain on the estate", story: "It rained for forty days." };
      expect((await app().postJson("/api/stories", story)).status).toBe(201);
      expect((await app().postJson("/api/stories", story)).status).toBe(200);
      const rows = await app().services.db.select().from(storySubmissions).where(eq(storySubmissions.email, email));
      expect(rows).toHaveLength(1);
      await onlyMailTo(email);
    });

    it("stores a contact message, mails it to the shop with Reply-To, and acknowledges it", async () => {
      const email = unique("karthik");
      const message = {
        name: "Karthik",
        email,
        subject: "Wholesale",
        message: "We run a café in Salem and would like to stock your beans.",
      };
      expect((await app().postJson("/api/contact", message)).status).toBe(201);
      expect((await app().postJson("/api/contact", message)).status).toBe(200);
      const rows = await app().services.db.select().from(contactMessages).where(eq(contactMessages.email, email));
      expect(rows).toHaveLength(1);
      const ack = await onlyMailTo(email);
      expect(ack.parsed.subject).toBe("We received your message");
      expect(ack.raw).not.toMatch(/Karthik|Wholesale|Salem/);
      await expect
        .poll(
          () =>
            smtp.received.filter((m) => m.to.includes("hello@beanandbhumi.in") && m.parsed.text?.includes(email))
              .length,
        )
        .toBe(1);
      const forShop = smtp.received.find(
        (m) => m.to.includes("hello@beanandbhumi.in") && m.parsed.text?.includes(email),
      )!;
      expect(forShop.parsed.subject).toBe("Contact form: Wholesale");
      expect(forShop.header("Reply-To")).toBe(email);
      expect(forShop.parsed.text).toContain("We run a café in Salem and would like to stock your beans.");
    });
  },
  () => ({ SMTP_URL: smtp.url, SITE_URL: SITE }),
);
