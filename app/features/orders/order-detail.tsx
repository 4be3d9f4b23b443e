import ArrowLeft from "lucide-react/icons/arrow-left";
import Printer from "lucide-react/icons/printer";
import Truck from "lucide-react/icons/truck";
import { grindLabel } from "@domain/grind";
import { roastLine, roastsOf } from "@domain/roast-batches";
import { discountLabel } from "@domain/discounts";
import { formatRupees } from "@domain/money";
import { refundDue } from "@domain/order-outcome";
import { Button } from "~/components/ui/button";
import { OrderRefunds, PayAhead } from "./cash-and-refunds";
import { CompletePaymentButton } from "./complete-payment";
import { awaitsPayment } from "./order-history-store";
import { InvoiceDocument } from "./invoice-document";
import type { OrderWithInvoice } from "./orders-api";
import { ParcelTracking } from "./parcel-tracking";
import { StatusBadges, StatusTracker } from "./order-status";
import { holdMinutesOf } from "@domain/order-hold";

const placedOn = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

function Notice({ children }: { children: React.ReactNode }) {
  return <p className="rounded-2xl border border-gold-500/60 bg-gold-400/15 p-4 text-sm text-coffee-700">{children}</p>;
}

/** One order in full: where it is, what is in it, where it goes, and its invoice to print. */
/**
 * Why the order was cancelled, as a sentence. The server stores a short phrase ("Payment window expired",
 * "Cancelled by the shop"); anything else is shown as a sentence of its own.
 */
export function cancelledSentence(reason: string | null): string {
  const phrase = (reason ?? "").trim().replace(/[.\s]+$/, "");
  if (/^payment window expired$/i.test(phrase)) return "This order was cancelled because it was not paid in time.";
  if (/^cancelled by the shop$/i.test(phrase)) return "The shop cancelled this order.";
  if (!phrase) return "This order was cancelled.";
  return `This order was cancelled. ${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}.`;
}

