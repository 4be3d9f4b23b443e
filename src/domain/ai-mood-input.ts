/** `POST /api/ai-mood-suggestion`'s body, checked with the same rule the dialog applies. */
import { z } from "zod";
import { BLANK_FEELING, feelingProblem } from "./ai-mood";

const coordinate = (name: string, limit: number) =>
  z
    .number({ error: `${name} must be a number` })
    .min(-limit, `${name} must be between -${limit} and ${limit}`)
    .max(limit, `${name} must be between -${limit} and ${limit}`)
    .optional();

export const AiMoodInput = z
  .object({
    emotion: z
      .string({
        error: (issue) => (issue.input === undefined || issue.input === null ? BLANK_FEELING : "emotion must be text"),
      })
      .superRefine((text, ctx) => {
        const problem = feelingProblem(text);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      })
      .transform((text) => text.trim()),
    lat: coordinate("lat", 90),
    lng: coordinate("lng", 180),
  })
  .refine((input) => (input.lat === undefined) === (input.lng === undefined), {
    message: "lat and lng go together",
    path: ["lat"],
  });
export type AiMoodInput = z.infer<typeof AiMoodInput>;
