/** The mood form: name required, emoji at most 2 characters, colour # + 6 hex digits (default #8B4513). */
import { z } from "zod";
import {
  commaList,
  optionalText,
  optionalWebUrl,
  plainText,
  requiredText,
  wholeNumber,
  withDefaults,
  choice,
} from "./fields";

export const MOOD_COLOR_SCHEMES = ["blue", "yellow", "orange", "red", "purple", "green"] as const;
export const MOOD_DEFAULTS = {
  colorScheme: "blue",
  colorCode: "#8B4513",
  emoji: "☕",
  coffeeIds: [] as number[],
  sortOrder: 0,
} as const;

/** Counts what a person sees as one character (an emoji with a skin tone or flag is one). */
export function visibleLength(text: string): number {
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  return Segmenter ? [...new Segmenter(undefined, { granularity: "grapheme" }).segment(text)].length : [...text].length;
}

export const MoodFields = z.object({
  name: requiredText("Name", 80),
  description: plainText("Description", 2000),
  emoji: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string({ error: "Emoji must be text" })
      .refine((e) => visibleLength(e) <= 2 && e.length <= 16, "Emoji must be at most 2 characters")
      .optional(),
  ),
  colorScheme: choice("Colour scheme", MOOD_COLOR_SCHEMES),
  colorCode: z.preprocess(
    (v) => (v === "" || v === null ? MOOD_DEFAULTS.colorCode : typeof v === "string" ? v.trim() : v),
    z
      .string({ error: "Colour must be # followed by 6 hex digits" })
      .regex(/^#[0-9a-fA-F]{6}$/, "Colour must be # followed by 6 hex digits")
      .optional(),
  ),
  imageUrl: optionalWebUrl("Image URL"),
  characteristics: commaList("Characteristics", { maxItems: 12, maxLength: 120 }),
  ritual: optionalText("Ritual", 2000),
  sortOrder: wholeNumber("Order", 0, 1000),
  /** Coffee (origin) ids, best match first. */
  coffeeIds: z.preprocess(
    (v) =>
      typeof v === "string"
        ? v
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean)
            .map(Number)
        : v === null
          ? []
          : v,
    z
      .array(
        z
          .number({ error: "Coffee ids must be numbers" })
          .int("Coffee ids must be whole numbers")
          .positive("Coffee ids must be positive")
          .max(2_147_483_647, "Unknown coffee"),
        { error: "Coffee ids must be a list" },
      )
      .max(50, "At most 50 coffees")
      .refine((ids) => new Set(ids).size === ids.length, "A coffee is listed twice")
      .optional(),
  ),
});

export const MoodInput = withDefaults(MoodFields, MOOD_DEFAULTS);
export type MoodInput = z.output<typeof MoodInput>;
export const MoodPatch = MoodFields.partial();
export type MoodPatch = z.output<typeof MoodPatch>;
