import ExternalLink from "lucide-react/icons/external-link";
import type { OrderView } from "@domain/orders";

/**
 * The parcel's courier and AWB number, linked to the courier's own tracking page (decision 151); a
 * number with no page ("other", or an order from before couriers were named) is shown as it is.
 */
export function ParcelTracking({ order, compact = false }: { order: OrderView; compact?: boolean }) {
  if (!order.trackingNumber) return null;
  // The name comes with the order: the courier registry never reaches the shopper's first view.
  const courier = order.courierName;
  const label = courier && order.courier !== "other" ? `Track with ${courier}` : null;
  return (
    <div className={compact ? "relative z-10 mt-1 w-fit text-sm" : "mt-1 space-y-1"}>
      {compact ? null : (
        <p className="text-coffee-600">
          {courier && order.courier !== "other" ? courier : "Courier"} AWB{" "}
          <span className="font-mono text-base text-coffee-900">{order.trackingNumber}</span>
        </p>
      )}
      {order.trackingUrl && label ? (
        <a
          href={order.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="relative z-10 inline-flex min-h-11 items-center gap-1.5 font-semibold text-terracotta-600 underline underline-offset-4 hover:text-terracotta-700"
        >
          {label}
          <ExternalLink aria-hidden className="size-4" />
          <span className="sr-only">(opens the courier's site)</span>
        </a>
      ) : compact ? (
        <p className="text-coffee-600">
          Tracking number <span className="font-mono">{order.trackingNumber}</span>
        </p>
      ) : null}
    </div>
  );
}
