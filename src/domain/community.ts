/**
 * What visitors send from the community pages — a café for the finder, a story, a message — as zod
 * schemas shared by the forms and the API. Each refusal names its field; nothing here is trusted
 * to be harmless markup, so fields that carry HTML tags are refused outright.
 */
import { z } from "zod";
import { CAFE_CITIES, CAFE_FEATURES } from "./cafes";
import { CAFE_RATINGS, DEFAULT_CAFE_RATING, MAX_STORY_IMAGES, STORY_CATEGORIES } from "./community-rules";
import { email } from "./sign-ups";

export * from "./community-rules";

const TAG = /<\s*\/?\s*[a-z!?][^>]*>/i;

/** Trimmed text, refused when it is not a string, too long, or carries HTML tags. */
function text(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !TAG.test(value), `${label} must not contain HTML tags`);
}

function required(label: string, max: number, missing: string) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? "" : value),
    text(label, max).pipe(z.string().min(1, missing)),
  );
}

/** Optional text: absent, null and blank all become null. */
function optional(label: string, max: number) {
  return z
    .preprocess((value) => (value === undefined || value === null ? "" : value), text(label, max))
    .transform((value) => value || null);
}

const httpUrl = (label: string) =>
  z
    .string({ error: `${label} must be a web address` })
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .pipe(z.url({ protocol: /^https?$/, error: `${label} must be a web address starting with http:// or https://` }));

/**
 * A coordinate as the café form sends it. A number in range is kept; anything that does not read as
 * a number (blank, "near the temple") is unknown — null, never 0, which would put the café in the
 * Gulf of Guinea — and the admin fixes it before the café can appear on the map.
 */
function coordinate(label: string, limit: number) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null) return null;
      if (typeof value === "string") {
        const trimmed = value.trim();
        if (!/^[-+]?\d+(\.\d+)?$/.test(trimmed)) return null;
        return Number(trimmed);
      }
      return value;
    },
    z
      .number({ error: `${label} must be a number` })
      .min(-limit, `${label} must be between -${limit} and ${limit}`)
      .max(limit, `${label} must be between -${limit} and ${limit}`)
      .nullable(),
  );
}

export const CafeSubmissionInput = z.object({
  name: required("Name", 120, "Please enter the café's name"),
  description: optional("Description", 1000).transform((value) => value ?? ""),
  address: required("Address", 300, "Please enter the café's address"),
  city: z.enum(CAFE_CITIES, { error: "Please choose a city from the list" }),
  latitude: coordinate("Latitude", 90),
  longitude: coordinate("Longitude", 180),
  rating: z.preprocess(
    (value) =>
      value === undefined || value === null || value === ""
        ? DEFAULT_CAFE_RATING
        : typeof value === "string"
          ? Number(value)
          : value,
    z
      .number({ error: "Rating must be one of 5, 4.5, 4, 3.5 or 3" })
      .refine(
        (value) => (CAFE_RATINGS as readonly number[]).includes(value),
        "Rating must be one of 5, 4.5, 4, 3.5 or 3",
      ),
  ),
  imageUrl: z
    .preprocess((value) => (value === "" || value === null ? undefined : value), httpUrl("Photo URL").optional())
    .transform((value) => value ?? null),
  features: z
    .array(z.enum(CAFE_FEATURES, { error: `Features must be among ${CAFE_FEATURES.join(", ")}` }), {
      error: "Features must be a list",
    })
    .max(CAFE_FEATURES.length, "Features must be a list")
    .default([])
    .transform((list) => [...new Set(list)]),
  // The original form sends weeklyPick; a visitor can never choose the café of the week, so it is read and dropped.
  weeklyPick: z
    .unknown()
    .optional()
    .transform(() => false as const),
});
export type CafeSubmissionInput = z.infer<typeof CafeSubmissionInput>;

/** "a, b , c" or ["a", "b"] → a list of web addresses. */
const imageList = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return [];
    if (typeof value === "string")
      return value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean);
    return value;
  },
  z
    .array(httpUrl("Each image URL"), { error: "Images must be a comma-separated list of web addresses" })
    .max(MAX_STORY_IMAGES, `Please add at most ${MAX_STORY_IMAGES} image URLs`),
);

export const StoryInput = z.object({
  name: required("Name", 100, "Please enter your name"),
  email,
  location: optional("Location", 120),
  storyTitle: required("Story title", 150, "Please give your story a title"),
  category: z
    .preprocess(
      (value) => (value === "" || value === null ? undefined : value),
      z.enum(STORY_CATEGORIES, { error: "Please choose one of the listed categories" }).optional(),
    )
    .transform((value) => value ?? null),
  story: required("Story", 20_000, "Please write your story"),
  coffeeExperience: optional("Coffee experience", 2000),
  brewingMethod: optional("Brewing method", 100),
  images: imageList,
});
export type StoryInput = z.infer<typeof StoryInput>;

export const ContactInput = z.object({
  name: required("Name", 100, "Please enter your name"),
  email,
  subject: optional("Subject", 150),
  message: required("Message", 5000, "Please write your message"),
});
export type ContactInput = z.infer<typeof ContactInput>;
