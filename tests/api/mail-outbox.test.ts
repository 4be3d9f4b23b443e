import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { mailOutbox } from "../../src/server/db/schema";
import { createMailTransport, deliverDueMail } from "../../src/server/mail/mailer";
import { claimDueMail, enqueueMail, retryMail } from "../../src/server/mail/outbox";
import { startSmtp, type TestSmtp } from "../support/smtp";
import { eachDatabase } from "../support/test-app";

const silent = pino({ level: "silent" });
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.close());

eachDatabase("Mail outbox", (app) => {
  it("sends queued mail through SMTP with its headers, once", async () => {
    const db = app().services.db;
    const before = smtp.received.length;
    const id = await enqueueMail(db, {
      to: "asha@example.com",
      subject: "Welcome to Bean & Bhūmi",
      text: "Thank you for joining.",
      html: "<p>Thank you for joining.</p>",
      headers: {
        "List-Unsubscribe": "<https://example.com/u/1>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
      template: "newsletter-welcome",
    });
    const transport = createMailTransport({ SMTP_URL: smtp.url })!;
    expect(await deliverDueMail(db, transport, '"Bean & Bhūmi" <hello@beanandbhumi.in>', silent)).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(await deliverDueMail(db, transport, "hello@beanandbhumi.in", silent)).toEqual({ sent: 0, failed: 0 });
    transport.close();
    const mail = smtp.received.slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toEqual(["asha@example.com"]);
    expect(mail[0]!.parsed.subject).toBe("Welcome to Bean & Bhūmi");
    expect(mail[0]!.parsed.text?.trim()).toBe("Thank you for joining.");
    expect(mail[0]!.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(mail[0]!.header("List-Unsubscribe")).toBe("<https://example.com/u/1>");
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("keeps a mail the server refuses and retries it later instead of losing it", async () => {
    const db = app().services.db;
    const id = await enqueueMail(db, { to: "ravi@example.com", subject: "Your order", text: "Order BB-2026-000001" });
    const transport = createMailTransport({ SMTP_URL: smtp.url })!;
    smtp.failNext(1);
    expect(await deliverDueMail(db, transport, "hello@beanandbhumi.in", silent)).toEqual({ sent: 0, failed: 1 });
    let [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.lastError).toMatch(/451|busy/i);
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    // Not due yet: nothing is sent on the next pass.
    expect(await deliverDueMail(db, transport, "hello@beanandbhumi.in", silent)).toEqual({ sent: 0, failed: 0 });
    await db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.id, id));
    expect(await deliverDueMail(db, transport, "hello@beanandbhumi.in", silent)).toEqual({ sent: 1, failed: 0 });
    [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
    transport.close();
  });

  it("marks a mail failed once its retries are spent, and the admin can queue it again", async () => {
    const db = app().services.db;
    const id = await enqueueMail(db, { to: "nobody@example.com", subject: "Hello", text: "Hi" });
    await db.update(mailOutbox).set({ attempts: 7 }).where(eq(mailOutbox.id, id));
    const transport = createMailTransport({ SMTP_URL: smtp.url })!;
    smtp.failNext(1);
    await deliverDueMail(db, transport, "hello@beanandbhumi.in", silent);
    let [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: "failed", attempts: 8 });
    expect(await retryMail(db, id)).toBe(true);
    await deliverDueMail(db, transport, "hello@beanandbhumi.in", silent);
    [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row!.status).toBe("sent");
    transport.close();
  });

  it("never hands one mail to two senders", async () => {
    const db = app().services.db;
    await enqueueMail(db, { to: "a@example.com", subject: "1", text: "1" });
    await enqueueMail(db, { to: "b@example.com", subject: "2", text: "2" });
    const [first, second] = await Promise.all([claimDueMail(db), claimDueMail(db)]);
    const ids = [...first!, ...second!].map((row) => row.id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  it("leaves mail waiting in the outbox when no SMTP server is configured", () => {
    expect(createMailTransport({ SMTP_URL: undefined })).toBeNull();
    expect(app().services.mail.sending).toBe(false);
  });
});
