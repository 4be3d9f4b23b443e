/**
 * Which coffees a subscription's delivery holds (decision 136), as a pure function of what is in stock:
 * the mood's coffees in the mood engine's order (best match first), one bag at a time round the list
 * (a box holds as many different coffees as it can) — first only those not in the last delivery, and
 * the last delivery's only for bags the others cannot fill, so no coffee repeats when another fits. Never more bags of a coffee than are in stock; null
 * when the mood's coffees cannot fill the box (the cycle is held and the owner told).
 */
export type PickCandidate = { productId: number; name: string; slug: string; available: number | null };
export type Pick = { productId: number; name: string; slug: string; bags: number };

export function pickBags(
  candidates: readonly PickCandidate[],
  bags: number,
  lastProductIds: readonly number[],
): Pick[] | null {
  const seen = new Set<number>();
  const unique = candidates.filter((candidate) => !seen.has(candidate.productId) && seen.add(candidate.productId));
  const fresh = unique.filter((candidate) => !lastProductIds.includes(candidate.productId));
  const repeated = unique.filter((candidate) => lastProductIds.includes(candidate.productId));
  const ordered = [...fresh, ...repeated];
  const taken = new Map<number, number>();
  let placed = 0;
  // Fresh coffees first (round the list, so the box varies), last delivery's only when they run out.
  for (const group of [fresh, repeated]) {
    let progressed = true;
    while (placed < bags && progressed) {
      progressed = false;
      for (const candidate of group) {
        if (placed === bags) break;
        const already = taken.get(candidate.productId) ?? 0;
        if (candidate.available !== null && already >= candidate.available) continue;
        taken.set(candidate.productId, already + 1);
        placed++;
        progressed = true;
      }
    }
  }
  if (placed < bags) return null;
  return ordered
    .filter((candidate) => taken.has(candidate.productId))
    .map(({ productId, name, slug }) => ({ productId, name, slug, bags: taken.get(productId)! }));
}

/** "Surprise me" rotates through the moods offered for subscriptions, one a delivery. */
export function moodForCycle(mood: string, cycle: number, offered: readonly string[]): string {
  if (mood !== "surprise" || offered.length === 0) return mood;
  return offered[(cycle - 1) % offered.length]!;
}
