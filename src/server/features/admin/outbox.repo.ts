/** The mail outbox as the admin sees it: what was sent, what waits or failed. */
import { desc, eq } from "drizzle-orm";
import type { AdminMail } from "@domain/admin/types";
import type { Executor } from "../../db/client";
import { mailOutbox } from "../../db/schema";
import { retryMail } from "../../mail/outbox";
import { conflict } from "./http";

const MAILS_SHOWN = 200;

const toMail = (row: typeof mailOutbox.$inferSelect): AdminMail => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  text: row.text,
  template: row.template,
  status: row.status as AdminMail["status"],
  attempts: row.attempts,
  lastError: row.lastError,
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function listMails(db: Executor, status?: AdminMail["status"]): Promise<AdminMail[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(status ? eq(mailOutbox.status, status) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(MAILS_SHOWN);
  return rows.map(toMail);
}

export async function findMail(db: Executor, id: number): Promise<AdminMail | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).for("update");
  return row && toMail(row);
}

/** Due again now; a mail already sent is not sent twice. */
export async function queueAgain(tx: Executor, id: number) {
  if (!(await retryMail(tx, id))) throw conflict("This mail has already been sent");
}
