/**
 * Issue 14, finding 6: the shop's mail must not be a relay. A form's acknowledgement quotes nothing
 * the visitor typed, one address gets at most 5 form mails a day however many are sent, and no link
 * in a mail follows the request's Host header (SITE_URL unset here: links use the announced address).
 */
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { contactMessages, mailOutbox } from "../../src/server/db/schema";
import { FORM_MAIL_PER_RECIPIENT } from "../../src/server/mail/recipient-limit";
import { rawRequest } from "../support/raw-http";
import { eachDatabase, type TestApp } from "../support/test-app";

const mailsTo = (app: TestApp, email: string) =>
  app.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

function post(app: TestApp, path: string, body: unknown, headers: Record<string, string> = {}) {
  return rawRequest(app.baseUrl, path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

eachDatabase(
  "The shop's mail is not a relay",
  (app) => {
    it("stores every message but mails one address at most 5 acknowledgements a day, quoting none of them", async () => {
      const victim = `victim.${app().kind}@example.com`;
      const pitch = "URGENT: your refund is waiting at https://refund-bean-and-bhumi.example/claim";
      for (let i = 0; i < 12; i++) {
        const res = await post(
          app(),
          "/api/contact",
          { name: `Refund desk ${i}`, email: victim, subject: "Your refund", message: `${pitch} (${i})` },
          { "X-Forwarded-For": `198.51.100.${i + 1}` },
        );
        expect(res.status).toBe(201);
      }
      expect(await app().services.db.$count(contactMessages, eq(contactMessages.email, victim))).toBe(12);
      const acks = await mailsTo(app(), victim);
      expect(acks).toHaveLength(FORM_MAIL_PER_RECIPIENT.limit);
      for (const ack of acks) {
        expect(ack.template).toBe("contact-acknowledgement");
        expect(`${ack.subject}${ack.text}${ack.html}`).not.toMatch(/refund|Refund desk|URGENT/i);
      }
      // The shop still gets every message.
      const forShop = await app()
        .services.db.select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.template, "contact-message")));
      expect(forShop.filter((m) => m.text.includes(victim))).toHaveLength(12);
    });

    it("counts every form together: sign-ups and stories to a flooded address send nothing more, answering as always", async () => {
      const victim = `flooded.${app().kind}@example.com`;
      for (let i = 0; i < FORM_MAIL_PER_RECIPIENT.limit; i++)
        expect((await post(app(), "/api/newsletter/subscribe", { email: victim })).status).toBe(202);
      const newsletter = await post(app(), "/api/newsletter/subscribe", { email: victim });
      const story = await post(app(), "/api/stories", {
        name: "Asha",
        email: victim,
        storyTitle: "Rain on the estate",
        story: "It rained for forty days.",
      });
      const subscription = await post(app(), "/api/subscriptions", {
        email: victim,
        primaryMood: "surprise",
        frequency: "monthly",
      });
      expect([newsletter.status, story.status, subscription.status]).toEqual([202, 201, 202]);
      expect(await mailsTo(app(), victim)).toHaveLength(FORM_MAIL_PER_RECIPIENT.limit);
    });

    it("never takes a link in a mail from the request's Host header", async () => {
      const email = `hosted.${app().kind}@example.com`;
      const forged = { Host: "bean-and-bhumi-refunds.example", "X-Forwarded-Host": "evil.example" };
      expect((await post(app(), "/api/newsletter/subscribe", { email }, forged)).status).toBe(202);
      expect(
        (await post(app(), "/api/contact", { name: "A", email, message: "Hello there, friends" }, forged)).status,
      ).toBe(201);
      const mails = await mailsTo(app(), email);
      expect(mails).toHaveLength(2);
      const origin = app().services.config.publicOrigin;
      expect(origin).toBe("http://localhost:3000");
      for (const mail of mails) {
        expect(mail.html).not.toMatch(/refunds\.example|evil\.example/);
        const links = [...(mail.html ?? "").matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
        expect(links.length).toBeGreaterThan(0);
        for (const link of links) expect(link.startsWith(`${origin}/`) || link === origin).toBe(true);
      }
    });
  },
  { TRUST_PROXY: "1" },
);
