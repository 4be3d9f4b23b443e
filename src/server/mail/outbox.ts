/**
 * The mail outbox: every e-mail the shop sends is first a row in `mail_outbox`, written in the same
 * transaction as what it tells about (an order, a sign-up), so it can never be lost. A sender claims
 * due rows with `FOR UPDATE SKIP LOCKED` (several processes never send one mail twice) and retries
 * failures with growing pauses. Without SMTP the rows wait, visible in the admin.
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { mailOutbox } from "../db/schema";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` on marketing mail. */
  headers?: Record<string, string>;
  /** What kind of mail this is (`order-confirmation`, `newsletter-welcome`…), for the admin. */
  template?: string;
};

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Pauses before the 1st, 2nd… retry; after the last the mail is marked failed (still kept, and retryable by the admin). */
export const RETRY_DELAYS_MS = [
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  6 * 3_600_000,
  12 * 3_600_000,
  24 * 3_600_000,
];
const CLAIM_MS = 2 * 60_000;

export async function enqueueMail(db: Executor, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      headers: mail.headers ?? null,
      template: mail.template ?? null,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/** Claims up to `limit` due mails for this sender for a couple of minutes; nobody else sends them meanwhile. */
export async function claimDueMail(db: Executor, limit = 20): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, "pending"),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
        or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      lockedUntil: sql`now() + make_interval(secs => ${CLAIM_MS / 1000})`,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export async function markMailSent(db: Executor, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** Schedules the next try after a failure, or marks the mail failed once the retries are spent. */
export async function markMailFailed(
  db: Executor,
  row: Pick<OutboxRow, "id" | "attempts">,
  error: string,
): Promise<void> {
  const delay = RETRY_DELAYS_MS[row.attempts - 1];
  await db
    .update(mailOutbox)
    .set(
      delay === undefined
        ? { status: "failed", lastError: error.slice(0, 1000), lockedUntil: null }
        : {
            lastError: error.slice(0, 1000),
            lockedUntil: null,
            nextAttemptAt: sql`now() + make_interval(secs => ${delay / 1000})`,
          },
    )
    .where(eq(mailOutbox.id, row.id));
}

/** Puts a failed (or waiting) mail back in the queue to be sent at once — the admin's "retry". */
export async function retryMail(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: "pending", nextAttemptAt: sql`now()`, lockedUntil: null, attempts: 0 })
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ["pending", "failed"])))
    .returning({ id: mailOutbox.id });
  return rows.length === 1;
}
