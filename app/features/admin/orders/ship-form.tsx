import Printer from "lucide-react/icons/printer";
import { useId, useState } from "react";
import { COURIER_IDS, COURIERS, isCourierId } from "@domain/couriers";
import type { OrderView } from "@domain/orders";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { ApiError } from "~/lib/api";
import { inputClass } from "../ui/input-class";
import { useOrderUpdate } from "./use-order-update";

/** The page that prints packing slips and address labels (decision 151), for these orders or all ready ones. */
export const slipsHref = (orderIds?: readonly number[]) =>
  orderIds ? `/admin/print/slips?orders=${orderIds.join(",")}` : "/admin/print/slips?ready=1";

/**
 * Shipping an order: the courier and its AWB number, checked by the server against the courier's shape
 * (the refusal is shown under the field). Entering them marks the order shipped; clearing the number clears both.
 */
export function ShipForm({ order, onChanged }: { order: OrderView; onChanged: (order: OrderView) => void }) {
  const update = useOrderUpdate();
  const id = useId();
  const [courier, setCourier] = useState(isCourierId(order.courier) ? order.courier : "");
  const [awb, setAwb] = useState(order.trackingNumber ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const unchanged = awb === (order.trackingNumber ?? "") && courier === (order.courier ?? "");
  const hint = isCourierId(courier) ? `${COURIERS[courier].name}: ${COURIERS[courier].awbHint}.` : "";

  return (
    <form
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        setProblem(null);
        const cleared = awb.trim() === "";
        update.mutate(
          {
            id: order.id,
            patch: cleared
              ? { trackingNumber: null }
              : { courier: isCourierId(courier) ? courier : undefined, trackingNumber: awb, status: "shipped" },
          },
          {
            onSuccess: onChanged,
            onError: (error) => setProblem(error instanceof ApiError ? (error.serverMessage ?? null) : null),
          },
        );
      }}
    >
      <label className="space-y-1.5 text-sm font-semibold">
        <span>Courier</span>
        {/* Required with a number: the shopper's link is the courier's page. */}
        <select
          value={courier}
          required={awb.trim() !== ""}
          onChange={(event) => setCourier(event.target.value)}
          className={`${inputClass} pr-8`}
        >
          <option value="">Choose a courier</option>
          {COURIER_IDS.map((value) => (
            <option key={value} value={value}>
              {COURIERS[value].name}
            </option>
          ))}
        </select>
      </label>
      <label className="space-y-1.5 text-sm font-semibold">
        <span>Tracking number (AWB)</span>
        <input
          type="text"
          value={awb}
          onChange={(event) => setAwb(event.target.value)}
          className={`${inputClass} pr-4`}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-tracking-hint`}
        />
      </label>
      <Button type="submit" variant="outline" disabled={update.isPending || unchanged}>
        Save Tracking
      </Button>
      <p id={`${id}-tracking-hint`} className="text-xs text-coffee-500 sm:col-span-3">
        {problem ? (
          <span role="alert" className="block font-semibold text-terracotta-600">
            {problem}
          </span>
        ) : null}
        {hint} A tracking number marks the order shipped; the shopper gets a link to the courier's page.
      </p>
      <a
        className={cn(buttonVariants({ variant: "outline" }), "sm:col-span-3")}
        href={slipsHref([order.id])}
        target="_blank"
        rel="noopener"
      >
        <Printer aria-hidden /> Print Packing Slip
      </a>
    </form>
  );
}
