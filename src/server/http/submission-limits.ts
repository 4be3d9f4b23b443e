/**
 * How often one address may post to the public forms. Generous for people (and for the browser
 * tests, which all come from one address), tight enough that a script cannot flood the review
 * queue or the shop's mailbox.
 */
import type { RateRule } from "./rate-limit";

const HOUR = 60 * 60 * 1000;

export const SUBMISSION_LIMITS = {
  cafe: { name: "cafe-submission", limit: 20, windowMs: HOUR },
  story: { name: "story-submission", limit: 20, windowMs: HOUR },
  contact: { name: "contact-message", limit: 20, windowMs: HOUR },
  signUp: { name: "sign-up", limit: 40, windowMs: HOUR },
  review: { name: "review", limit: 20, windowMs: HOUR },
  restockAlert: { name: "restock-alert", limit: 30, windowMs: HOUR },
} satisfies Record<string, RateRule>;
