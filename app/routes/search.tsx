import Sparkles from "lucide-react/icons/sparkles";
import { useState } from "react";
import { data, Form, Link } from "react-router";
import { toSummary, type ProductSummary } from "@domain/catalog";
import { categoryLabel, readSearchFilters, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, searchFacets } from "@domain/search";
import { Button } from "~/components/ui/button";
import { opensMoodSuggester } from "~/features/ai-mood";
import { CartSummaryBar } from "~/features/cart/cart-summary-bar";
import { ProductCard } from "~/features/catalog/product-card";
import { SearchBox } from "~/features/search";
import { pageMeta } from "~/lib/meta";
import { lazyPart, PartBoundary } from "~/lib/lazy-part";
import type { Route } from "./+types/search";

const ProductOptionsDialog = lazyPart(() =>
  import("~/features/catalog/product-options-dialog").then((m) => m.ProductOptionsDialog),
);

/**
 * Search results, rendered on the server so they work without JavaScript (decision 090). Every query is
 * its own page, so none is kept by the page cache (a stream of queries would evict the shop's pages).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = (params.get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  const filters = readSearchFilters(params);
  const [catalogue, moods] = await Promise.all([
    context.services.catalog.listProducts(),
    context.services.moods.listMoods(),
  ]);
  const results = query.length >= SEARCH_MIN_LENGTH ? await context.services.search.search(query, filters) : null;
  return data(
    {
      query,
      filters,
      facets: searchFacets(catalogue),
      moods: moods.map((m) => ({ slug: m.slug, name: m.name, emoji: m.emoji })),
      searchedFor: results?.searchedFor ?? null,
      products: (results?.products ?? []).map(toSummary),
      moodHits: results?.moods ?? [],
      articles: results?.articles ?? [],
      nearest: results?.nearest ?? [],
      origin: context.origin,
      grindPrices: await context.services.grindPrices(),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({
    title: data?.query ? `Search results for “${data.query}”` : "Search",
    description: "Search Bean & Bhūmi's coffees, moods and journal.",
    path: "/search",
    origin: data?.origin ?? "",
    noindex: true,
  });
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, filters, facets, moods, searchedFor, products, moodHits, articles, nearest } = loaderData;
  const [choosing, setChoosing] = useState<ProductSummary | null>(null);
  const searched = query.length >= SEARCH_MIN_LENGTH;
  const found = products.length + moodHits.length + articles.length;

  return (
    <div className="pb-28">
      <header className="border-b border-coffee-800/10 bg-cream-100">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
          <h1 className="text-3xl font-semibold sm:text-4xl">
            {searched ? <>Results for “{query}”</> : "Search the shop"}
          </h1>
          <SearchBox key={query} className="mt-5 max-w-xl" defaultValue={query} focused={!searched} />
          {searchedFor ? (
            <p className="mt-3 text-sm text-coffee-600">
              Showing results for <strong>{searchedFor}</strong>.
            </p>
          ) : null}
          {query && !searched ? (
            <p className="mt-3 text-sm text-coffee-600">Type at least two letters to search.</p>
          ) : null}
        </div>
      </header>

      {searched ? (
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
          <Filters query={query} filters={filters} facets={facets} moods={moods} />
          {found === 0 ? (
            <NothingFound query={query} nearest={nearest} moods={moods} />
          ) : (
            <>
              <section aria-labelledby="found-coffees" className="mt-8">
                <h2 id="found-coffees" className="text-xl font-semibold">
                  {products.length} {products.length === 1 ? "coffee" : "coffees"}
                </h2>
                {products.length > 0 ? (
                  <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                    {products.map((product, index) => (
                      <li key={product.id}>
                        <ProductCard product={product} eager={index < 2} onAdd={setChoosing} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-2 text-coffee-600">No coffee matches these filters.</p>
                )}
              </section>
              {moodHits.length > 0 ? (
                <section aria-labelledby="found-moods" className="mt-10">
                  <h2 id="found-moods" className="text-xl font-semibold">
                    Moods
                  </h2>
                  <MoodLinks moods={moodHits} />
                </section>
              ) : null}
              {articles.length > 0 ? (
                <section aria-labelledby="found-articles" className="mt-10">
                  <h2 id="found-articles" className="text-xl font-semibold">
                    From the journal
                  </h2>
                  <ul className="mt-4 grid gap-4 md:grid-cols-2">
                    {articles.map((article) => (
                      <li key={article.slug} className="rounded-2xl border border-coffee-800/10 bg-white p-5">
                        <Link to={`/blog/${article.slug}`} className="font-semibold hover:text-terracotta-600">
                          {article.title}
                        </Link>
                        <p className="mt-1 line-clamp-2 text-sm text-coffee-600">{article.excerpt}</p>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </>
          )}
        </div>
      ) : (
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
          <h2 className="text-xl font-semibold">Or start from a mood</h2>
          <MoodLinks moods={moods} />
        </div>
      )}
      {choosing ? (
        <PartBoundary onDismiss={() => setChoosing(null)}>
          <ProductOptionsDialog product={choosing} onClose={() => setChoosing(null)} />
        </PartBoundary>
      ) : null}
      <CartSummaryBar />
    </div>
  );
}

type MoodLink = { slug: string; name: string; emoji: string };

function MoodLinks({ moods }: { moods: MoodLink[] }) {
  return (
    <ul className="mt-4 flex flex-wrap gap-2">
      {moods.map((mood) => (
        <li key={mood.slug}>
          <Link
            to={`/mood/${mood.slug}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-coffee-800/20 bg-white px-4 text-sm font-medium hover:border-coffee-800/50"
          >
            <span aria-hidden>{mood.emoji}</span> {mood.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function NothingFound({ query, nearest, moods }: { query: string; nearest: string[]; moods: MoodLink[] }) {
  return (
    <section aria-labelledby="nothing-found" className="mt-8 rounded-3xl bg-cream-100 p-6 sm:p-8">
      <h2 id="nothing-found" className="text-xl font-semibold">
        Nothing found for “{query}”
      </h2>
      {nearest.length > 0 ? (
        <p className="mt-3 text-coffee-700">
          Did you mean{" "}
          {nearest.map((word, index) => (
            <span key={word}>
              {index > 0 ? ", " : null}
              <Link to={`/search?q=${encodeURIComponent(word)}`} className="font-semibold underline">
                {word}
              </Link>
            </span>
          ))}
          ?
        </p>
      ) : null}
      <p className="mt-4 text-coffee-700">Or tell us how you feel and we will find the coffee for it:</p>
      <Button type="button" variant="primary" className="mt-3" {...opensMoodSuggester}>
        <Sparkles aria-hidden /> Ask the AI Mood Suggester
      </Button>
      <h3 className="mt-6 font-semibold">Browse by mood</h3>
      <MoodLinks moods={moods} />
    </section>
  );
}

type FiltersProps = {
  query: string;
  filters: ReturnType<typeof readSearchFilters>;
  facets: ReturnType<typeof searchFacets>;
  moods: MoodLink[];
};

/** A plain GET form: the filters work without JavaScript, and each choice is a shareable address. */
function Filters({ query, filters, facets, moods }: FiltersProps) {
  const select = (name: string, label: string, value: string | undefined, options: [string, string][]) => (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <select
        name={name}
        defaultValue={value ?? ""}
        className="h-11 rounded-xl border border-coffee-800/20 bg-white px-3 text-sm"
      >
        <option value="">Any</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <Form method="get" action="/search" aria-label="Filter the results" className="flex flex-wrap items-end gap-4">
      <input type="hidden" name="q" value={query} />
      {select(
        "category",
        "Category",
        filters.category,
        facets.categories.map((c) => [c, categoryLabel(c)]),
      )}
      {select(
        "roast",
        "Roast",
        filters.roast,
        facets.roasts.map((r) => [r, r]),
      )}
      {select(
        "process",
        "Process",
        filters.process,
        facets.processes.map((p) => [p, p]),
      )}
      {select(
        "mood",
        "Mood",
        filters.mood,
        moods.map((m) => [m.name, m.name]),
      )}
      <label className="flex h-11 items-center gap-2 text-sm font-medium">
        <input type="checkbox" name="stock" value="1" defaultChecked={filters.inStock ?? false} className="size-5" />
        In stock
      </label>
      <Button type="submit" variant="outline">
        Apply filters
      </Button>
    </Form>
  );
}
