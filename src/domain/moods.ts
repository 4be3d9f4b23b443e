/**
 * The shop's moods (decision 040). The list of moods is the owner's — the `moods` table, edited in the
 * admin — so nothing here is the list the shopper chooses from. What lives here is what code needs:
 * - the six moods the shop opened with (seeded, and the ones the mood engine and its model were trained on);
 * - how a form and a mail turn the live list into choices and words, so a mood the owner adds is offered
 *   in the newsletter and subscription forms, accepted by their APIs and named in the mail without a code change.
 */

/** The six seeded moods by their stable codes (the owner may rename them; the code stays). */
export const SEEDED_MOODS = [
  { code: "calm-reflective", name: "Calm & Reflective", offeredInSubscriptions: true },
  { code: "energetic-focused", name: "Energetic & Focused", offeredInSubscriptions: true },
  { code: "cozy-nostalgic", name: "Cozy & Nostalgic", offeredInSubscriptions: true },
  { code: "bold-adventurous", name: "Bold & Adventurous", offeredInSubscriptions: false },
  { code: "soulful-slow", name: "Soulful & Slow", offeredInSubscriptions: false },
  { code: "creative-inspired", name: "Creative & Inspired", offeredInSubscriptions: false },
] as const;
export type SeededMoodCode = (typeof SEEDED_MOODS)[number]["code"];
export const SEEDED_MOOD_CODES = SEEDED_MOODS.map((mood) => mood.code) as [SeededMoodCode, ...SeededMoodCode[]];

export const seededMood = (code: SeededMoodCode) => SEEDED_MOODS.find((mood) => mood.code === code)!;

/** A subscription may leave the mood to the roaster: offered after the live moods. */
export const SURPRISE_MOOD = { value: "surprise", label: "Surprise me" } as const;

/** What the sign-up forms and mails need of a live mood. */
export type MoodChoice = { code: string; name: string; offeredInSubscriptions: boolean };
export type MoodOption = { value: string; label: string };

/** The newsletter's favourite-mood choices: every live mood, in the shop's order. */
export const newsletterMoodOptions = (moods: readonly MoodChoice[]): MoodOption[] =>
  moods.map((mood) => ({ value: mood.code, label: mood.name }));

/** The subscription's primary-mood choices: the live moods offered for subscriptions, then "Surprise me". */
export const subscriptionMoodOptions = (moods: readonly MoodChoice[]): MoodOption[] => [
  ...newsletterMoodOptions(moods.filter((mood) => mood.offeredInSubscriptions)),
  SURPRISE_MOOD,
];

/** A chosen mood's name in mail: the live name, else the seeded one, else the code itself. */
export function moodLabel(code: string, moods: readonly MoodChoice[]): string {
  if (code === SURPRISE_MOOD.value) return SURPRISE_MOOD.label;
  return (
    moods.find((mood) => mood.code === code)?.name ?? SEEDED_MOODS.find((mood) => mood.code === code)?.name ?? code
  );
}
