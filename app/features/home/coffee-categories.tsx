import { badgeColors } from "@domain/color";
import ArrowRight from "lucide-react/icons/arrow-right";
import Sparkles from "lucide-react/icons/sparkles";
import { Link } from "react-router";
import { COFFEE_CATEGORIES, varietyCount } from "@domain/categories";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { SectionHeading } from "./section-heading";

/** Six ways into the shop; the variety counts are counted from the live catalogue. */
export function CoffeeCategories({ counts }: { counts: Record<string, number> }) {
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 defer-render">
      <SectionHeading id="categories-heading" eyebrow="Coffee categories" title="Browse by roast, origin and process" />
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {COFFEE_CATEGORIES.map((category) => (
          <li key={category.id}>
            <article className="flex h-full flex-col rounded-[var(--radius-card)] border border-coffee-800/10 bg-white p-6 shadow-sm">
              <div className="flex items-start justify-between gap-3">
                <h3 className="text-2xl font-semibold">{category.name}</h3>
                <span className="rounded-full px-3 py-1 text-xs font-semibold" style={badgeColors(category.color)}>
                  {category.badge}
                </span>
              </div>
              <p className="mt-2 text-sm font-medium text-coffee-500">{varietyCount(counts[category.id] ?? 0)}</p>
              <p className="mt-3 flex-1 text-coffee-600">{category.description}</p>
              <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Flavour highlights">
                {category.flavorHighlights.map((flavor) => (
                  <li key={flavor} className="rounded-full bg-cream-100 px-2.5 py-0.5 text-xs font-medium">
                    {flavor}
                  </li>
                ))}
              </ul>
              <Link
                className={cn(buttonVariants({ variant: "outline", size: "sm" }), "mt-5 self-start")}
                to={`/shop?category=${category.id}`}
                aria-label={`Explore ${category.name}`}
              >
                Explore <ArrowRight aria-hidden />
              </Link>
            </article>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-start justify-between gap-6 rounded-[var(--radius-card)] bg-forest-700 p-8 text-cream-50 sm:flex-row sm:items-center">
        <div>
          <h3 className="text-2xl font-semibold">Still Exploring?</h3>
          <p className="mt-1 text-cream-200/90">Let your mood choose, or wander through everything we roast.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link className={buttonVariants({ variant: "light" })} to="/discover-your-mood">
            <Sparkles aria-hidden /> Get AI Recommendations
          </Link>
          <Link className={buttonVariants({ variant: "outline-light" })} to="/shop">
            Browse All Products
          </Link>
        </div>
      </div>
    </section>
  );
}
