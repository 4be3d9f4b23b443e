/**
 * The mails that ask a mailbox to confirm a sign-up (decision 034). They quote nothing a visitor typed
 * except the address itself, and the subscription's choices are named from the shop's lists, not as typed.
 */
import { formatRupees } from "@domain/money";
import { moodLabel, type MoodChoice } from "@domain/moods";
import { frequencyLabel, SUBSCRIPTION_PLANS } from "@domain/sign-ups";
import { renderMail } from "../../mail/layout";
import type { OutgoingMail } from "../../mail/outbox";

export const confirmUrl = (origin: string, token: string) => `${origin}/confirm?token=${encodeURIComponent(token)}`;

const IGNORE = "If that wasn't you, ignore this mail: nothing changes unless the button is pressed.";

export function newsletterConfirmation(url: string, email: string): OutgoingMail {
  const body = renderMail({
    preheader: "One click to start the weekly letter.",
    heading: "Please confirm your newsletter sign-up",
    blocks: [
      {
        kind: "paragraph",
        text: `Someone — we hope you — asked for the Bean & Bhūmi newsletter at ${email}: brewing tips, farmer stories and first word of new lots, once a week.`,
      },
      { kind: "button", label: "Confirm my sign-up", url },
      { kind: "note", text: IGNORE },
    ],
  });
  return { to: email, subject: "Please confirm your sign-up — Bean & Bhūmi", ...body, template: "newsletter-confirm" };
}

export function subscriptionConfirmation(
  url: string,
  email: string,
  change: { frequency: string; mood: string; plan?: string },
  moods: readonly MoodChoice[],
): OutgoingMail {
  const plan = SUBSCRIPTION_PLANS.find((p) => p.id === change.plan);
  const body = renderMail({
    preheader: "Confirm the change to your coffee subscription.",
    heading: "Please confirm the change to your subscription",
    blocks: [
      {
        kind: "paragraph",
        text: `Someone asked to change the coffee subscription of ${email} to the choices below. Your subscription stays as it is until you confirm.`,
      },
      {
        kind: "rows",
        heading: "The change",
        rows: [
          ...(plan ? [{ label: "Plan", value: `${plan.name} — ${formatRupees(plan.pricePaise)} / month` }] : []),
          { label: "Mood", value: moodLabel(change.mood, moods) },
          { label: "Delivery", value: frequencyLabel(change.frequency) },
        ],
      },
      { kind: "button", label: "Confirm the change", url },
      { kind: "note", text: IGNORE },
    ],
  });
  return {
    to: email,
    subject: "Confirm the change to your subscription — Bean & Bhūmi",
    ...body,
    template: "subscription-confirm",
  };
}
