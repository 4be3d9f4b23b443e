/**
 * Reviews from verified buyers (issue 18 item 3) and back-in-stock alerts (item 4): the closed sets
 * (decision 040) and the small pure helpers the product page and the server share. No zod here: the
 * product page's script imports this file.
 */
export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** How the product page orders approved reviews. */
export const REVIEW_SORTS = ["newest", "highest", "lowest"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  newest: "Newest",
  highest: "Highest rated",
  lowest: "Lowest rated",
};

export const REVIEW_STARS = [5, 4, 3, 2, 1] as const;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_TEXT_MAX = 4000;
export const REVIEW_REPLY_MAX = 2000;
/** The product page renders this many on the server; "Show more" loads the next pages on demand. */
export const REVIEWS_FIRST_PAGE = 3;
export const REVIEWS_PAGE = 10;

/** One approved review as the public sees it (the author as a first name and initial). */
export type PublicReview = {
  id: number;
  rating: number;
  title: string;
  body: string;
  brewMethod: string | null;
  author: string;
  createdAt: string;
  reply: string | null;
};

export type ReviewSummary = {
  average: number | null;
  count: number;
  /** Approved reviews per star, 5 down to 1. */
  byStar: Record<number, number>;
};

/** A review as the moderation queue shows it (with the buyer's address, admin only). */
export type AdminReview = {
  id: number;
  productId: number;
  productName: string;
  orderNumber: string;
  customerEmail: string;
  rating: number;
  title: string;
  body: string;
  brewMethod: string | null;
  author: string;
  status: ReviewStatus;
  reply: string | null;
  createdAt: string;
  moderatedAt: string | null;
};

export type ReviewPage = { reviews: PublicReview[]; total: number; summary: ReviewSummary };

/** "Priya Raman" → "Priya R."; the public never sees a full name or an address. */
export function reviewAuthor(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return "A verified buyer";
  const first = parts[0]!.slice(0, 40);
  const last = parts.length > 1 ? ` ${[...parts[parts.length - 1]!][0]!.toUpperCase()}.` : "";
  return first + last;
}

export function isReviewSort(value: unknown): value is ReviewSort {
  return typeof value === "string" && (REVIEW_SORTS as readonly string[]).includes(value);
}
