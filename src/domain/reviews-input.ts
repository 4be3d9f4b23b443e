/** The bodies of the review, moderation and back-in-stock requests, checked on the server. */
import { z } from "zod";
import { email } from "./sign-ups";
import { REVIEW_REPLY_MAX, REVIEW_STATUSES, REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from "./reviews";

const text = (name: string, max: number, min = 1) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .min(min, min === 1 ? `${name} is required` : `${name} needs at least ${min} characters`)
    .max(max, `${name} must be at most ${max.toLocaleString("en-IN")} characters`);

export const ReviewInput = z.object({
  token: z.string({ error: "token is required" }).min(1, "token is required").max(400, "token is not valid"),
  rating: z
    .number({ error: "rating must be a whole number from 1 to 5" })
    .int("rating must be a whole number from 1 to 5")
    .min(1, "rating must be a whole number from 1 to 5")
    .max(5, "rating must be a whole number from 1 to 5"),
  title: text("title", REVIEW_TITLE_MAX),
  body: text("body", REVIEW_TEXT_MAX, 10),
  brewMethod: z
    .string({ error: "brewMethod must be text" })
    .trim()
    .max(40, "brewMethod must be at most 40 characters")
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
