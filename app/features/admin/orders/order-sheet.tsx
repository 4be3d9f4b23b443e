import { discountLabel } from "@domain/discounts";
import { grindLabel } from "@domain/grind";
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderView } from "@domain/orders";
import PackageCheck from "lucide-react/icons/package-check";
import Truck from "lucide-react/icons/truck";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { formatDateTime, formatPaise, paymentMethodLabel, titleCase } from "../format";
import { StatusBadge } from "../ui/badge";
import { inputClass } from "../ui/input-class";
import { Sheet } from "../ui/sheet";
import { CashPanel } from "./cash-panel";
import { RefundPanel } from "./refund-panel";
import { ShipForm } from "./ship-form";
import { useOrderUpdate } from "./use-order-update";

/** An order as the admin list answers it: with how many cash orders of its phone came back (decision 085). */
export type AdminOrder = OrderView & { cashReturns?: number };

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1 text-sm">
      <dt className="text-coffee-500">{label}</dt>
      <dd className="text-right font-medium">{value}</dd>
    </div>
  );
}

/** One order: what was bought, where it goes, and the owner's controls (any status from any other: orders.service.ts). */
export function OrderSheet({
  order,
  onClose,
  onChanged,
}: {
  order: AdminOrder | null;
  onClose: () => void;
  onChanged: (order: OrderView) => void;
}) {
  return (
    <Sheet
      open={order !== null}
      onOpenChange={(open) => !open && onClose()}
      title={order ? `Order ${order.orderNumber}` : "Order"}
      description={order ? `Placed ${formatDateTime(order.createdAt)}` : undefined}
    >
      {order ? (
        <OrderDetails
          key={`${order.id}:${order.status}:${order.paymentStatus}:${order.courier}:${order.trackingNumber}`}
          order={order}
          onChanged={onChanged}
        />
      ) : null}
    </Sheet>
  );
}

