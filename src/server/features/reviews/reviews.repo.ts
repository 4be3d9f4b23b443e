/** Reviews in the database: the line a link is for, writing one, the public pages, moderation, and the product's average. */
import { and, asc, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { AdminReview, PublicReview, ReviewSort, ReviewStatus, ReviewSummary } from "@domain/reviews";
import { CATALOG_CHANNEL } from "../../cache";
import { notify, type Executor } from "../../db/client";
import { orderItems, orders, productReviews, products } from "../../db/schema";

export type ReviewRow = typeof productReviews.$inferSelect;

/** An order line as the review form needs it: what was bought, by whom, and whether it may be reviewed. */
export type ReviewableLine = {
  orderItemId: number;
  orderNumber: string;
  orderStatus: string;
  customerName: string;
  customerEmail: string;
  productId: number | null;
  productName: string;
  productSlug: string | null;
  productImage: string | null;
  weightGrams: number;
  brewingMethod: string | null;
  deliveredAt: Date | null;
  reviewId: number | null;
};

const lineColumns = {
  orderItemId: orderItems.id,
  orderNumber: orders.orderNumber,
  orderStatus: orders.status,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  productId: orderItems.productId,
  productName: orderItems.productName,
  productSlug: products.slug,
  productImage: sql<string | null>`${products.images}[1]`,
  weightGrams: orderItems.weightGrams,
  brewingMethod: orderItems.brewingMethod,
  deliveredAt: orders.deliveredAt,
  reviewId: productReviews.id,
};

const lines = (db: Executor) =>
  db
    .select(lineColumns)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(productReviews, eq(productReviews.orderItemId, orderItems.id));

export async function findLine(db: Executor, orderItemId: number): Promise<ReviewableLine | undefined> {
  const [row] = await lines(db).where(eq(orderItems.id, orderItemId));
  return row;
}

/** Lines of delivered orders to `email` that still wait for their review, oldest delivery first. */
export async function unreviewedLines(db: Executor, email: string): Promise<ReviewableLine[]> {
  return lines(db)
    .where(
      and(
        eq(sql`lower(${orders.customerEmail})`, email.trim().toLowerCase()),
        eq(orders.status, "delivered"),
        sql`${orderItems.productId} is not null`,
        isNull(productReviews.id),
      ),
    )
    .orderBy(asc(orders.deliveredAt), asc(orderItems.id));
}

/** Inserts the line's review, or returns undefined when it already has one (the unique order item). */
export async function insertReview(
  tx: Executor,
  values: Omit<typeof productReviews.$inferInsert, "id" | "status" | "createdAt">,
): Promise<ReviewRow | undefined> {
  const [row] = await tx
    .insert(productReviews)
    .values(values)
    .onConflictDoNothing({ target: productReviews.orderItemId })
    .returning();
  return row;
}

const ORDERS: Record<ReviewSort, SQL[]> = {
  newest: [sql`${productReviews.createdAt} desc`, sql`${productReviews.id} desc`],
  highest: [sql`${productReviews.rating} desc`, sql`${productReviews.createdAt} desc`, sql`${productReviews.id} desc`],
  lowest: [sql`${productReviews.rating} asc`, sql`${productReviews.createdAt} desc`, sql`${productReviews.id} desc`],
};

const toPublic = (row: ReviewRow): PublicReview => ({
  id: row.id,
  rating: row.rating,
  title: row.title,
  body: row.body,
  brewMethod: row.brewMethod,
  author: row.author,
  createdAt: row.createdAt.toISOString(),
  reply: row.reply,
});

export async function approvedReviews(
  db: Executor,
  productId: number,
  query: { sort: ReviewSort; stars?: number; offset: number; limit: number },
): Promise<{ reviews: PublicReview[]; total: number }> {
  const where = and(
    eq(productReviews.productId, productId),
    eq(productReviews.status, "approved"),
    query.stars ? eq(productReviews.rating, query.stars) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(productReviews)
      .where(where)
      .orderBy(...ORDERS[query.sort])
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(productReviews)
      .where(where),
  ]);
  return { reviews: rows.map(toPublic), total: count!.total };
}

