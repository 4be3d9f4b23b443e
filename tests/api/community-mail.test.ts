/**
 * The mail visitors expect, delivered through a real SMTP server on loopback: welcomes for sign-ups
 * (once, however often the visitor signs up), acknowledgements for stories and messages, the message
 * itself for the shop, and a one-click unsubscribe that works from the mail's own headers.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { contactMessages, newsletterSubscribers, storySubmissions } from "../../src/server/db/schema";
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
/** Every queued mail has been handed to SMTP (nothing left waiting in the outbox). */
async function drained(app: TestApp) {
  await app.services.jobs.runNow("mail-outbox");
}

eachDatabase(
  "Community mail",
  (app) => {
    const unique = (name: string) => `${name}.${app().kind}@example.com`;

    it("welcomes a new newsletter subscriber once, with one-click unsubscribe headers", async () => {
      const email = unique("leela");
      expect((await app().postJson("/api/newsletter/subscribe", { email })).status).toBe(201);
      expect((await app().postJson("/api/newsletter/subscribe", { email: email.toUpperCase(), favoriteMode: "soulful-slow" })).status).toBe(200);
      const mail = await onlyMailTo(email);
      await drained(app());
      expect(mailTo(email)).toHaveLength(1);
      expect(mail.parsed.subject).toBe("Welcome to Bean & Bhūmi");
      expect(mail.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
      const oneClick = /^<(https:\/\/kaapi\.example\/api\/newsletter\/unsubscribe\?token=[^>]+)>$/.exec(mail.header("List-Unsubscribe") ?? "");
      expect(oneClick).not.toBeNull();
      expect(mail.parsed.text).toContain(`Unsubscribe: ${SITE}/unsubscribe?token=`);
    });

    it("unsubscribes with the mail's one-click POST, then signs up again with a fresh welcome", async () => {
      const email = unique("tara");
      await app().postJson("/api/newsletter/subscribe", { email });
      const mail = await onlyMailTo(email);
      const oneClick = /^<(.+)>$/.exec(mail.header("List-Unsubscribe")!)![1]!;
      const local = oneClick.replace(SITE, app().baseUrl);
      // What a mail client sends (RFC 8058): a form POST with List-Unsubscribe=One-Click.
      const post = () => app().api(local.slice(app().baseUrl.length), { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
      expect((await post()).status).toBe(200);
      expect((await post()).status).toBe(200);
      const [row] = await app().services.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
      expect(row!.unsubscribedAt).toBeInstanceOf(Date);
      const status = await (await app().api(local.slice(app().baseUrl.length))).json();
      expect(status).toEqual({ email, subscribed: false });

      expect((await app().postJson("/api/newsletter/subscribe", { email })).status).toBe(200);
      await expect.poll(() => mailTo(email).length).toBe(2);
      const [again] = await app().services.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
      expect(again!.unsubscribedAt).toBeNull();
    });

    it("refuses a forged or tampered unsubscribe token and unsubscribes nobody", async () => {
      const email = unique("forged");
      await app().postJson("/api/newsletter/subscribe", { email });
      const mail = await onlyMailTo(email);
      const token = new URL(/^<(.+)>$/.exec(mail.header("List-Unsubscribe")!)![1]!).searchParams.get("token")!;
      const other = `${Buffer.from(unique("victim")).toString("base64url")}.${token.split(".")[1]}`;
      for (const bad of [other, `${token}x`, "", "abc.def.ghi"]) {
        const res = await app().postJson(`/api/newsletter/unsubscribe?token=${encodeURIComponent(bad)}`, {});
        expect(res.status).toBe(400);
        expect((await res.json()).errors.token).toMatch(/Invalid or missing/);
      }
      const [row] = await app().services.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
      expect(row!.unsubscribedAt).toBeNull();
    });

    it("welcomes a new coffee subscription with its plan, and not again when it is changed", async () => {
      const email = unique("nila");
      const body = { email, primaryMood: "cozy-nostalgic", frequency: "monthly", plan: "bhumi-devotee" };
      expect((await app().postJson("/api/subscriptions", body)).status).toBe(201);
      expect((await app().postJson("/api/subscriptions", { ...body, frequency: "biweekly" })).status).toBe(200);
      const mail = await onlyMailTo(email);
      await drained(app());
      expect(mailTo(email)).toHaveLength(1);
      expect(mail.parsed.subject).toBe("Your Bean & Bhūmi subscription has started");
      expect(mail.parsed.text).toMatch(/Plan\s+Bhūmi Devotee — ₹2,299 \/ month \(4 bags\)/);
      expect(mail.parsed.text).toMatch(/Mood\s+Cozy & Nostalgic/);
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
      expect(row).toMatchObject({ status: "pending", category: "culture", images: ["https://example.com/a.jpg", "https://example.com/b.jpg"] });
      const mail = await onlyMailTo(email);
      expect(mail.parsed.subject).toBe("We received your coffee story");
      expect(mail.parsed.text).toContain("review takes 3-5 business days");
      expect(mail.parsed.html).toContain("Meenakshi &amp; Co");
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
      const message = { name: "Karthik", email, subject: "Wholesale", message: "We run a café in Salem and would like to stock your beans." };
      expect((await app().postJson("/api/contact", message)).status).toBe(201);
      expect((await app().postJson("/api/contact", message)).status).toBe(200);
      const rows = await app().services.db.select().from(contactMessages).where(eq(contactMessages.email, email));
      expect(rows).toHaveLength(1);
      const ack = await onlyMailTo(email);
      expect(ack.parsed.subject).toBe("We received your message");
      await expect.poll(() => smtp.received.filter((m) => m.to.includes("hello@beanandbhumi.in") && m.parsed.text?.includes(email)).length).toBe(1);
      const forShop = smtp.received.find((m) => m.to.includes("hello@beanandbhumi.in") && m.parsed.text?.includes(email))!;
      expect(forShop.parsed.subject).toBe("Contact form: Wholesale");
      expect(forShop.header("Reply-To")).toBe(email);
      expect(forShop.parsed.text).toContain("We run a café in Salem and would like to stock your beans.");
    });
  },
  () => ({ SMTP_URL: smtp.url, SITE_URL: SITE }),
);
