/** Newsletter subscribers (list, delete, CSV), coffee subscriptions (pause/activate is saved) and the messages inbox. */
import type { Router } from "express";
import { MESSAGE_KINDS, MessagePatch, SubscriptionPatch } from "@domain/admin/community";
import { moodLabel, type MoodChoice } from "@domain/moods";
import { csvFileName, istDateTime, sendCsv, toCsv } from "../../http/csv";
import { HttpError, notFound, parseInput } from "../../http/errors";
import type { Services } from "../../services";
import { auditedWrite, savedRecord } from "./audited-write";
import { actorOf, type AdminActor } from "./auth/guard";
import {
  deleteSubscriber,
  deleteSubscription,
  findContact,
  findStory,
  findSubscriber,
  findSubscription,
  listMessages,
  listSubscriberRows,
  listSubscribers,
  listSubscriptions,
  setSubscriptionActive,
  updateContact,
  updateStory,
} from "./community.repo";
import { idParam } from "./http";
import { inviteSignUp, uninvitedSignUpIds } from "./subscription-invites";

const SUBSCRIBER = { entity: "newsletter-subscriber", load: findSubscriber, missing: "Subscriber not found" };
const SUBSCRIPTION = { entity: "subscription", load: findSubscription, missing: "Subscription not found" };
const STORY = { entity: "story-submission", load: findStory, missing: "Message not found" };
const CONTACT = { entity: "contact-message", load: findContact, missing: "Message not found" };

export function registerCommunityRoutes(router: Router, { db, moods, config }: Services): void {
  router.get("/newsletter-subscribers", async (_req, res) => {
    res.json(await listSubscribers(db));
  });

  router.get("/newsletter-subscribers/export.csv", async (_req, res) => {
    const live = await moods.moodChoices();
    const csv = toCsv(
      ["Email", "Moods", "Subscribed (IST)", "Unsubscribed (IST)"],
      (await listSubscriberRows(db)).map((r) => [
        r.email,
        // The moods by their names ("Calm & Reflective"), as the admin and the mail show them.
        r.moods.map((code) => moodLabel(code, live)).join("; "),
        istDateTime(r.createdAt),
        istDateTime(r.unsubscribedAt),
      ]),
    );
    sendCsv(res, csvFileName("newsletter-subscribers"), csv);
  });

  router.delete("/newsletter-subscribers/:id", async (req, res) => {
    const id = idParam(req, "id", "Subscriber not found");
    await auditedWrite(db, actorOf(res), {
      ...SUBSCRIBER,
      id,
      action: "delete",
      write: (tx) => deleteSubscriber(tx, id),
    });
    res.status(204).end();
  });

  router.get("/subscriptions", async (_req, res) => {
    res.json(await listSubscriptions(db));
  });

  router.patch("/subscriptions/:id", async (req, res) => {
    const id = idParam(req, "id", "Subscription not found");
    const { isActive } = parseInput(SubscriptionPatch, req.body);
    const change = { ...SUBSCRIPTION, id, action: isActive ? "activate" : "pause" };
    res.json(
      await savedRecord(db, actorOf(res), {
        ...change,
        write: (tx, before) => setSubscriptionActive(tx, before!, isActive),
      }),
    );
  });

  // Issue 19 item 7: invite an "interested" sign-up (or all not yet invited) to start a paid subscription.
  const invite = (actor: AdminActor, id: number, choices: readonly MoodChoice[]) =>
    savedRecord(db, actor, {
      ...SUBSCRIPTION,
      id,
      action: "invite",
      write: (tx, before) => inviteSignUp(tx, before!, config.publicOrigin, choices),
    });

  router.post("/subscriptions/invite-all", async (_req, res) => {
    // The moods are read before any transaction opens (one connection on the embedded database).
    const choices = await moods.moodChoices();
    const ids = await uninvitedSignUpIds(db);
    let invited = 0;
    for (const id of ids) {
      try {
        await invite(actorOf(res), id, choices);
        invited++;
      } catch (error) {
        // Invited or deleted meanwhile by another owner's click: not an error for "all not yet invited".
        if (!(error instanceof HttpError && (error.status === 409 || error.status === 404))) throw error;
      }
    }
    res.json({ invited });
  });

  router.post("/subscriptions/:id/invite", async (req, res) => {
    const id = idParam(req, "id", "Subscription not found");
    const choices = await moods.moodChoices();
    res.json(await invite(actorOf(res), id, choices));
  });

  router.delete("/subscriptions/:id", async (req, res) => {
    const id = idParam(req, "id", "Subscription not found");
    await auditedWrite(db, actorOf(res), {
      ...SUBSCRIPTION,
      id,
      action: "delete",
      write: (tx) => deleteSubscription(tx, id),
    });
    res.status(204).end();
  });

  router.get("/messages", async (_req, res) => {
    res.json(await listMessages(db));
  });

  router.patch("/messages/:kind/:id", async (req, res) => {
    const kind = String(req.params.kind);
    if (!(MESSAGE_KINDS as readonly string[]).includes(kind)) throw notFound("Unknown kind of message");
    const id = idParam(req, "id", "Message not found");
    const patch = parseInput(MessagePatch, req.body);
    const actor = actorOf(res);
    res.json(
      kind === "stories"
        ? await savedRecord(db, actor, { ...STORY, id, action: "update", write: (tx) => updateStory(tx, id, patch) })
        : await savedRecord(db, actor, {
            ...CONTACT,
            id,
            action: "update",
            write: (tx) => updateContact(tx, id, patch),
          }),
    );
  });
}
