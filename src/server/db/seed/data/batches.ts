/**
 * The seeded stock as roast batches (decision 152), dated from the day the shop is set up so a new shop's
 * coffees are fresh: the limited release is one batch of its size with what was sold already gone; every
 * other coffee's stock is two roasts, an older one (sold first) and a recent one.
 */
type SeedProduct = { slug: string; stockQuantity?: number; trackInventory?: boolean; limitedTo?: number | null };

const daysBefore = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

export function seedBatches(
  seeds: readonly SeedProduct[],
  today: string,
): { slug: string; roastedOn: string; bags: number; remaining: number; notes: string | null }[] {
  return seeds.flatMap((seed, i) => {
    const stock = seed.stockQuantity ?? 0;
    if (seed.trackInventory === false || stock <= 0) return [];
    if (seed.limitedTo)
      return [
        {
          slug: seed.slug,
          roastedOn: daysBefore(today, 9),
          bags: Math.max(seed.limitedTo, stock),
          remaining: stock,
          notes: "Limited release: one roast, numbered bags",
        },
      ];
    const older = Math.floor(stock * 0.4);
    const roasts: { roastedOn: string; bags: number; notes: string | null }[] = [
      { roastedOn: daysBefore(today, 10 + (i % 5)), bags: older, notes: null },
      { roastedOn: daysBefore(today, 2 + (i % 3)), bags: stock - older, notes: null },
    ];
    return roasts
      .filter((roast) => roast.bags > 0)
      .map((roast) => ({ slug: seed.slug, ...roast, remaining: roast.bags }));
  });
}
