/**
 * The order sheet's refunds (decision 052): what went back already, and a form to refund an amount or
 * chosen lines (bags of each, optionally back on the shelf) through the provider. Each open form carries
 * its own Idempotency-Key, so a double click refunds once.
 */
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { OrderView } from "@domain/orders";
import {
  formatRefundNumber,
  linesRefundPaise,
  refundablePaise,
  refundedBags,
  type RefundStatus,
} from "@domain/payment-refunds";
import { Button } from "~/components/ui/button";
import { errorMessage } from "~/lib/api";
import { adminApi } from "../api";
import { toast } from "~/lib/toast";
import { formatDateTime, formatPaise } from "../format";
import { inputClass } from "../ui/input-class";
import { useAdminQuery, useRefreshAdmin } from "../use-admin-data";

type Refund = {
  id: number;
  amountPaise: number;
  status: RefundStatus;
  reason: string;
  actor: string;
  createdAt: string;
};

const REFUNDABLE = new Set(["paid", "partially_refunded"]);

/** 32 hex digits: what the refund's Idempotency-Key takes (10–40 letters, digits, - or _). */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

type RefundBody = { amountPaise: number } | { lines: { itemId: number; quantity: number }[]; restock: boolean };

export function RefundPanel({
  order,
  onChanged,
  offered = false,
}: {
  order: OrderView;
  onChanged: (order: OrderView) => void;
  /** Shown right after the owner cancelled a paid order: the refund is offered there and then. */
  offered?: boolean;
}) {
  const id = useId();
  const list = useAdminQuery<Refund[]>(`/orders/${order.id}/refunds`, ["refunds", order.id]);
  const refresh = useRefreshAdmin();
  const [rupees, setRupees] = useState("");
  const [reason, setReason] = useState("");
  const [key, setKey] = useState(newIdempotencyKey);
  const [mode, setMode] = useState<"amount" | "lines">("amount");
  const [bags, setBags] = useState<Record<number, number>>({});
  const [restock, setRestock] = useState(true);
  const refunds = list.data ?? [];
  const left = refundablePaise(order.totalPaise, refunds);
  const refund = useMutation({
    mutationFn: (body: RefundBody) =>
      adminApi.post<{ order: OrderView; refund: Refund }>(
        `/orders/${order.id}/refunds`,
        { ...body, reason },
        { "Idempotency-Key": key },
      ),
    onSuccess: async (answer) => {
      toast({
        title: answer.refund.status === "failed" ? "Refund failed" : "Refund sent",
        description: `${formatPaise(answer.refund.amountPaise)} for order ${order.orderNumber}`,
        ...(answer.refund.status === "failed" ? { variant: "destructive" as const } : {}),
      });
      setKey(newIdempotencyKey());
      setRupees("");
      setBags({});
      await refresh();
      onChanged(answer.order);
    },
    onError: (error) =>
      toast({ variant: "destructive", title: "Error", description: errorMessage(error, "Failed to refund") }),
  });
  if (!REFUNDABLE.has(order.paymentStatus) && refunds.length === 0) return null;
  const amountPaise = Math.round(Number(rupees) * 100);
  // The same rule the server refunds by: the bags' price less their share of the order's discount, plus GST.
  const chosen = order.items
    .filter((item) => (bags[item.id] ?? 0) > 0)
    .map((item) => ({ itemId: item.id, ...refundedBags(item, bags[item.id]!) }));
  const linesPaise = linesRefundPaise(chosen);
  const valid =
    mode === "amount"
      ? Number.isFinite(amountPaise) && amountPaise > 0 && amountPaise <= left
      : chosen.length > 0 && linesPaise <= left;
  const body = (): RefundBody =>
    mode === "amount"
      ? { amountPaise }
      : { lines: chosen.map(({ itemId, quantity }) => ({ itemId, quantity })), restock };

  return (
    <section aria-labelledby={`${id}-refunds`} className="space-y-3">
      <h3 id={`${id}-refunds`} className="font-sans text-xs font-bold uppercase tracking-wider text-coffee-400">
        Refunds
      </h3>
      {refunds.length > 0 ? (
        <ul className="divide-y divide-coffee-800/10 rounded-2xl border border-coffee-800/10 bg-white text-sm">
          {refunds.map((row, index) => (
            <li key={row.id} className="flex justify-between gap-4 px-4 py-2">
              <span>
                {formatPaise(row.amountPaise)} · {row.reason}
                <span className="block text-xs text-coffee-500">
                  {formatRefundNumber(order.orderNumber, index + 1)} · {formatDateTime(row.createdAt)} · {row.actor}
                </span>
              </span>
              <span className="font-semibold">{row.status}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {REFUNDABLE.has(order.paymentStatus) && left > 0 ? (
        <form
          className="grid gap-3 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (valid) refund.mutate(body());
          }}
        >
          {offered ? (
            <p role="status" className="rounded-xl bg-gold-400/15 p-3 text-sm sm:col-span-2">
              This order was paid: refund the shopper now?
            </p>
          ) : null}
          <fieldset className="flex gap-4 text-sm sm:col-span-2">
            <legend className="sr-only">Refund by</legend>
            {(["amount", "lines"] as const).map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input type="radio" name={`${id}-mode`} checked={mode === value} onChange={() => setMode(value)} />
                {value === "amount" ? "An amount" : "Chosen lines"}
              </label>
            ))}
          </fieldset>
          {mode === "amount" ? (
            <label className="space-y-1.5 text-sm font-semibold">
              <span>Amount (₹), at most {formatPaise(left)}</span>
              <input
                type="text"
                inputMode="decimal"
                value={rupees}
                onChange={(event) => setRupees(event.target.value)}
                className={`${inputClass} pr-4`}
              />
            </label>
          ) : (
            <div className="space-y-2 text-sm sm:col-span-2">
              {order.items.map((item) => (
                <label key={item.id} className="flex items-center justify-between gap-3">
                  <span>
                    {item.productName} · {item.weight} g · {formatPaise(item.unitPricePaise)} a bag
                  </span>
                  <span className="flex items-center gap-2">
                    <span className="text-coffee-500">bags</span>
                    <input
                      type="number"
                      min={0}
                      max={item.quantity}
                      value={bags[item.id] ?? 0}
                      onChange={(event) =>
                        setBags({
                          ...bags,
                          [item.id]: Math.max(0, Math.min(item.quantity, Math.trunc(Number(event.target.value) || 0))),
                        })
                      }
                      className={`${inputClass} w-20 pr-2`}
                    />
                  </span>
                </label>
              ))}
              <label className="flex items-center gap-2">
                <input type="checkbox" checked={restock} onChange={(event) => setRestock(event.target.checked)} />
                Put these bags back in stock (they never left)
              </label>
              <p className="text-coffee-500">
                {chosen.length > 0
                  ? `${formatPaise(linesPaise)} with their GST${linesPaise > left ? ` — more than the ${formatPaise(left)} left` : ""}`
                  : "Choose how many bags of each line to refund."}
              </p>
            </div>
          )}
          <label className="space-y-1.5 text-sm font-semibold">
            <span>Reason</span>
            <input
              type="text"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className={`${inputClass} pr-4`}
            />
          </label>
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <Button type="submit" variant="primary" disabled={refund.isPending || !valid}>
              Refund
            </Button>
            {mode === "amount" ? (
              <Button
                type="button"
                variant="outline"
                disabled={refund.isPending}
                onClick={() => setRupees(String(left / 100))}
              >
                Everything left
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}
    </section>
  );
}
