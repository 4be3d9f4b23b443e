import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import type { PublicMood } from "@domain/catalog";
import { SectionHeading } from "./section-heading";

export function MoodTiles({ moods }: { moods: PublicMood[] }) {
  return (
    <section id="discover" aria-labelledby="discover-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading id="discover-heading" eyebrow="Discover by mood" title="How are you feeling today?">
        Six moods, each matched to coffees from South India's hills. Choose one and meet its cups.
      </SectionHeading>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {moods.map((mood) => (
          <li key={mood.id}>
            <Link
              to={`/mood/${mood.slug}`}
              className="group flex h-full gap-4 rounded-[var(--radius-card)] border border-coffee-800/10 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg"
            >
              <span
                aria-hidden
                className="grid size-14 shrink-0 place-items-center rounded-2xl text-2xl"
                style={{ backgroundColor: `${mood.colorCode}1f` }}
              >
                {mood.emoji}
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="font-display text-xl font-semibold group-hover:text-terracotta-600">{mood.name}</span>
                <span className="mt-1 line-clamp-2 text-sm text-coffee-500">{mood.description}</span>
                <span className="mt-3 flex flex-wrap gap-1.5">
                  {mood.notes.map((note) => (
                    <span key={note} className="rounded-full bg-cream-100 px-2.5 py-0.5 text-xs font-medium">
                      {note}
                    </span>
                  ))}
                </span>
              </span>
              <ArrowRight
                aria-hidden
                className="ml-auto mt-1 size-5 shrink-0 text-coffee-400 transition group-hover:translate-x-0.5 group-hover:text-terracotta-600"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
