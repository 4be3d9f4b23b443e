/** Newsletter subscribers (list, delete, CSV), coffee subscriptions (pause/activate is saved) and the messages inbox. */
import { desc, eq, sql } from "drizzle-orm";
import type { Router } from "express";
import { MESSAGE_KINDS, MessagePatch, SubscriptionPatch } from "@domain/admin/community";
import type { AdminContactMessage, AdminStory, AdminSubscriber, AdminSubscription } from "@domain/admin/types";
import { coffeeSubscriptions, contactMessages, newsletterSubscribers, storySubmissions } from "../../db/schema";
import { istDateTime, sendCsv, toCsv } from "../../http/csv";
import { HttpError, notFound, parseInput } from "../../http/errors";
import type { Services } from "../../services";
import { recordAudit } from "./audit";
import { actorOf } from "./auth/guard";
import { idParam } from "./http";

const iso = (d: Date | null) => d?.toISOString() ?? null;

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

export function registerCommunityRoutes(router: Router, { db }: Services): void {
  router.get("/newsletter-subscribers", async (_req, res) => {
    res.json((await db.select().from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.id))).map(toSubscriber));
  });

  router.get("/newsletter-subscribers/export.csv", async (_req, res) => {
    const rows = await db.select().from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.id));
    const csv = toCsv(
      ["Email", "Moods", "Subscribed (IST)", "Unsubscribed (IST)"],
      rows.map((r) => [r.email, r.moods.join("; "), istDateTime(r.createdAt), istDateTime(r.unsubscribedAt)]),
    );
    sendCsv(res, "newsletter-subscribers.csv", csv);
  });

  router.delete("/newsletter-subscribers/:id", async (req, res) => {
    const id = idParam(req, "id", "Subscriber not found");
    await db.transaction(async (tx) => {
      const [row] = await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).returning();
      if (!row) throw notFound("Subscriber not found");
      await recordAudit(tx, actorOf(res), {
        action: "delete",
        entityType: "newsletter-subscriber",
        entityId: id,
        before: toSubscriber(row),
      });
    });
    res.status(204).end();
  });

  router.get("/subscriptions", async (_req, res) => {
    res.json((await db.select().from(coffeeSubscriptions).orderBy(desc(coffeeSubscriptions.id))).map(toSubscription));
  });

  router.patch("/subscriptions/:id", async (req, res) => {
    const id = idParam(req, "id", "Subscription not found");
    const { isActive } = parseInput(SubscriptionPatch, req.body);
    const updated = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(coffeeSubscriptions).where(eq(coffeeSubscriptions.id, id)).for("update");
      if (!current) throw notFound("Subscription not found");
      const pausedAt = isActive ? null : (current.pausedAt ?? new Date());
      const [row] = await tx
        .update(coffeeSubscriptions)
        .set({ isActive, pausedAt, updatedAt: new Date() })
        .where(eq(coffeeSubscriptions.id, id))
        .returning();
      const after = toSubscription(row!);
      await recordAudit(tx, actorOf(res), {
        action: isActive ? "activate" : "pause",
        entityType: "subscription",
        entityId: id,
        before: toSubscription(current),
        after,
      });
      return after;
    });
    res.json(updated);
  });

  router.delete("/subscriptions/:id", async (req, res) => {
    const id = idParam(req, "id", "Subscription not found");
    await db.transaction(async (tx) => {
      const [row] = await tx.delete(coffeeSubscriptions).where(eq(coffeeSubscriptions.id, id)).returning();
      if (!row) throw notFound("Subscription not found");
      await recordAudit(tx, actorOf(res), {
        action: "delete",
        entityType: "subscription",
        entityId: id,
        before: toSubscription(row),
      });
    });
    res.status(204).end();
  });

  router.get("/messages", async (_req, res) => {
    const [stories, contacts, [counts]] = await Promise.all([
      db.select().from(storySubmissions).orderBy(desc(storySubmissions.id)).limit(500),
      db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(500),
      db
        .select({
          stories: sql<number>`(select count(*)::int from story_submissions where handled_at is null)`,
          contacts: sql<number>`(select count(*)::int from contact_messages where handled_at is null)`,
        })
        .from(sql`(select 1) as one`),
    ]);
    res.json({
      stories: stories.map(toStory),
      contacts: contacts.map(toContact),
      unhandled: counts!.stories + counts!.contacts,
    });
  });

  router.patch("/messages/:kind/:id", async (req, res) => {
    const kind = String(req.params.kind);
    if (!(MESSAGE_KINDS as readonly string[]).includes(kind)) throw notFound("Unknown kind of message");
    const id = idParam(req, "id", "Message not found");
    const patch = parseInput(MessagePatch, req.body);
    const handled = patch.handled ?? (patch.status !== undefined && patch.status !== "pending" ? true : undefined);
    const handledAt = handled === undefined ? {} : { handledAt: handled ? new Date() : null };
    const answer = await db.transaction(async (tx) => {
      if (kind === "stories") {
        const [current] = await tx.select().from(storySubmissions).where(eq(storySubmissions.id, id)).for("update");
        if (!current) throw notFound("Message not found");
        const [row] = await tx
          .update(storySubmissions)
          .set({ ...handledAt, ...(patch.status ? { status: patch.status } : {}) })
          .where(eq(storySubmissions.id, id))
          .returning();
        await recordAudit(tx, actorOf(res), {
          action: "update",
          entityType: "story-submission",
          entityId: id,
          before: toStory(current),
          after: toStory(row!),
        });
        return toStory(row!);
      }
      const [current] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for("update");
      if (!current) throw notFound("Message not found");
      if (patch.handled === undefined)
        throw new HttpError(400, "handled must be true or false", { handled: "handled must be true or false" });
      const [row] = await tx.update(contactMessages).set(handledAt).where(eq(contactMessages.id, id)).returning();
      await recordAudit(tx, actorOf(res), {
        action: "update",
        entityType: "contact-message",
        entityId: id,
        before: toContact(current),
        after: toContact(row!),
      });
      return toContact(row!);
    });
    res.json(answer);
  });
}
