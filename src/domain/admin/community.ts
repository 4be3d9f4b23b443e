/** Coffee subscriptions (pause/activate) and the messages inbox (story submissions, contact messages). */
import { z } from "zod";

export const SubscriptionPatch = z.object({
  isActive: z.boolean({ error: "isActive must be true or false" }),
});
export type SubscriptionPatch = z.output<typeof SubscriptionPatch>;

export const MESSAGE_KINDS = ["stories", "contacts"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const STORY_STATUSES = ["pending", "approved", "rejected"] as const;

/** Mark a message handled (or not); a story can also be approved or rejected (which handles it). */
export const MessagePatch = z
  .object({
    handled: z.boolean({ error: "handled must be true or false" }).optional(),
    status: z.enum(STORY_STATUSES, { error: `Status must be one of: ${STORY_STATUSES.join(", ")}` }).optional(),
  })
  .refine((m) => m.handled !== undefined || m.status !== undefined, {
    message: "Send handled or status",
    path: ["handled"],
  });
export type MessagePatch = z.output<typeof MessagePatch>;
