/**
 * How many mails the public forms may send one address in a day, all forms together (decision 034):
 * acknowledgements, sign-up confirmations, order lookup codes. Without it the shop's mail is a way to
 * flood someone's inbox from our good name. Past the limit the form still does its work and answers
 * as always — only the mail is not sent — so the answer tells nothing about the address.
 * Mail about a shopper's own order (confirmation, shipped, refund) is not counted.
 */
import type { Executor } from "../db/client";
import { hitRateLimit, type RateRule } from "../http/rate-limit";

export const FORM_MAIL_PER_RECIPIENT: RateRule = { name: "form-mail-to", limit: 5, windowMs: 24 * 60 * 60 * 1000 };

/** Counts one form mail to `email`; false once the day's allowance is spent (then send nothing). */
export async function mayMail(db: Executor, email: string): Promise<boolean> {
  return (await hitRateLimit(db, FORM_MAIL_PER_RECIPIENT, email.trim().toLowerCase())).allowed;
}
