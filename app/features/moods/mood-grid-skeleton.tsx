/** The grid shown while the moods load: its own module, so the layout that shows it does not reach the cards. */
export function MoodCardSkeleton() {
  return (
    <div aria-hidden className="h-full rounded-[var(--radius-card)] border border-coffee-800/10 bg-white p-6">
      <div className="size-14 animate-pulse rounded-2xl bg-cream-200" />
      <div className="mt-4 h-6 w-1/2 animate-pulse rounded bg-cream-200" />
      <div className="mt-3 h-4 w-full animate-pulse rounded bg-cream-200" />
      <div className="mt-2 h-4 w-4/5 animate-pulse rounded bg-cream-200" />
      <div className="mt-6 h-6 w-32 animate-pulse rounded-full bg-cream-200" />
    </div>
  );
}

export const MOOD_SKELETON_CARDS = 6;

export function MoodGridSkeleton() {
  return (
    <div role="status" aria-label="Loading moods" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="mx-auto h-10 w-80 max-w-full animate-pulse rounded bg-cream-200" />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: MOOD_SKELETON_CARDS }, (_, i) => (
          <li key={i}>
            <MoodCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
