/**
 * Inviting the "interested" sign-ups (issue 19 item 7, decision 139): the old coffee_subscriptions rows
 * (e-mail, moods, frequency, no payment) get one mail through the outbox with a link to
 * /subscription/start prefilled with their mood and frequency. `invited_at` is set in the same
 * transaction as the mail, under the row's lock, so a sign-up is never invited twice by accident.
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import type { AdminSubscription } from "@domain/admin/types";
import { moodLabel, subscriptionMoodOptions, type MoodChoice } from "@domain/moods";
import { frequencyLabel } from "@domain/subscription-plans";
import type { Executor } from "../../db/client";
import { coffeeSubscriptions } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { renderMail } from "../../mail/layout";
import { enqueueMail, type OutgoingMail } from "../../mail/outbox";
import { indianDay } from "../subscriptions/subscription-mail";

/** The mood the start page opens with: the sign-up's first mood still offered for subscriptions. */
export function invitedMood(preferred: readonly string[], moods: readonly MoodChoice[]): string | undefined {
  const offered = new Set(subscriptionMoodOptions(moods).map((option) => option.value));
  return preferred.find((code) => offered.has(code));
}

export function startLink(origin: string, signUp: AdminSubscription, moods: readonly MoodChoice[]): string {
  const mood = invitedMood(signUp.preferredMoods, moods);
  const query = new URLSearchParams({ ...(mood ? { mood } : {}), frequency: signUp.frequency });
  return `${origin}/subscription/start?${query}`;
}

export function inviteMail(signUp: AdminSubscription, link: string, moods: readonly MoodChoice[]): OutgoingMail {
  const mood = invitedMood(signUp.preferredMoods, moods);
  const { text, html } = renderMail({
    preheader: "Subscriptions now start online, with your choices filled in.",
    heading: "Your coffee subscription is ready to start",
    blocks: [
      {
        kind: "paragraph",
        text: "You told us you would like coffee by subscription. Subscriptions now start online: choose a plan, pay for the first delivery, and the next ones are charged automatically. You can pause, skip or cancel at any time from the link in every e-mail.",
      },
      {
        kind: "rows",
        heading: "What you chose",
        rows: [
          ...(mood ? [{ label: "Mood", value: moodLabel(mood, moods) }] : []),
          { label: "How often", value: frequencyLabel(signUp.frequency) },
        ],
      },
      { kind: "button", label: "Start your subscription", url: link },
      {
        kind: "note",
        text: "Nothing is charged until you choose a plan and pay. If you would rather not, simply ignore this e-mail.",
      },
    ],
  });
  return {
    to: signUp.email,
    subject: "Your coffee subscription is ready to start — Bean & Bhūmi",
    text,
    html,
    template: "subscription-invite",
  };
}

/** Mails the invitation and records it; a sign-up already invited is a 409 naming the day. */
export async function inviteSignUp(
  tx: Executor,
  signUp: AdminSubscription,
  origin: string,
  moods: readonly MoodChoice[],
): Promise<void> {
  if (signUp.invitedAt)
    throw new HttpError(409, `${signUp.email} was already invited on ${indianDay(signUp.invitedAt)}`);
  await enqueueMail(tx, inviteMail(signUp, startLink(origin, signUp, moods), moods));
  await tx
    .update(coffeeSubscriptions)
    .set({ invitedAt: new Date(), updatedAt: new Date() })
    .where(eq(coffeeSubscriptions.id, signUp.id));
}

/** The active sign-ups not yet invited, oldest first. */
export async function uninvitedSignUpIds(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: coffeeSubscriptions.id })
    .from(coffeeSubscriptions)
    .where(and(isNull(coffeeSubscriptions.invitedAt), eq(coffeeSubscriptions.isActive, true)))
    .orderBy(asc(coffeeSubscriptions.id));
  return rows.map((row) => row.id);
}
