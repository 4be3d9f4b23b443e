/**
 * Reviews from verified buyers (decisions 130–132): the delivered order's mail carries a signed link
 * per order line; the link's page (or `POST /api/reviews`) takes one review per line, held for the
 * owner's moderation; approved reviews make the product's average and count.
 */
import { eq } from "drizzle-orm";
import { REVIEWS_PAGE, reviewAuthor, type ReviewPage, type ReviewSort } from "@domain/reviews";
import { ReviewInput } from "@domain/reviews-input";
import type { OrderView } from "@domain/orders";
import type { Db, Executor } from "../../db/client";
import { orderItems } from "../../db/schema";
import { HttpError, parseInput } from "../../http/errors";
import type { OutgoingMail } from "../../mail/outbox";
import { createReviewLinks, reviewUrl } from "./review-links";
import { reviewRequestMail } from "./review-mail";
import {
  approvedReviews,
  findLine,
  insertReview,
  reviewSummary,
  unreviewedLines,
  type ReviewableLine,
} from "./reviews.repo";

export type ReviewsService = ReturnType<typeof createReviewsService>;

/** What the review page shows for a link: the coffee, and whether a review is still due. */
export type ReviewFormLine = {
  orderNumber: string;
  productName: string;
  productSlug: string | null;
  productImage: string | null;
  weightGrams: number;
  brewingMethod: string | null;
  reviewed: boolean;
};

export const REVIEW_LINK_PROBLEMS = {
  invalid: "This review link is not valid. Please use the link from your delivery e-mail.",
  expired: "This review link has expired. Review links work for 90 days after delivery.",
  notDelivered: "This order has not been delivered yet. You can review it once it arrives.",
  gone: "This coffee is no longer in our shop, so it cannot be reviewed.",
  reviewed: "You have already reviewed this coffee from this order. Thank you!",
} as const;

export function createReviewsService(deps: {
  db: Db;
  secret: string;
  origin: string;
  mail: { enqueue: (executor: Executor, mail: OutgoingMail) => Promise<number>; kick: () => void };
}) {
  const { db } = deps;
  const links = createReviewLinks(deps.secret);

  /** The line a token is for, or a 4xx naming why it cannot be reviewed. */
  async function lineFor(token: string): Promise<ReviewableLine> {
    const checked = links.check(token);
    if ("problem" in checked)
      throw new HttpError(checked.problem === "expired" ? 410 : 403, REVIEW_LINK_PROBLEMS[checked.problem], {
        token: REVIEW_LINK_PROBLEMS[checked.problem],
      });
    const line = await findLine(db, checked.orderItemId);
    if (!line) throw new HttpError(403, REVIEW_LINK_PROBLEMS.invalid, { token: REVIEW_LINK_PROBLEMS.invalid });
    if (line.orderStatus !== "delivered")
      throw new HttpError(409, REVIEW_LINK_PROBLEMS.notDelivered, { token: REVIEW_LINK_PROBLEMS.notDelivered });
    if (line.productId === null)
      throw new HttpError(410, REVIEW_LINK_PROBLEMS.gone, { token: REVIEW_LINK_PROBLEMS.gone });
    return line;
  }

  const linkFor = (orderItemId: number) => reviewUrl(deps.origin, links.token(orderItemId));

  const service = {
    links,
    linkFor,

    /**
     * Queues the review mail in the caller's transaction, the first time an order is marked delivered.
     * Lines of coffees since removed from the shop get no button.
     */
    async queueRequest(tx: Executor, order: Pick<OrderView, "id" | "orderNumber" | "customerName" | "customerEmail">) {
      const items = await tx
        .select({
          id: orderItems.id,
          productId: orderItems.productId,
          productName: orderItems.productName,
          weightGrams: orderItems.weightGrams,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .orderBy(orderItems.id);
      const lines = items
        .filter((item) => item.productId !== null)
        .map((item) => ({ productName: item.productName, weightGrams: item.weightGrams, url: linkFor(item.id) }));
      if (lines.length > 0) await deps.mail.enqueue(tx, reviewRequestMail(order, lines));
    },

    /** For the review page: the coffee behind a link, or the 4xx that says why it cannot be reviewed. */
    async formFor(token: string): Promise<ReviewFormLine> {
      const line = await lineFor(token);
      return {
        orderNumber: line.orderNumber,
        productName: line.productName,
        productSlug: line.productSlug,
        productImage: line.productImage,
        weightGrams: line.weightGrams,
        brewingMethod: line.brewingMethod,
        reviewed: line.reviewId !== null,
      };
    },

    /** Takes one review per order line (409 for a second), held for moderation. */
    async submit(input: ReviewInput): Promise<{ id: number; productSlug: string | null }> {
      const line = await lineFor(input.token);
      if (line.reviewId !== null)
        throw new HttpError(409, REVIEW_LINK_PROBLEMS.reviewed, { token: REVIEW_LINK_PROBLEMS.reviewed });
      const row = await insertReview(db, {
        productId: line.productId!,
        orderItemId: line.orderItemId,
        rating: input.rating,
        title: input.title,
        body: input.body,
        brewMethod: input.brewMethod,
        author: reviewAuthor(line.customerName),
      });
      if (!row) throw new HttpError(409, REVIEW_LINK_PROBLEMS.reviewed, { token: REVIEW_LINK_PROBLEMS.reviewed });
      return { id: row.id, productSlug: line.productSlug };
    },

    /** The review page's form post: the review taken, or the message and per-field messages to show. */
    async submitForm(
      fields: Record<string, string>,
    ): Promise<{ ok: true } | { ok: false; message: string; errors: Record<string, string> }> {
      try {
        const rating = /^[1-5]$/.test(fields.rating ?? "") ? Number(fields.rating) : undefined;
        await service.submit(parseInput(ReviewInput, { ...fields, rating }));
        return { ok: true };
      } catch (error) {
        if (error instanceof HttpError && error.status < 500)
          return { ok: false, message: error.message, errors: error.errors ?? {} };
        throw error;
      }
    },

    /**
     * For the account page (issue 18 item 2): given an e-mail address the caller has VERIFIED, the
     * lines of its delivered orders still waiting for a review, each with its review link.
     */
    async reviewableLines(verifiedEmail: string) {
      return (await unreviewedLines(db, verifiedEmail)).map((line) => ({
        orderNumber: line.orderNumber,
        productName: line.productName,
        productSlug: line.productSlug,
        productImage: line.productImage,
        weightGrams: line.weightGrams,
        deliveredAt: line.deliveredAt?.toISOString() ?? null,
        reviewUrl: linkFor(line.orderItemId),
      }));
    },

    /** Approved reviews of a product, a page at a time, with the product's summary. */
    async page(
      productId: number,
      query: { sort: ReviewSort; stars?: number; offset?: number; limit?: number },
    ): Promise<ReviewPage> {
      const [list, summary] = await Promise.all([
        approvedReviews(db, productId, {
          sort: query.sort,
          stars: query.stars,
          offset: query.offset ?? 0,
          limit: query.limit ?? REVIEWS_PAGE,
        }),
        reviewSummary(db, productId),
      ]);
      return { ...list, summary };
    },
  };
  return service;
}
