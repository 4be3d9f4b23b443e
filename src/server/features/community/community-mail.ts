/**
 * The mail visitors get from the community side: welcomes for sign-ups, acknowledgements for
 * stories and messages, and the message itself for the shop. The address a visitor types is not
 * proven to be theirs, so mail to it never quotes what they typed (decision 034): otherwise anyone
 * could make the shop deliver their words to anyone. Only the shop's own copy carries the message.
 */
import { STORY_REVIEW_WINDOW, type ContactInput, type StoryInput } from "@domain/community";
import { formatRupees } from "@domain/money";
import { moodLabel, type MoodChoice } from "@domain/moods";
import { frequencyLabel, SUBSCRIPTION_PLANS } from "@domain/sign-ups";
import { renderMail } from "../../mail/layout";
import { WELCOME_PERCENT } from "../discounts/discounts.service";
import type { OutgoingMail } from "../../mail/outbox";
import { listUnsubscribeHeaders, unsubscribeUrls } from "../../mail/unsubscribe";

export function newsletterWelcome(
  origin: string,
  email: string,
  unsubscribeToken: string,
  welcomeCode?: string,
): OutgoingMail {
  const urls = unsubscribeUrls(origin, unsubscribeToken);
  const body = renderMail({
    preheader: "Brewing tips and farmer stories, every week.",
    heading: "Welcome to Bean & Bhūmi!",
    blocks: [
      {
        kind: "paragraph",
        text: "Thank you for joining us. Every week you'll receive our newsletter with brewing tips, farmer stories from the hills of South India and first word of new lots.",
      },
      ...(welcomeCode
        ? [
            {
              kind: "paragraph" as const,
              text: `A welcome from us: ${WELCOME_PERCENT}% off your next order with the code ${welcomeCode} at checkout ("Have a code?"). It works once, with this e-mail address.`,
            },
            { kind: "button" as const, label: "Shop the coffees", url: `${origin}/shop` },
          ]
        : [{ kind: "button" as const, label: "Read the Coffee Journal", url: `${origin}/blog` }]),
      {
        kind: "note",
        text: `You signed up as ${email}. If that wasn't you, one click on Unsubscribe below removes the address.`,
      },
    ],
    unsubscribeUrl: urls.page,
  });
  return {
    to: email,
    subject: "Welcome to Bean & Bhūmi",
    ...body,
    headers: listUnsubscribeHeaders(urls.oneClick),
    template: "newsletter-welcome",
  };
}

export function subscriptionWelcome(
  origin: string,
  subscription: { email: string; frequency: string; preferredMoods: string[]; plan: string | null },
  moods: readonly MoodChoice[],
): OutgoingMail {
  const plan = SUBSCRIPTION_PLANS.find((p) => p.id === subscription.plan);
  const rows = [
    ...(plan
      ? [{ label: "Plan", value: `${plan.name} — ${formatRupees(plan.pricePaise)} / month (${plan.description})` }]
      : []),
    { label: "Mood", value: subscription.preferredMoods.map((mood) => moodLabel(mood, moods)).join(", ") },
    { label: "Delivery", value: frequencyLabel(subscription.frequency) },
  ];
  const body = renderMail({
    preheader: "Your monthly coffee journey begins now.",
    heading: "Your coffee subscription has started",
    blocks: [
      {
        kind: "paragraph",
        text: "Thank you for subscribing. We roast to order in the week your box ships, so it reaches you fresh. Shipping on subscription orders is free, and you can pause anytime.",
      },
      { kind: "rows", heading: "Your subscription", rows },
      { kind: "paragraph", text: "To pause, change your moods or ask anything, simply reply to this e-mail." },
      { kind: "button", label: "Browse the shop", url: `${origin}/shop` },
    ],
  });
  return {
    to: subscription.email,
    subject: "Your Bean & Bhūmi subscription has started",
    ...body,
    template: "subscription-welcome",
  };
}

export function storyAcknowledgement(origin: string, story: Pick<StoryInput, "email">): OutgoingMail {
  const body = renderMail({
    preheader: `We read every story; review takes ${STORY_REVIEW_WINDOW}.`,
    heading: "Thank you for your story",
    blocks: [
      {
        kind: "paragraph",
        text: `We have received the coffee story sent from our website with this address. Our editors read every submission; review takes ${STORY_REVIEW_WINDOW}. If your story is chosen for the Coffee Journal, we will write to you before it is published.`,
      },
      { kind: "note", text: "If you did not send us a story, you can ignore this mail." },
      { kind: "button", label: "Read the Coffee Journal", url: `${origin}/blog` },
    ],
  });
  return { to: story.email, subject: "We received your coffee story", ...body, template: "story-acknowledgement" };
}

export function contactAcknowledgement(origin: string, message: Pick<ContactInput, "email">): OutgoingMail {
  const body = renderMail({
    preheader: "We usually answer within one working day.",
    heading: "Thank you for writing to us",
    blocks: [
      {
        kind: "paragraph",
        text: "A message sent from our contact page with this address has reached us, and we usually answer within one working day (Mon-Fri 9AM-6PM IST). Our answer will quote it.",
      },
      { kind: "note", text: "If you did not write to us, you can ignore this mail." },
      { kind: "button", label: "Visit Bean & Bhūmi", url: origin },
    ],
  });
  return { to: message.email, subject: "We received your message", ...body, template: "contact-acknowledgement" };
}

/** The visitor's message for the shop's mailbox; replying goes straight to the visitor. */
export function contactForShop(shopMailbox: string, message: ContactInput & { id: number }): OutgoingMail {
  const body = renderMail({
    preheader: message.message.slice(0, 90),
    heading: `Message from ${message.name}`,
    blocks: [
      {
        kind: "rows",
        rows: [
          { label: "From", value: `${message.name} <${message.email}>` },
          { label: "Subject", value: message.subject ?? "(none)" },
          { label: "Reference", value: `contact #${message.id}` },
        ],
      },
      { kind: "paragraph", text: message.message },
    ],
  });
  return {
    to: shopMailbox,
    subject: `Contact form: ${message.subject ?? message.name}`.slice(0, 200),
    ...body,
    headers: { "Reply-To": message.email },
    template: "contact-message",
  };
}
