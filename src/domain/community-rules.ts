/**
 * The community forms' fixed choices and small rules, free of zod so that pages can show them
 * without shipping the validation library (the API and the café dialog validate with community.ts).
 */

/** Rating choices of the café form; 4 is preselected. */
export const CAFE_RATINGS = [5, 4.5, 4, 3.5, 3] as const;
export const DEFAULT_CAFE_RATING = 4;
export const STORY_CATEGORIES = ["culture", "brewing", "farming", "processing", "sustainability", "personal"] as const;
export const STORY_REVIEW_WINDOW = "3-5 business days";
/** The story form suggests this many words; it is never enforced. */
export const SUGGESTED_STORY_WORDS = 200;
export const MAX_STORY_IMAGES = 6;

export function countWords(value: string): number {
  const trimmed = value.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}
