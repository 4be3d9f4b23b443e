/** The mail outbox: what was sent, what waits (no SMTP configured) or failed, and a retry. */
import { desc, eq } from "drizzle-orm";
import type { Router } from "express";
import { z } from "zod";
import type { AdminMail, AdminOutbox } from "@domain/admin/types";
import { mailOutbox } from "../../db/schema";
import { notFound, parseInput } from "../../http/errors";
import { retryMail } from "../../mail/outbox";
import type { Services } from "../../services";
import { recordAudit } from "./audit";
import { actorOf } from "./auth/guard";
import { conflict, idParam } from "./http";

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

const OutboxQuery = z.object({
  status: z.preprocess(
    (v) => (v === "" || v === "all" ? undefined : v),
    z.enum(["pending", "sent", "failed"], { error: "Unknown status" }).optional(),
  ),
});

export function registerOutboxRoutes(router: Router, { db, mail }: Services): void {
  router.get("/outbox", async (req, res) => {
    const { status } = parseInput(OutboxQuery, req.query);
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(status ? eq(mailOutbox.status, status) : undefined)
      .orderBy(desc(mailOutbox.id))
      .limit(200);
    const answer: AdminOutbox = { sending: mail.sending, mails: rows.map(toMail) };
    res.json(answer);
  });

  router.post("/outbox/:id/retry", async (req, res) => {
    const id = idParam(req, "id", "Mail not found");
    const row = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)).for("update");
      if (!current) throw notFound("Mail not found");
      if (!(await retryMail(tx, id))) throw conflict("This mail has already been sent");
      const [after] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      await recordAudit(tx, actorOf(res), {
        action: "retry",
        entityType: "mail",
        entityId: id,
        before: { status: current.status, attempts: current.attempts },
        after: { status: after!.status, attempts: after!.attempts },
      });
      return after!;
    });
    mail.kick();
    res.json(toMail(row));
  });
}
