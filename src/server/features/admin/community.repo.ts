/** Newsletter subscribers, coffee subscriptions and the messages inbox (story submissions and contact messages). */
import { desc, eq, sql } from "drizzle-orm";
import type { MessagePatch } from "@domain/admin/community";
import type { AdminContactMessage, AdminStory, AdminSubscriber, AdminSubscription } from "@domain/admin/types";
import type { Executor } from "../../db/client";
import { coffeeSubscriptions, contactMessages, newsletterSubscribers, storySubmissions } from "../../db/schema";
import { HttpError } from "../../http/errors";

const iso = (d: Date | null) => d?.toISOString() ?? null;
const MESSAGES_SHOWN = 500;

const toSubscriber = (row: typeof newsletterSubscribers.$inferSelect): AdminSubscriber => ({
  id: row.id,
  email: row.email,
  moods: row.moods,
  createdAt: row.createdAt.toISOString(),
  unsubscribedAt: iso(row.unsubscribedAt),
});

const toSubscription = (row: typeof coffeeSubscriptions.$inferSelect): AdminSubscription => ({
  id: row.id,
  email: row.email,
  frequency: row.frequency,
  preferredMoods: row.preferredMoods,
  plan: row.plan,
  isActive: row.isActive,
  pausedAt: iso(row.pausedAt),
  invitedAt: iso(row.invitedAt),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toStory = (row: typeof storySubmissions.$inferSelect): AdminStory => ({
  ...row,
  status: row.status as AdminStory["status"],
  handled: row.handledAt !== null,
  handledAt: iso(row.handledAt),
  createdAt: row.createdAt.toISOString(),
});

const toContact = (row: typeof contactMessages.$inferSelect): AdminContactMessage => ({
  ...row,
  handled: row.handledAt !== null,
  handledAt: iso(row.handledAt),
  createdAt: row.createdAt.toISOString(),
});

export const listSubscriberRows = (db: Executor) =>
  db.select().from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.id));

export async function listSubscribers(db: Executor): Promise<AdminSubscriber[]> {
  return (await listSubscriberRows(db)).map(toSubscriber);
}

export async function findSubscriber(db: Executor, id: number): Promise<AdminSubscriber | undefined> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).for("update");
  return row && toSubscriber(row);
}

export async function deleteSubscriber(tx: Executor, id: number) {
  await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
}

export async function listSubscriptions(db: Executor): Promise<AdminSubscription[]> {
  return (await db.select().from(coffeeSubscriptions).orderBy(desc(coffeeSubscriptions.id))).map(toSubscription);
}

export async function findSubscription(db: Executor, id: number): Promise<AdminSubscription | undefined> {
  const [row] = await db.select().from(coffeeSubscriptions).where(eq(coffeeSubscriptions.id, id)).for("update");
  return row && toSubscription(row);
}

/** Pausing keeps the first pause's date; activating clears it. */
export async function setSubscriptionActive(tx: Executor, before: AdminSubscription, isActive: boolean) {
  const pausedAt = isActive ? { pausedAt: null } : before.pausedAt ? {} : { pausedAt: new Date() };
  await tx
    .update(coffeeSubscriptions)
    .set({ isActive, ...pausedAt, updatedAt: new Date() })
    .where(eq(coffeeSubscriptions.id, before.id));
}

export async function deleteSubscription(tx: Executor, id: number) {
  await tx.delete(coffeeSubscriptions).where(eq(coffeeSubscriptions.id, id));
}

export async function listMessages(db: Executor) {
  const [stories, contacts, [counts]] = await Promise.all([
    db.select().from(storySubmissions).orderBy(desc(storySubmissions.id)).limit(MESSAGES_SHOWN),
    db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(MESSAGES_SHOWN),
    db
      .select({
        stories: sql<number>`(select count(*)::int from story_submissions where handled_at is null)`,
        contacts: sql<number>`(select count(*)::int from contact_messages where handled_at is null)`,
      })
      .from(sql`(select 1) as one`),
  ]);
  return {
    stories: stories.map(toStory),
    contacts: contacts.map(toContact),
    unhandled: counts!.stories + counts!.contacts,
  };
}

export async function findStory(db: Executor, id: number): Promise<AdminStory | undefined> {
  const [row] = await db.select().from(storySubmissions).where(eq(storySubmissions.id, id)).for("update");
  return row && toStory(row);
}

export async function findContact(db: Executor, id: number): Promise<AdminContactMessage | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).for("update");
  return row && toContact(row);
}

/** Handled when asked, or when a story gets a decision other than "pending". */
function handledAtOf(patch: MessagePatch) {
  const handled = patch.handled ?? (patch.status !== undefined && patch.status !== "pending" ? true : undefined);
  return handled === undefined ? {} : { handledAt: handled ? new Date() : null };
}

export async function updateStory(tx: Executor, id: number, patch: MessagePatch) {
  await tx
    .update(storySubmissions)
    .set({ ...handledAtOf(patch), ...(patch.status ? { status: patch.status } : {}) })
    .where(eq(storySubmissions.id, id));
}

export async function updateContact(tx: Executor, id: number, patch: MessagePatch) {
  if (patch.handled === undefined)
    throw new HttpError(400, "handled must be true or false", { handled: "handled must be true or false" });
  await tx.update(contactMessages).set(handledAtOf(patch)).where(eq(contactMessages.id, id));
}
