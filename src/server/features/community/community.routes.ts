/** Stories for the Coffee Journal and messages from the contact page: stored, acknowledged by mail. */
import { Router } from "express";
import { ContactInput, StoryInput } from "@domain/community";
import { parseInput } from "../../http/errors";
import { rateLimit } from "../../http/rate-limit";
import { SUBMISSION_LIMITS } from "../../http/submission-limits";
import { mayMail } from "../../mail/recipient-limit";
import type { Services } from "../../services";
import { contactAcknowledgement, contactForShop, storyAcknowledgement } from "./community-mail";
import { findRecentDuplicateMessage, findWaitingStory, insertContactMessage, insertStory } from "./community.repo";

/** Where contact messages go: the address the admin shows on the site, else the shop's default. */
export const DEFAULT_SHOP_MAILBOX = "hello@beanandbhumi.in";

export function communityRoutes(services: Services): Router {
  const { db, mail, config, content } = services;
  const router = Router();

  router.post("/stories", rateLimit(db, SUBMISSION_LIMITS.story), async (req, res) => {
    const input = parseInput(StoryInput, req.body);
    const result = await db.transaction(async (tx) => {
      const waiting = await findWaitingStory(tx, input);
      if (waiting) return { id: waiting.id, created: false };
      const story = await insertStory(tx, input);
      if (await mayMail(tx, input.email)) await mail.enqueue(tx, storyAcknowledgement(config.publicOrigin, input));
      return { id: story.id, created: true };
    });
    if (result.created) mail.kick();
    res
      .status(result.created ? 201 : 200)
      .json({ success: true, message: "Story Submitted!", story: { id: result.id, status: "pending" } });
  });

  router.post("/contact", rateLimit(db, SUBMISSION_LIMITS.contact), async (req, res) => {
    const input = parseInput(ContactInput, req.body);
    const sections = await content.homeSections();
    const listed = sections.contact?.data?.email;
    const shopMailbox = typeof listed === "string" && listed.includes("@") ? listed : DEFAULT_SHOP_MAILBOX;
    const result = await db.transaction(async (tx) => {
      const duplicate = await findRecentDuplicateMessage(tx, input);
      if (duplicate) return { id: duplicate.id, created: false };
      const row = await insertContactMessage(tx, input);
      await mail.enqueue(tx, contactForShop(shopMailbox, { ...input, id: row.id }));
      if (await mayMail(tx, input.email)) await mail.enqueue(tx, contactAcknowledgement(config.publicOrigin, input));
      return { id: row.id, created: true };
    });
    if (result.created) mail.kick();
    res.status(result.created ? 201 : 200).json({
      success: true,
      message: "Thank you — your message has reached us. We usually answer within one working day.",
    });
  });

  return router;
}
