export const SKELETON_CARDS = 6;

export function ProductGridSkeleton() {
  return (
    <div role="status" aria-label="Loading coffees" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <div className="h-10 w-64 animate-pulse rounded bg-cream-200" />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <li key={i}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A product card's shape while the coffees load; apart from the card, so the root's pending view does not load the card. */
export function ProductCardSkeleton() {
  return (
    <div
      className="flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-coffee-800/10 bg-white"
      aria-hidden
    >
      <div className="aspect-square animate-pulse bg-cream-200" />
      <div className="space-y-3 p-5">
        <div className="h-3 w-1/3 animate-pulse rounded bg-cream-200" />
        <div className="h-5 w-2/3 animate-pulse rounded bg-cream-200" />
        <div className="h-3 w-full animate-pulse rounded bg-cream-200" />
        <div className="h-9 w-full animate-pulse rounded-full bg-cream-200" />
      </div>
    </div>
  );
}
