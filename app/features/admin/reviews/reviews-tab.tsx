/**
 * The review moderation queue (decision 130), the same pattern as the café and story submissions:
 * pending reviews first; approve, reject, or reply publicly. Only approved reviews show on the shop.
 */
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { brewingMethodLabel } from "@domain/brewing";
import { REVIEW_REPLY_MAX, type AdminReview, type ReviewStatus } from "@domain/reviews";
import { Button } from "~/components/ui/button";
import { textareaClass } from "~/components/ui/field";
import { toast } from "~/lib/toast";
import { adminApi } from "../api";
import { formatDateTime } from "../format";
import { StatusBadge } from "../ui/badge";
import { QueryView } from "../ui/query-view";
import { TabHeader } from "../ui/tab-header";
import { failureToast, useAdminQuery, useRefreshAdmin } from "../use-admin-data";

type Patch = { status?: ReviewStatus; reply?: string | null };

function useReviewPatch() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: Patch }) => adminApi.patch(`/reviews/${id}`, patch),
    onSuccess: async (_answer, { patch }) => {
      toast({ title: patch.status ? `Review ${patch.status}` : "Reply saved" });
      await refresh();
    },
    onError: (error) => failureToast(error, "Failed to update the review"),
  });
}

function ReviewCard({ review }: { review: AdminReview }) {
  const patch = useReviewPatch();
  const [reply, setReply] = useState(review.reply ?? "");
  const replyId = `review-${review.id}-reply`;
  return (
    <li
      className={
        review.status === "pending"
          ? "rounded-2xl border border-coffee-800/15 bg-white p-5 shadow-sm"
          : "rounded-2xl border border-coffee-800/10 bg-white/60 p-5"
      }
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold">
            <span className="text-gold-500" aria-label={`${review.rating} out of 5 stars`} role="img">
              {"★".repeat(review.rating)}
              <span className="text-coffee-800/20">{"★".repeat(5 - review.rating)}</span>
            </span>{" "}
            {review.title}
          </p>
          <p className="mt-0.5 text-sm text-coffee-500">
            {review.productName} · {review.author} ({review.customerEmail}) · order {review.orderNumber} ·{" "}
            {formatDateTime(review.createdAt)}
            {review.brewMethod ? ` · ${brewingMethodLabel(review.brewMethod)}` : ""}
          </p>
        </div>
        <StatusBadge status={review.status} />
      </div>
      <p className="mt-4 whitespace-pre-line break-words text-sm leading-relaxed text-coffee-700">{review.body}</p>
      <div className="mt-4 space-y-2">
        <label htmlFor={replyId} className="text-sm font-semibold">
          Public reply
        </label>
        <textarea
          id={replyId}
          rows={2}
          maxLength={REVIEW_REPLY_MAX}
          value={reply}
          onChange={(event) => setReply(event.target.value)}
          className={textareaClass}
        />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {review.status !== "approved" ? (
          <Button
            type="button"
            size="sm"
            variant="accent"
            disabled={patch.isPending}
            onClick={() => patch.mutate({ id: review.id, patch: { status: "approved" } })}
          >
            Approve
          </Button>
        ) : null}
        {review.status !== "rejected" ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={patch.isPending}
            onClick={() => patch.mutate({ id: review.id, patch: { status: "rejected" } })}
          >
            Reject
          </Button>
        ) : null}
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={patch.isPending || reply.trim() === (review.reply ?? "")}
          onClick={() => patch.mutate({ id: review.id, patch: { reply: reply.trim() || null } })}
        >
          Save reply
        </Button>
      </div>
    </li>
  );
}

export function ReviewsTab() {
  const query = useAdminQuery<{ reviews: AdminReview[]; pending: number }>("/reviews");
  return (
    <>
      <TabHeader
        title="Reviews"
        description="Reviews from verified buyers. Only approved reviews show on the product pages and in the averages."
      />
      <QueryView query={query} failure="Failed to fetch reviews">
        {(data) =>
          data.reviews.length === 0 ? (
            <p className="rounded-2xl border border-coffee-800/10 bg-white px-4 py-10 text-center text-coffee-500">
              No reviews yet. Buyers are asked for one when their order is marked delivered.
            </p>
          ) : (
            <>
              <p className="mb-4 text-sm text-coffee-600">{data.pending} waiting for a decision.</p>
              <ul className="space-y-3">
                {data.reviews.map((review) => (
                  <ReviewCard key={review.id} review={review} />
                ))}
              </ul>
            </>
          )
        }
      </QueryView>
    </>
  );
}