export async function reviewSummary(db: Executor, productId: number): Promise<ReviewSummary> {
  const rows = await db
    .select({ rating: productReviews.rating, count: sql<number>`count(*)::int` })
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), eq(productReviews.status, "approved")))
    .groupBy(productReviews.rating);
  const byStar: Record<number, number> = { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 };
  let count = 0;
  let sum = 0;
  for (const row of rows) {
    byStar[row.rating] = row.count;
    count += row.count;
    sum += row.rating * row.count;
  }
  return { average: count ? Math.round((sum / count) * 10) / 10 : null, count, byStar };
}

/**
 * The product's `rating` and `review_count` from its approved reviews (null and 0 without any), so the
 * cards, the mood cards and the JSON-LD read real figures; every process's catalogue cache is told.
 */
export async function refreshProductRating(tx: Executor, productId: number): Promise<void> {
  await tx.execute(sql`
    update ${products} set
      rating = (select round(avg(rating)::numeric, 1) from ${productReviews} where product_id = ${productId} and status = 'approved'),
      review_count = (select count(*)::int from ${productReviews} where product_id = ${productId} and status = 'approved')
    where id = ${productId}`);
  await notify(tx, CATALOG_CHANNEL);
}

// ─── Moderation ──────────────────────────────────────────────────────────────

const REVIEWS_SHOWN = 500;

const adminColumns = {
  review: productReviews,
  productName: products.name,
  orderNumber: orders.orderNumber,
  customerEmail: orders.customerEmail,
};

type AdminJoined = { review: ReviewRow; productName: string; orderNumber: string; customerEmail: string };

const toAdmin = ({ review, productName, orderNumber, customerEmail }: AdminJoined): AdminReview => ({
  id: review.id,
  productId: review.productId,
  productName,
  orderNumber,
  customerEmail,
  rating: review.rating,
  title: review.title,
  body: review.body,
  brewMethod: review.brewMethod,
  author: review.author,
  status: review.status as ReviewStatus,
  reply: review.reply,
  createdAt: review.createdAt.toISOString(),
  moderatedAt: review.moderatedAt?.toISOString() ?? null,
});

const adminRows = (db: Executor) =>
  db
    .select(adminColumns)
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .innerJoin(orderItems, eq(orderItems.id, productReviews.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId));

/** The queue: pending first (oldest first, the order they came in), then the rest, newest first. */
export async function listAdminReviews(db: Executor): Promise<{ reviews: AdminReview[]; pending: number }> {
  const [rows, [count]] = await Promise.all([
    adminRows(db)
      .orderBy(sql`${productReviews.status} = 'pending' desc`, desc(productReviews.createdAt), desc(productReviews.id))
      .limit(REVIEWS_SHOWN),
    db
      .select({ pending: sql<number>`count(*)::int` })
      .from(productReviews)
      .where(eq(productReviews.status, "pending")),
  ]);
  return { reviews: rows.map(toAdmin), pending: count!.pending };
}

export async function findAdminReview(db: Executor, id: number): Promise<AdminReview | undefined> {
  const [row] = await adminRows(db).where(eq(productReviews.id, id)).for("update", { of: productReviews });
  return row && toAdmin(row);
}

export async function moderateReview(
  tx: Executor,
  before: AdminReview,
  patch: { status?: ReviewStatus; reply?: string | null },
): Promise<void> {
  const now = new Date();
  const reply = patch.reply === undefined ? {} : { reply: patch.reply || null, repliedAt: patch.reply ? now : null };
  await tx
    .update(productReviews)
    .set({ ...(patch.status ? { status: patch.status, moderatedAt: now } : {}), ...reply })
    .where(eq(productReviews.id, before.id));
  await refreshProductRating(tx, before.productId);
}