export function OrderDetail({
  data,
  accessToken,
  onBack,
}: {
  data: OrderWithInvoice;
  /** This browser's token for the order, which lets it be paid from here; null when not known. */
  accessToken: string | null;
  onBack: () => void;
}) {
  const { order, invoice } = data;
  const address = order.shippingAddress;
  return (
    <div className="space-y-8">
      <div className="print:hidden">
        <button
          type="button"
          onClick={onBack}
          className="inline-flex items-center gap-1 text-sm font-medium text-coffee-500 hover:text-coffee-800"
        >
          <ArrowLeft aria-hidden className="size-4" /> All orders
        </button>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 className="font-mono text-2xl font-semibold sm:text-3xl">{order.orderNumber}</h2>
            <p className="mt-1 text-sm text-coffee-500">Placed {placedOn.format(new Date(order.createdAt))}</p>
          </div>
          <StatusBadges order={order} />
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] print:hidden">
        <div className="space-y-6">
          {order.status === "cancelled" ? (
            <Notice>
              {cancelledSentence(order.cancelReason)}{" "}
              {refundDue(order)
                ? "Your payment reached us after that, so it will be refunded to you."
                : order.paymentStatus === "paid"
                  ? ""
                  : "Nothing was charged."}
            </Notice>
          ) : (
            <section aria-label="Order progress" className="rounded-2xl border border-coffee-800/10 bg-white p-5">
              <StatusTracker order={order} />
              {order.status === "pending" ? (
                <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
                  <p className="text-sm text-coffee-600">
                    Waiting for payment. An order that is not paid within {holdMinutesOf(order)} minutes is released and
                    nothing is charged.
                  </p>
                  {accessToken && awaitsPayment(order) ? (
                    <CompletePaymentButton order={order} accessToken={accessToken} />
                  ) : null}
                </div>
              ) : null}
              {order.paymentStatus === "due_on_delivery" ? <PayAhead order={order} accessToken={accessToken} /> : null}
            </section>
          )}
          <OrderRefunds refunds={data.refunds} />
          {/* A cancelled order never ships: no tracking number to promise. */}
          {order.status === "cancelled" ? null : (
            <section
              aria-labelledby="tracking-heading"
              className="flex items-start gap-3 rounded-2xl border border-coffee-800/10 bg-white p-5 text-sm"
            >
              <Truck aria-hidden className="mt-0.5 size-5 shrink-0 text-coffee-500" />
              <div>
                <h3 id="tracking-heading" className="font-sans font-semibold">
                  Tracking number
                </h3>
                {order.trackingNumber ? (
                  <ParcelTracking order={order} />
                ) : (
                  <p className="mt-1 text-coffee-600">
                    It appears here, and in an email to you, once your coffee ships.
                  </p>
                )}
              </div>
            </section>
          )}
          <section aria-labelledby="items-heading">
            <h3 id="items-heading" className="text-xl font-semibold">
              Items
            </h3>
            <ul className="mt-3 divide-y divide-coffee-800/10 border-y border-coffee-800/10">
              {order.items.map((item) => (
                <li key={item.id} className="flex justify-between gap-3 py-3 text-sm">
                  <span className="min-w-0">
                    <span className="block font-semibold">{item.productName}</span>
                    <span className="text-coffee-500">
                      {item.weight}g
                      {item.brewingMethod ? ` · ${grindLabel(item.brewingMethod, item.chicoryPercent)}` : ""} ·{" "}
                      {item.quantity} × {formatRupees(item.unitPricePaise)}
                    </span>
                    {roastLine(roastsOf(order.roasts, item.productId)) ? (
                      <span className="block text-xs text-coffee-500">
                        {roastLine(roastsOf(order.roasts, item.productId))}
                      </span>
                    ) : null}
                  </span>
                  <span className="shrink-0 font-semibold tabular-nums">{formatRupees(item.totalPricePaise)}</span>
                </li>
              ))}
            </ul>
            <dl className="mt-3 space-y-1.5 text-sm sm:ml-auto sm:max-w-xs">
              {[
                ["Subtotal", formatRupees(order.subtotalPaise)],
                ...(order.discountPaise > 0
                  ? [[discountLabel(order.discountCode), `−${formatRupees(order.discountPaise)}`]]
                  : []),
                ["Shipping", order.shippingPaise === 0 ? "Free" : formatRupees(order.shippingPaise)],
                ...(order.codFeePaise > 0 ? [["Cash on delivery fee", formatRupees(order.codFeePaise)]] : []),
                ["Tax (GST 18%)", formatRupees(order.taxPaise)],
              ].map(([label, value]) => (
                <div key={label} className="flex justify-between">
                  <dt className="text-coffee-600">{label}</dt>
                  <dd className="tabular-nums">{value}</dd>
                </div>
              ))}
              <div className="flex justify-between border-t border-coffee-800/10 pt-2 text-base font-semibold">
                <dt>Total</dt>
                <dd className="tabular-nums">{formatRupees(order.totalPaise)}</dd>
              </div>
            </dl>
          </section>
        </div>
        <section
          aria-labelledby="delivery-heading"
          className="h-fit rounded-2xl border border-coffee-800/10 bg-white p-5 text-sm"
        >
          <h3
            id="delivery-heading"
            className="font-sans text-sm font-semibold uppercase tracking-widest text-coffee-500"
          >
            {order.gift ? "A gift, delivering to" : "Delivery address"}
          </h3>
          <address className="mt-2 not-italic leading-relaxed text-coffee-700">
            <span className="font-semibold text-coffee-800">{order.gift?.recipientName ?? order.customerName}</span>
            <br />
            {address.street}
            <br />
            {address.city}, {address.state} {address.pincode}
            <br />
            {order.gift?.recipientPhone ?? order.customerPhone}
            {order.gift ? null : (
              <>
                <br />
                <span className="break-all">{order.customerEmail}</span>
              </>
            )}
          </address>
          {order.gift ? (
            <p className="mt-3 whitespace-pre-line break-words text-coffee-600">
              {order.gift.message ? `Your message on the packing slip: “${order.gift.message}”` : "No message."} The
              parcel carries no prices; the invoice below is yours.
            </p>
          ) : null}
        </section>
      </div>

      {order.paymentStatus === "paid" ||
      order.paymentStatus === "due_on_delivery" ||
      order.paymentStatus === "refunded" ||
      order.paymentStatus === "partially_refunded" ? (
        <section aria-labelledby="invoice-heading" className="space-y-4">
          <div className="flex items-center justify-between gap-3 print:hidden">
            <h3 id="invoice-heading" className="text-xl font-semibold">
              {invoice.isTaxInvoice ? "Tax invoice" : "Receipt"}
            </h3>
            <Button type="button" variant="outline" size="sm" onClick={() => window.print()}>
              <Printer aria-hidden /> Print {invoice.isTaxInvoice ? "invoice" : "receipt"}
            </Button>
          </div>
          <InvoiceDocument invoice={invoice} />
        </section>
      ) : (
        <p className="text-sm text-coffee-500 print:hidden">The invoice appears here once the order is paid.</p>
      )}
    </div>
  );
}
