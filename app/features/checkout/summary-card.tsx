import type { ReactNode } from "react";

/** The card that holds a summary beside the form (below it on a phone). */
export function SummaryCard({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <aside
      id="order-summary"
      aria-label="Order summary"
      className="h-fit rounded-[var(--radius-card)] border border-coffee-800/10 bg-white p-5 sm:p-6 lg:sticky lg:top-28"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="text-xl font-semibold">{title}</h2>
        {aside}
      </div>
      {children}
    </aside>
  );
}

/** While the cart is read from this browser (server rendering and the first paint). */
export function SummarySkeleton() {
  return (
    <SummaryCard title="Order summary">
      <div className="mt-4 space-y-4" aria-hidden>
        {[0, 1].map((i) => (
          <div key={i} className="flex gap-3">
            <div className="size-14 rounded-xl bg-cream-100" />
            <div className="flex-1 space-y-2 pt-1">
              <div className="h-4 w-2/3 rounded bg-cream-100" />
              <div className="h-3 w-1/2 rounded bg-cream-100" />
            </div>
          </div>
        ))}
        <div className="h-24 rounded-xl bg-cream-100" />
      </div>
      <p className="sr-only">Loading your cart…</p>
    </SummaryCard>
  );
}
