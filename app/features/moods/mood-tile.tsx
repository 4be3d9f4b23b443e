import { Link } from "react-router";
import type { PublicMood } from "@domain/catalog";

export function MoodTile({ mood }: { mood: PublicMood }) {
  return (
    <Link
      to={`/mood/${mood.slug}`}
      className="group flex h-full flex-col rounded-[var(--radius-card)] border border-coffee-800/10 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg"
      style={{ borderTopColor: mood.colorCode, borderTopWidth: 4 }}
    >
      <span className="text-3xl" aria-hidden>
        {mood.emoji}
      </span>
      <h3 className="mt-3 text-xl font-semibold group-hover:text-terracotta-600">{mood.name}</h3>
      <p className="mt-2 text-sm text-coffee-500">{mood.description}</p>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tasting notes">
        {mood.notes.map((note) => (
          <li key={note} className="rounded-full bg-cream-100 px-3 py-1 text-xs font-medium">
            {note}
          </li>
        ))}
      </ul>
    </Link>
  );
}
