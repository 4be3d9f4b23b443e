/**
 * The subscriber's mails (issue 19): each carries the management link of that moment (decision 137).
 * Welcome after the first payment, a note per paid renewal, one per change, and the halt notice.
 */
import { formatRupees } from "@domain/money";
import { frequencyLabel } from "@domain/subscription-plans";
import type { SubscriptionView } from "@domain/subscriptions";
import { renderMail, type MailBlock } from "../../mail/layout";
import { SUBSCRIBER_PERKS } from "../discounts/discounts.service";

const SUBSCRIBER_PERK_PERCENT = (view: SubscriptionView) =>
  SUBSCRIBER_PERKS[view.plan as keyof typeof SUBSCRIBER_PERKS];
import type { OutgoingMail } from "../../mail/outbox";

/** 25 November 2026, in India. */
export const indianDay = (iso: string | Date) =>
  new Date(iso).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });

function summary(view: SubscriptionView, moodName: string): MailBlock {
  return {
    kind: "rows",
    rows: [
      { label: "Plan", value: `${view.planName} · ${view.bags} × 250 g` },
      { label: "Mood", value: moodName },
      { label: "How often", value: frequencyLabel(view.frequency) },
      { label: "Each delivery", value: `${formatRupees(view.pricePaise)} (GST included, free shipping)` },
      ...(view.nextChargeAt ? [{ label: "Next delivery", value: indianDay(view.nextChargeAt) }] : []),
    ],
  };
}

function mail(
  view: SubscriptionView,
  subject: string,
  heading: string,
  lead: string[],
  moodName: string,
  link: string,
  template: string,
): OutgoingMail {
  const { text, html } = renderMail({
    preheader: lead[0] ?? heading,
    heading,
    blocks: [
      ...lead.map((line): MailBlock => ({ kind: "paragraph", text: line })),
      summary(view, moodName),
      { kind: "button", label: "Manage your subscription", url: link },
      {
        kind: "note",
        text: "This link lets you pause, skip, change or cancel without a password. Please don't forward it; it is replaced whenever you make a change.",
      },
    ],
  });
  return { to: view.customerEmail, subject: `${subject} — Bean & Bhūmi`, text, html, template };
}

export const welcomeMail = (
  view: SubscriptionView,
  moodName: string,
  link: string,
  orderNumber: string | null,
  perkCode: string | null = null,
) =>
  mail(
    view,
    "Your coffee subscription has started",
    `Welcome, ${view.customerName}!`,
    [
      `Thank you for subscribing to ${view.planName}. Your first delivery is paid${orderNumber ? ` (order ${orderNumber})` : ""} and goes to the roaster now; the next ones are charged automatically.`,
      ...(perkCode
        ? [
            `Your plan's perk: enter ${perkCode} at checkout for ${SUBSCRIBER_PERK_PERCENT(view)} % off every extra order, for as long as you subscribe.`,
          ]
        : []),
    ],
    moodName,
    link,
    "subscription-started",
  );

export const renewalMail = (view: SubscriptionView, moodName: string, link: string, orderNumber: string) =>
  mail(
    view,
    `Your next delivery is paid (order ${orderNumber})`,
    "Your next coffee is on its way",
    [`We have charged ${formatRupees(view.pricePaise)} for your next delivery, order ${orderNumber}.`],
    moodName,
    link,
    "subscription-renewal",
  );

export const changedMail = (view: SubscriptionView, moodName: string, link: string, what: string) =>
  mail(
    view,
    "Your subscription was changed",
    "Your subscription was changed",
    [what],
    moodName,
    link,
    "subscription-changed",
  );

export const haltedMail = (view: SubscriptionView, moodName: string, link: string) =>
  mail(
    view,
    "We could not charge your subscription",
    "Your subscription is on hold",
    [
      "We tried to charge your next delivery several times, but the payment did not go through, so nothing has been sent or charged for it.",
      "Please open the link below to pay again or update your payment method; your subscription continues from there.",
    ],
    moodName,
    link,
    "subscription-halted",
  );