function OrderDetails({ order, onChanged }: { order: AdminOrder; onChanged: (order: OrderView) => void }) {
  const update = useOrderUpdate();
  const id = useId();
  const [status, setStatus] = useState<string>(order.status);
  const [paymentStatus, setPaymentStatus] = useState<string>(order.paymentStatus);
  const patch = (body: Parameters<typeof update.mutate>[0]["patch"]) =>
    update.mutate({ id: order.id, patch: body }, { onSuccess: onChanged });
  const address = order.shippingAddress;

  return (
    <div className="space-y-8 px-6 py-6">
      <div className="flex flex-wrap gap-2">
        <StatusBadge status={order.status} />
        <StatusBadge status={order.paymentStatus} />
        {order.paymentMethod ? (
          <span className="text-sm text-coffee-500">via {paymentMethodLabel(order.paymentMethod)}</span>
        ) : null}
      </div>

      <section
        aria-labelledby={`${id}-status`}
        className="space-y-4 rounded-2xl border border-coffee-800/10 bg-white p-4"
      >
        <h3 id={`${id}-status`} className="font-sans text-xs font-bold uppercase tracking-wider text-coffee-400">
          Status
        </h3>
        {order.status === "processing" || order.status === "shipped" ? (
          <Button
            type="button"
            variant="accent"
            className="w-full"
            disabled={update.isPending}
            onClick={() => patch({ status: order.status === "processing" ? "shipped" : "delivered" })}
          >
            {order.status === "processing" ? <Truck aria-hidden /> : <PackageCheck aria-hidden />}
            {order.status === "processing" ? "Mark as Shipped" : "Mark as Delivered"}
          </Button>
        ) : null}
        {order.paymentStatus === "pending" && order.status !== "cancelled" ? (
          <Button
            type="button"
            variant="outline"
            className="w-full"
            disabled={update.isPending}
            onClick={() => patch({ paymentStatus: "paid" })}
          >
            Mark as Paid
          </Button>
        ) : null}
        <form
          className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            patch({
              status: status as OrderView["status"],
              paymentStatus: paymentStatus as OrderView["paymentStatus"],
            });
          }}
        >
          <label className="space-y-1.5 text-sm font-semibold">
            <span>Order status</span>
            <select value={status} onChange={(event) => setStatus(event.target.value)} className={`${inputClass} pr-8`}>
              {ORDER_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {titleCase(value)}
                </option>
              ))}
            </select>
          </label>
          <label className="space-y-1.5 text-sm font-semibold">
            <span>Payment status</span>
            <select
              value={paymentStatus}
              onChange={(event) => setPaymentStatus(event.target.value)}
              className={`${inputClass} pr-8`}
            >
              {PAYMENT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {titleCase(value)}
                </option>
              ))}
            </select>
          </label>
          <Button
            type="submit"
            variant="primary"
            disabled={update.isPending || (status === order.status && paymentStatus === order.paymentStatus)}
          >
            Update
          </Button>
        </form>
        {status === "cancelled" && order.status !== "cancelled" ? (
          <p className="text-xs text-coffee-500">
            Cancelling puts the order's bags back in stock.
            {order.paymentStatus === "paid"
              ? " The order is paid: its refund is offered below once it is cancelled."
              : ""}
          </p>
        ) : null}
        <ShipForm order={order} onChanged={onChanged} />
      </section>

      {order.cashReturns ? (
        <p role="note" className="rounded-2xl border border-terracotta-500/40 bg-terracotta-500/10 p-3 text-sm">
          This phone had {order.cashReturns} cash-on-delivery {order.cashReturns === 1 ? "order" : "orders"} returned
          undelivered before.
        </p>
      ) : null}
      {order.paymentStatus === "due_on_delivery" ? <CashPanel order={order} onChanged={onChanged} /> : null}
      {/* Cancelling a paid order offers its refund right here: the sheet shows it with the new status. */}
      <RefundPanel
        order={order}
        onChanged={onChanged}
        offered={order.status === "cancelled" && order.paymentStatus === "paid"}
      />

      <section aria-labelledby={`${id}-items`}>
        <h3 id={`${id}-items`} className="mb-2 font-sans text-xs font-bold uppercase tracking-wider text-coffee-400">
          Items
        </h3>
        <ul className="divide-y divide-coffee-800/10 rounded-2xl border border-coffee-800/10 bg-white">
          {order.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-4 px-4 py-3 text-sm">
              <div>
                <p className="font-semibold">{item.productName}</p>
                <p className="text-coffee-500">
                  {item.weight} g{item.brewingMethod ? ` · ${grindLabel(item.brewingMethod, item.chicoryPercent)}` : ""}{" "}
                  · {item.quantity} × {formatPaise(item.unitPricePaise)}
                </p>
              </div>
              <p className="font-semibold tabular-nums">{formatPaise(item.totalPricePaise)}</p>
            </li>
          ))}
        </ul>
        <dl className="mt-3 px-1">
          <Row label="Subtotal" value={formatPaise(order.subtotalPaise)} />
          {order.discountPaise > 0 ? (
            <Row label={discountLabel(order.discountCode)} value={`−${formatPaise(order.discountPaise)}`} />
          ) : null}
          <Row label="Shipping" value={order.shippingPaise === 0 ? "Free" : formatPaise(order.shippingPaise)} />
          {order.codFeePaise > 0 ? <Row label="Cash on delivery fee" value={formatPaise(order.codFeePaise)} /> : null}
          <Row label="GST (18%)" value={formatPaise(order.taxPaise)} />
          <Row label="Total" value={<span className="text-base">{formatPaise(order.totalPaise)}</span>} />
        </dl>
      </section>

      <section aria-labelledby={`${id}-customer`} className="grid gap-6 sm:grid-cols-2">
        <div>
          <h3
            id={`${id}-customer`}
            className="mb-2 font-sans text-xs font-bold uppercase tracking-wider text-coffee-400"
          >
            Customer
          </h3>
          <p className="font-semibold">{order.customerName}</p>
          <p className="text-sm">
            <a className="underline underline-offset-4" href={`mailto:${order.customerEmail}`}>
              {order.customerEmail}
            </a>
          </p>
          {order.customerPhone ? <p className="text-sm">{order.customerPhone}</p> : null}
        </div>
        <div>
          <h3 className="mb-2 font-sans text-xs font-bold uppercase tracking-wider text-coffee-400">
            {order.gift ? "Gift — ship to" : "Ship to"}
          </h3>
          <address className="text-sm not-italic leading-relaxed">
            {order.gift ? (
              <>
                <span className="font-semibold">{order.gift.recipientName}</span> · {order.gift.recipientPhone}
                <br />
              </>
            ) : null}
            {address.street}
            <br />
            {address.city}, {address.state} {address.pincode}
          </address>
          {order.gift ? (
            <p className="mt-2 whitespace-pre-line break-words text-sm text-coffee-600">
              {order.gift.message ? `Message: “${order.gift.message}”` : "No message."} The slip prints no prices.
            </p>
          ) : null}
        </div>
      </section>

      <dl className="rounded-2xl bg-cream-100 px-4 py-3">
        <Row label="Paid" value={formatDateTime(order.paidAt)} />
        <Row label="Shipped" value={formatDateTime(order.shippedAt)} />
        <Row label="Delivered" value={formatDateTime(order.deliveredAt)} />
        {order.cancelledAt ? <Row label="Cancelled" value={formatDateTime(order.cancelledAt)} /> : null}
        {order.paymentStatus === "pending" && order.expiresAt ? (
          <Row label="Unpaid; expires" value={formatDateTime(order.expiresAt)} />
        ) : null}
      </dl>
    </div>
  );
}
