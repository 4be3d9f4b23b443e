import { and, eq, gt, sql } from "drizzle-orm";
import type { ContactInput, StoryInput } from "@domain/community";
import type { Executor } from "../../db/client";
import { dedupeKey, lockDedupeKey } from "../../db/dedupe-lock";
import { contactMessages, storySubmissions } from "../../db/schema";

/**
 * The same story sent again while it waits for review (a retry, a second click) is kept once.
 * Call in the transaction that inserts: it first locks the story's dedupe key until that transaction
 * ends, so an identical story sent at the same moment waits, then finds this one.
 */
export async function findWaitingStory(db: Executor, input: Pick<StoryInput, "email" | "storyTitle">) {
  await lockDedupeKey(db, "story-submission", dedupeKey(input.email, sql`lower(${input.storyTitle})`));
  const [row] = await db
    .select({ id: storySubmissions.id })
    .from(storySubmissions)
    .where(
      and(
        eq(storySubmissions.email, input.email),
        eq(storySubmissions.status, "pending"),
        sql`lower(${storySubmissions.storyTitle}) = lower(${input.storyTitle})`,
      ),
    )
    .limit(1);
  return row;
}

export async function insertStory(db: Executor, input: StoryInput) {
  const [row] = await db
    .insert(storySubmissions)
    .values({
      name: input.name,
      email: input.email,
      location: input.location,
      storyTitle: input.storyTitle,
      category: input.category,
      story: input.story,
      coffeeExperience: input.coffeeExperience,
      brewingMethod: input.brewingMethod,
      images: input.images,
    })
    .returning({ id: storySubmissions.id });
  return row!;
}

/**
 * The same message from the same address within the hour is a resend, not a new message.
 * Call in the transaction that inserts: it first locks the message's dedupe key (as `findWaitingStory`).
 */
export async function findRecentDuplicateMessage(db: Executor, input: Pick<ContactInput, "email" | "message">) {
  await lockDedupeKey(db, "contact-message", dedupeKey(input.email, input.message));
  const [row] = await db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(
      and(
        eq(contactMessages.email, input.email),
        eq(contactMessages.message, input.message),
        gt(contactMessages.createdAt, sql`now() - interval '1 hour'`),
      ),
    )
    .limit(1);
  return row;
}

export async function insertContactMessage(db: Executor, input: ContactInput) {
  const [row] = await db
    .insert(contactMessages)
    .values({ name: input.name, email: input.email, subject: input.subject, message: input.message })
    .returning({ id: contactMessages.id });
  return row!;
}
