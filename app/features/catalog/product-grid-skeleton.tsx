import { ProductCardSkeleton } from "./product-card";

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
