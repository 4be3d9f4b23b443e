/** Slugs. The mood rule (name → `…-coffee-match`) is fixed: how `/mood/{slug}` and `/api/moods/{slug}` resolve. */
export const MOOD_SLUG_SUFFIX = "-coffee-match";

/** "Calm & Reflective" → "calm-and-reflective-coffee-match". */
export function moodSlug(name: string): string {
  const base = name
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${base}${MOOD_SLUG_SUFFIX}`;
}

/** Blog rule: lower-cased title, punctuation removed, spaces turned into hyphens. */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-");
}

/** A plausible slug: what our slug rules can produce. Anything else cannot name a record. */
export function isSlug(value: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/i.test(value) && value.length <= 200;
}

/** True when the path segment is a database id rather than a slug. */
export function isNumericId(value: string): boolean {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647;
}
