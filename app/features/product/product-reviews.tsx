/**
 * Approved reviews on the product page (decision 131): the server renders the summary and the newest
 * few; sorting, the star filter and "Show more" fetch further pages from the API on demand. Review
 * text is rendered as text (React escapes it), never as HTML.
 */
import { useRef, useState } from "react";
import { brewingMethodLabel } from "@domain/brewing";
import {
  REVIEW_SORT_LABELS,
  REVIEW_SORTS,
  REVIEW_STARS,
  REVIEWS_PAGE,
  isReviewSort,
  type PublicReview,
  type ReviewPage,
  type ReviewSort,
} from "@domain/reviews";
import { StarRating } from "~/components/ui/star-rating";
import { apiRequest } from "~/lib/api";
import { formatIndianDate } from "~/lib/format";

function Stars({ rating }: { rating: number }) {
  return (
    <span className="text-gold-500" aria-label={`${rating} out of 5 stars`} role="img">
      {"★".repeat(rating)}
      <span className="text-coffee-800/20">{"★".repeat(5 - rating)}</span>
    </span>
  );
}

function ReviewItem({ review }: { review: PublicReview }) {
  return (
    <li className="border-b border-coffee-800/10 py-5 last:border-b-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <h3 className="font-semibold">{review.title}</h3>
      </div>
      <p className="mt-1 text-sm text-coffee-500">
        {review.author} · Verified buyer · {formatIndianDate(review.createdAt)}
        {review.brewMethod ? ` · Brewed as ${brewingMethodLabel(review.brewMethod)}` : ""}
      </p>
      <p className="mt-3 whitespace-pre-line break-words leading-relaxed text-coffee-700">{review.body}</p>
      {review.reply ? (
        <div className="mt-3 rounded-xl bg-cream-100 p-4 text-sm">
          <p className="font-semibold">Reply from Bean & Bhūmi</p>
          <p className="mt-1 whitespace-pre-line break-words text-coffee-700">{review.reply}</p>
        </div>
      ) : null}
    </li>
  );
}

export function ProductReviews({ slug, initial }: { slug: string; initial: ReviewPage }) {
  const [sort, setSort] = useState<ReviewSort>("newest");
  const [stars, setStars] = useState<number | null>(null);
  const [reviews, setReviews] = useState(initial.reviews);
  const [total, setTotal] = useState(initial.total);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const request = useRef(0);
  const { summary } = initial;

  async function load(next: { sort: ReviewSort; stars: number | null }, offset: number) {
    const id = ++request.current;
    setBusy(true);
    setFailed(false);
    const query = new URLSearchParams({ sort: next.sort, offset: String(offset), limit: String(REVIEWS_PAGE) });
    if (next.stars) query.set("stars", String(next.stars));
    try {
      const page = await apiRequest<ReviewPage>("GET", `/api/products/${encodeURIComponent(slug)}/reviews?${query}`);
      if (id !== request.current) return;
      setReviews((shown) => (offset === 0 ? page.reviews : [...shown, ...page.reviews]));
      setTotal(page.total);
    } catch {
      if (id === request.current) setFailed(true);
    } finally {
      if (id === request.current) setBusy(false);
    }
  }

  function choose(next: { sort: ReviewSort; stars: number | null }) {
    setSort(next.sort);
    setStars(next.stars);
    void load(next, 0);
  }

  return (
    <section
      aria-labelledby="reviews-heading"
      id="reviews"
      className="rounded-[var(--radius-card)] bg-white p-5 sm:p-8"
    >
      <h2 id="reviews-heading" className="font-display text-2xl font-semibold sm:text-3xl">
        Reviews from verified buyers
      </h2>
      {summary.count === 0 ? (
        <p className="mt-3 text-coffee-600">
          No reviews yet. Everyone who buys this coffee gets a link to review it once it arrives.
        </p>
      ) : (
        <>
          <div className="mt-4 grid gap-6 sm:grid-cols-[auto_1fr] sm:items-start">
            <div>
              <p className="font-display text-4xl font-semibold">{summary.average!.toFixed(1)}</p>
              <StarRating rating={summary.average!} count={summary.count} />
            </div>
            <fieldset>
              <legend className="text-sm font-semibold">Show reviews with</legend>
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="button"
                  aria-pressed={stars === null}
                  onClick={() => choose({ sort, stars: null })}
                  className="rounded-full border border-coffee-800/20 px-3 py-1.5 text-sm font-medium aria-pressed:bg-coffee-800 aria-pressed:text-cream-50"
                >
                  All stars
                </button>
                {REVIEW_STARS.map((n) => (
                  <button
                    key={n}
                    type="button"
                    aria-pressed={stars === n}
                    disabled={summary.byStar[n] === 0}
                    onClick={() => choose({ sort, stars: n })}
                    className="rounded-full border border-coffee-800/20 px-3 py-1.5 text-sm font-medium disabled:opacity-50 aria-pressed:bg-coffee-800 aria-pressed:text-cream-50"
                  >
                    {n} ★ ({summary.byStar[n] ?? 0})
                  </button>
                ))}
              </div>
            </fieldset>
          </div>
          <div className="mt-5 flex items-center gap-2">
            <label htmlFor="review-sort" className="text-sm font-semibold">
              Sort by
            </label>
            <select
              id="review-sort"
              value={sort}
              onChange={(event) => {
                const value = event.target.value;
                if (isReviewSort(value)) choose({ sort: value, stars });
              }}
              className="rounded-lg border border-coffee-800/20 bg-white px-3 py-1.5 text-sm"
            >
              {REVIEW_SORTS.map((value) => (
                <option key={value} value={value}>
                  {REVIEW_SORT_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          <ul className="mt-2" aria-busy={busy} aria-label="Reviews">
            {reviews.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
          {failed ? (
            <p role="alert" className="mt-3 text-sm text-terracotta-600">
              The reviews could not be loaded. Please try again.
            </p>
          ) : null}
          {reviews.length < total ? (
            <button
              type="button"
              disabled={busy}
              onClick={() => void load({ sort, stars }, reviews.length)}
              className="mt-4 rounded-full border border-coffee-800/20 px-5 py-2.5 text-sm font-semibold hover:bg-cream-100 disabled:opacity-60"
            >
              {busy ? "Loading…" : `Show more reviews (${total - reviews.length} more)`}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
