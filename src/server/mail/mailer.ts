/**
 * Sends what waits in the outbox through SMTP (nodemailer) when SMTP_URL is set. A periodic job in
 * every process drains the outbox; `kick` after queuing a mail sends it within moments.
 */
import type { Transporter } from "nodemailer";
import type { Logger } from "pino";
import type { Config } from "../config";
import type { Executor } from "../db/client";
import type { Job } from "../jobs/jobs";
import { claimDueMail, markMailFailed, markMailSent, type OutboxRow } from "./outbox";

export const MAIL_JOB = "mail-outbox";
export const DEFAULT_MAIL_FROM = '"Bean & Bhūmi" <hello@beanandbhumi.in>';

export type MailTransport = {
  send(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    headers?: Record<string, string>;
  }): Promise<void>;
  close(): void;
};

/** A pooled SMTP transport for SMTP_URL (smtp:// or smtps://), or null when mail should wait in the outbox. */
export function createMailTransport(config: Pick<Config, "SMTP_URL">): MailTransport | null {
  const url = config.SMTP_URL;
  if (!url) return null;
  // nodemailer is loaded with the first mail, not at every start (a tenth of a second; decision 155).
  let transporter: Promise<Transporter> | undefined;
  const ready = () => (transporter ??= import("nodemailer").then(({ createTransport }) => createTransport(url)));
  return {
    async send(mail) {
      await (await ready()).sendMail(mail);
    },
    close: () => void transporter?.then((opened) => opened.close()),
  };
}

/** Sends every mail that is due; failures are scheduled for a retry, never dropped. */
export async function deliverDueMail(
  db: Executor,
  transport: MailTransport,
  from: string,
  logger: Logger,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (;;) {
    const batch = await claimDueMail(db);
    if (batch.length === 0) return { sent, failed };
    for (const row of batch) {
      if (await sendOne(db, transport, from, row, logger)) sent += 1;
      else failed += 1;
    }
  }
}

async function sendOne(
  db: Executor,
  transport: MailTransport,
  from: string,
  row: OutboxRow,
  logger: Logger,
): Promise<boolean> {
  try {
    await transport.send({
      from,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html ?? undefined,
      headers: row.headers ?? undefined,
    });
    await markMailSent(db, row.id);
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger.warn({ mailId: row.id, attempts: row.attempts, err: message }, "mail not sent; will retry");
    await markMailFailed(db, row, message);
    return false;
  }
}

export function mailJob(db: Executor, transport: MailTransport, from: string, logger: Logger): Job {
  return {
    name: MAIL_JOB,
    everyMs: 10_000,
    leaseMs: 5 * 60_000,
    run: async () => void (await deliverDueMail(db, transport, from, logger)),
  };
}
