import { tintedBadgeColors } from "@domain/color";
import ArrowRight from "lucide-react/icons/arrow-right";
import Sparkles from "lucide-react/icons/sparkles";
import { Link } from "react-router";
import type { PublicMood } from "@domain/catalog";
import { opensMoodSuggester } from "~/features/ai-mood";

export function perfectMatches(count: number): string {
  return `${count} Perfect ${count === 1 ? "Match" : "Matches"}`;
}

/** A mood on the discovery page: emoji, name, quoted description, its real number of matches. */
export function MoodCard({ mood }: { mood: PublicMood }) {
  return (
    <Link
      to={`/mood/${mood.slug}`}
      className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-coffee-800/10 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg"
    >
      <span aria-hidden className="absolute inset-x-0 top-0 h-1.5" style={{ backgroundColor: mood.colorCode }} />
      <span
        aria-hidden
        className="grid size-14 place-items-center rounded-2xl text-3xl"
        style={{ backgroundColor: `${mood.colorCode}1f` }}
      >
        {mood.emoji}
      </span>
      <h2 className="mt-4 text-2xl font-semibold">{mood.name}</h2>
      <p className="mt-2 flex-1 text-coffee-600">“{mood.description}”</p>
      <div className="mt-5 flex items-center justify-between">
        <span className="rounded-full px-3 py-1 text-xs font-semibold" style={tintedBadgeColors(mood.colorCode)}>
          {perfectMatches(mood.matchCount)}
        </span>
        <span className="inline-flex items-center gap-1 text-sm font-semibold text-terracotta-600 group-hover:gap-2">
          Discover Coffees <ArrowRight aria-hidden className="size-4 transition-all" />
        </span>
      </div>
    </Link>
  );
}

/** Opens the AI Mood Suggester right here (it once sent shoppers to the home page); the whole card is the button. */
export function TryAiCard() {
  return (
    <div className="relative flex h-full flex-col justify-between rounded-[var(--radius-card)] bg-coffee-900 p-6 text-cream-50 shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-terracotta-500">
      <Sparkles aria-hidden className="size-8 text-gold-400" />
      <div className="mt-6">
        <h2 className="text-2xl font-semibold">
          <button
            type="button"
            {...opensMoodSuggester}
            className="text-left outline-none after:absolute after:inset-0 after:content-['']"
          >
            Try AI Mood Suggester
          </button>
        </h2>
        <p className="mt-2 text-cream-200/90">
          Not sure how you feel? Describe your day in a sentence and let us pour the match.
        </p>
      </div>
    </div>
  );
}
