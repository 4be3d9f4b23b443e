/** The mail outbox: what was sent, what waits (no SMTP configured) or failed, and a retry. */
import type { Router } from "express";
import { z } from "zod";
import type { AdminMail, AdminOutbox } from "@domain/admin/types";
import { parseInput } from "../../http/errors";
import type { Services } from "../../services";
import { savedRecord } from "./audited-write";
import { actorOf } from "./auth/guard";
import { idParam } from "./http";
import { findMail, listMails, queueAgain } from "./outbox.repo";

const OutboxQuery = z.object({
  status: z.preprocess(
    (v) => (v === "" || v === "all" ? undefined : v),
    z.enum(["pending", "sent", "failed"], { error: "Unknown status" }).optional(),
  ),
});

/** The log keeps what a retry changes. */
const delivery = (mail: AdminMail) => ({ status: mail.status, attempts: mail.attempts });

export function registerOutboxRoutes(router: Router, { db, mail }: Services): void {
  router.get("/outbox", async (req, res) => {
    const { status } = parseInput(OutboxQuery, req.query);
    const answer: AdminOutbox = { sending: mail.sending, mails: await listMails(db, status) };
    res.json(answer);
  });

  router.post("/outbox/:id/retry", async (req, res) => {
    const id = idParam(req, "id", "Mail not found");
    const retried = await savedRecord(db, actorOf(res), {
      entity: "mail",
      load: findMail,
      missing: "Mail not found",
      id,
      action: "retry",
      write: (tx) => queueAgain(tx, id),
      logged: { before: delivery, after: delivery },
    });
    mail.kick();
    res.json(retried);
  });
}
