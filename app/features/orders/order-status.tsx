import Check from "lucide-react/icons/check";
import { shortDeliveryDate } from "@domain/delivery-date";
import { refundDue } from "@domain/order-outcome";
import type { OrderView } from "@domain/orders";
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, type OrderStatus } from "@domain/order-statuses";
import { cn } from "~/lib/utils";

export function statusLabel(order: Pick<OrderView, "status">): string {
  return ORDER_STATUS_LABELS[order.status] ?? order.status;
}

export function paymentLabel(order: Pick<OrderView, "status" | "paymentStatus">): string {
  if (refundDue(order)) return "Refund due";
  return PAYMENT_STATUS_LABELS[order.paymentStatus] ?? order.paymentStatus;
}

const tone = {
  good: "bg-forest-600/10 text-forest-700",
  wait: "bg-gold-400/25 text-coffee-800",
  bad: "bg-terracotta-500/10 text-terracotta-600",
  plain: "bg-coffee-800/5 text-coffee-700",
  /** A loading card's: the pill's shape, its words unseen. */
  skeleton: "bg-cream-100 text-transparent",
};

function statusTone(status: OrderStatus): keyof typeof tone {
  if (status === "cancelled") return "bad";
  if (status === "pending") return "wait";
  return "good";
}

function paymentTone(order: Pick<OrderView, "status" | "paymentStatus">): keyof typeof tone {
  if (refundDue(order)) return "wait";
  if (order.paymentStatus === "paid") return "good";
  if (order.paymentStatus === "failed") return "bad";
  return order.paymentStatus === "refunded" || order.paymentStatus === "partially_refunded" ? "plain" : "wait";
}

/** The order's state and its payment's state, each a small labelled pill; grey shapes of them while loading. */
export function StatusBadges({
  order,
  skeleton = false,
}: {
  order: Pick<OrderView, "status" | "paymentStatus">;
  skeleton?: boolean;
}) {
  return (
    <span className="flex flex-wrap gap-2">
      <span
        className={cn(
          "rounded-full px-2.5 py-1 text-xs font-semibold",
          tone[skeleton ? "skeleton" : statusTone(order.status)],
        )}
      >
        <span className="sr-only">Status: </span>
        {statusLabel(order)}
      </span>
      <span
        className={cn(
          "rounded-full px-2.5 py-1 text-xs font-semibold",
          tone[skeleton ? "skeleton" : paymentTone(order)],
        )}
      >
        <span className="sr-only">Payment: </span>
        {paymentLabel(order)}
      </span>
    </span>
  );
}

const shortDate = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "Asia/Kolkata" });

/** Placed → paid → shipped → delivered, each with its date once it has happened. */
export function StatusTracker({ order }: { order: OrderView }) {
  const steps = [
    { label: "Placed", at: order.createdAt },
    { label: "Paid", at: order.paidAt },
    { label: "Shipped", at: order.shippedAt },
    { label: "Delivered", at: order.deliveredAt, promised: order.promisedDeliveryOn },
  ];
  return (
    <ol aria-label="Order progress" className="grid grid-cols-4 gap-1">
      {steps.map((step, index) => {
        const done = Boolean(step.at);
        return (
          <li key={step.label} className="relative flex flex-col items-center text-center">
            {index > 0 ? (
              <span
                aria-hidden
                className={cn("absolute right-1/2 top-3.5 h-0.5 w-full", done ? "bg-forest-600" : "bg-coffee-800/15")}
              />
            ) : null}
            <span
              aria-hidden
              className={cn(
                "relative grid size-7 place-items-center rounded-full text-xs font-bold",
                done ? "bg-forest-600 text-white" : "border border-coffee-800/20 bg-white text-coffee-400",
              )}
            >
              {done ? <Check className="size-3.5" /> : index + 1}
            </span>
            <span className={cn("mt-2 text-xs font-semibold sm:text-sm", done ? "text-coffee-800" : "text-coffee-400")}>
              {step.label}
            </span>
            <span className="text-xs text-coffee-500">
              {step.at ? (
                shortDate.format(new Date(step.at))
              ) : "promised" in step && step.promised && order.status !== "cancelled" ? (
                // The day promised when the order was placed (decision 150).
                `by ${shortDeliveryDate(step.promised)}`
              ) : (
                <span className="sr-only">not yet</span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
