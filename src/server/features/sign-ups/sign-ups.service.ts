/**
 * Newsletter and coffee-subscription sign-ups, with the mailbox's consent (decision 034):
 * - a newsletter sign-up is double opt-in: nothing is stored on the list until the mailed link is confirmed;
 * - a coffee subscription for a new address starts at once (welcome mail, as before); for an address
 *   that already has one, the change waits for a mailed link — the stored plan, mood and frequency
 *   change only when that mailbox confirms;
 * - either way the answer is the same whatever is stored, and every mail counts against the
 *   recipient's daily allowance (mail/recipient-limit.ts).
 */
import type { MoodChoice } from "@domain/moods";
import type { SubscriptionInput } from "@domain/sign-ups";
import type { Db, Executor } from "../../db/client";
import type { OutgoingMail } from "../../mail/outbox";
import { mayMail } from "../../mail/recipient-limit";
import type { UnsubscribeSigner } from "../../mail/unsubscribe";
import { newsletterWelcome, subscriptionWelcome } from "../community/community-mail";
import { issuePersonalCode, WELCOME_CODE } from "../discounts/discounts.service";
import { upsertSubscriber } from "../newsletter/newsletter.repo";
import { activeSubscription, startSubscription } from "../subscriptions/subscriptions.repo";
import { lockDedupeKey, dedupeKey } from "../../db/dedupe-lock";
import { claimConfirmation, createConfirmation, findConfirmation } from "./confirmations.repo";
import { confirmUrl, newsletterConfirmation, subscriptionConfirmation } from "./sign-up-mail";

type Deps = {
  db: Db;
  mail: { enqueue(executor: Executor, mail: OutgoingMail): Promise<number>; kick(): void };
  unsubscribeLinks: UnsubscribeSigner;
  /** Where the links point (SITE_URL or the announced address). */
  origin: string;
  /** The live moods, to name the chosen one in mail. */
  moods: { moodChoices(): Promise<MoodChoice[]> };
};

export type ConfirmationStatus = { kind: "newsletter" | "subscription"; email: string; confirmed: boolean };
type SubscriptionChange = { frequency: string; mood: string; plan?: string };

export function createSignUpsService(deps: Deps) {
  const { db, mail, unsubscribeLinks, origin, moods } = deps;

  async function requestNewsletter(email: string, mood: string | undefined): Promise<void> {
    if (!(await mayMail(db, email))) return;
    await db.transaction(async (tx) => {
      const token = await createConfirmation(tx, "newsletter", email, mood ? { mood } : {});
      await mail.enqueue(tx, newsletterConfirmation(confirmUrl(origin, token), email));
    });
    mail.kick();
  }

  async function requestSubscription(input: SubscriptionInput): Promise<void> {
    const change: SubscriptionChange = { frequency: input.frequency, mood: input.primaryMood, plan: input.plan };
    const moodList = await moods.moodChoices();
    const sent = await db.transaction(async (tx) => {
      // Two sign-ups for one address at once take turns, so both cannot start a subscription.
      await lockDedupeKey(tx, "coffee-subscription", dedupeKey(input.email));
      const active = await activeSubscription(tx, input.email);
      if (!active) {
        const { row } = await startSubscription(tx, { email: input.email, ...change });
        if (!(await mayMail(tx, input.email))) return false;
        await mail.enqueue(tx, subscriptionWelcome(origin, row, moodList));
        return true;
      }
      if (!(await mayMail(tx, input.email))) return false;
      const token = await createConfirmation(tx, "subscription", input.email, change);
      await mail.enqueue(tx, subscriptionConfirmation(confirmUrl(origin, token), input.email, change, moodList));
      return true;
    });
    if (sent) mail.kick();
  }

  /** What a link is for, for the confirmation page; null for a made-up or expired link. */
  async function status(token: string): Promise<ConfirmationStatus | null> {
    const row = await findConfirmation(db, token);
    return row
      ? { kind: row.kind as ConfirmationStatus["kind"], email: row.email, confirmed: row.confirmedAt !== null }
      : null;
  }

  /** Applies what the link asks for, once; a second click answers the same without doing it again. */
  async function confirm(token: string): Promise<ConfirmationStatus | null> {
    const row = await findConfirmation(db, token);
    if (!row) return null;
    const answer = { kind: row.kind as ConfirmationStatus["kind"], email: row.email, confirmed: true };
    if (row.confirmedAt) return answer;
    const welcomed = await db.transaction(async (tx) => {
      if (!(await claimConfirmation(tx, row.id))) return false;
      if (row.kind === "subscription") {
        await startSubscription(tx, { email: row.email, ...(row.payload as SubscriptionChange) });
        return false;
      }
      const subscriber = await upsertSubscriber(tx, row.email, row.payload.mood as string | undefined);
      if (!subscriber.activated) return false;
      const code = await issuePersonalCode(tx, WELCOME_CODE(row.email));
      await mail.enqueue(tx, newsletterWelcome(origin, row.email, unsubscribeLinks.token(row.email), code));
      return true;
    });
    if (welcomed) mail.kick();
    return answer;
  }

  return { requestNewsletter, requestSubscription, status, confirm };
}

export type SignUpsService = ReturnType<typeof createSignUpsService>;
