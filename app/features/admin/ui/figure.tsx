/** One headline figure (revenue, subscribers…) on a white card, as the dashboard shows them. */
export function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-2xl border border-coffee-800/10 bg-white p-5">
      <p className="text-sm font-medium text-coffee-500">{label}</p>
      <p className="mt-1 font-display text-3xl font-semibold tabular-nums">{value}</p>
      {note ? <p className="mt-1 text-xs text-coffee-500">{note}</p> : null}
    </div>
  );
}
