/** The bodies of the review, moderation and back-in-stock requests, checked on the server. */
import { z } from "zod";
import { email } from "./sign-ups";
import { REVIEW_REPLY_MAX, REVIEW_STATUSES, REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from "./reviews";

const text = (label: string, max: number, min = 1) =>
  z
    .string({ error: `Please write ${label}.` })
    .trim()
    .min(min, min === 1 ? `Please write ${label}.` : `Please write at least ${min} characters in ${label}.`)
    .max(max, `Please keep ${label} to ${max.toLocaleString("en-IN")} characters.`);
const RATING = "Please choose a rating from 1 to 5 stars.";

export const ReviewInput = z.object({
  token: z.string({ error: "token is required" }).min(1, "token is required").max(400, "token is not valid"),
  rating: z.number({ error: RATING }).int(RATING).min(1, RATING).max(5, RATING),
  title: text("a title", REVIEW_TITLE_MAX),
  body: text("your review", REVIEW_TEXT_MAX, 10),
  brewMethod: z
    .string({ error: "Please choose a brewing method from the list." })
    .trim()
    .max(40, "Please choose a brewing method from the list.")
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type ReviewInput = z.output<typeof ReviewInput>;

export const ReviewModeration = z
  .object({
    status: z.enum(REVIEW_STATUSES, { error: `status must be one of: ${REVIEW_STATUSES.join(", ")}` }).optional(),
    reply: z
      .string({ error: "reply must be text" })
      .trim()
      .max(REVIEW_REPLY_MAX, `reply must be at most ${REVIEW_REPLY_MAX.toLocaleString("en-IN")} characters`)
      .nullish(),
  })
  .refine((m) => m.status !== undefined || m.reply !== undefined, {
    message: "Send status or reply",
    path: ["status"],
  });
export type ReviewModeration = z.output<typeof ReviewModeration>;

export const RestockAlertInput = z.object({ email });
