import CircleCheck from "lucide-react/icons/circle-check";
import Mail from "lucide-react/icons/mail";
import PackageCheck from "lucide-react/icons/package-check";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import Truck from "lucide-react/icons/truck";
import { Link } from "react-router";
import { deliveredByLabel } from "@domain/delivery-date";
import { formatRupees } from "@domain/money";
import { refundDue } from "@domain/order-outcome";
import type { OrderView } from "@domain/orders";
import { buttonVariants } from "~/components/ui/button";
import { KeepOrdersOffer } from "./keep-orders-offer";
import { OrderSummaryPanel } from "./order-summary-panel";
import { StepHeading } from "./step-heading";

const NEXT_STEPS = [
  {
    icon: Mail,
    title: "Confirmation on its way",
    text: (order: OrderView) => `Your confirmation and invoice are on their way to ${order.customerEmail}.`,
  },
  {
    icon: PackageCheck,
    title: "Roasted and packed",
    text: () => "We roast your beans to order and pack them within two working days.",
  },
  {
    icon: Truck,
    title: "Shipped to your door",
    text: () => "You'll get the tracking number by email, and you can follow it on Your Orders.",
  },
];

/** Step 3: the order is paid — what was bought, where it goes, and what happens now. */
export default function SuccessStep({
  order,
  imageOf,
  focus,
}: {
  order: OrderView;
  imageOf: (productId: number | null) => string | null;
  focus: boolean;
}) {
  if (refundDue(order)) return <RefundDue order={order} focus={focus} />;
  const firstName = order.customerName.trim().split(/\s+/)[0] ?? order.customerName;
  const { shippingAddress: address } = order;
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
      <div className="min-w-0 space-y-8">
        <div className="rounded-[var(--radius-card)] bg-forest-600 p-6 text-cream-50 sm:p-8">
          <CircleCheck aria-hidden className="size-10 text-gold-400" />
          <div className="mt-4 [&_h2]:text-cream-50">
            <StepHeading focus={focus}>Thank you, {firstName}! Your order is confirmed.</StepHeading>
          </div>
          <p className="mt-3 text-cream-100/90">
            Order number <strong className="font-mono text-lg font-semibold text-white">{order.orderNumber}</strong> ·
            {order.paymentStatus === "due_on_delivery"
              ? `${formatRupees(order.totalPaise)} to pay on delivery`
              : `paid ${formatRupees(order.totalPaise)}`}
          </p>
          {order.promisedDeliveryOn ? (
            <p className="mt-2 font-semibold text-gold-400">
              {deliveredByLabel(order.promisedDeliveryOn)} to {order.shippingAddress.pincode}
            </p>
          ) : null}
        </div>
        <section aria-labelledby="next-heading">
          <h3 id="next-heading" className="text-xl font-semibold">
            What happens next
          </h3>
          <ol className="mt-4 space-y-4">
            {NEXT_STEPS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-cream-100 text-coffee-600">
                  <Icon aria-hidden className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold">{title}</span>
                  <span className="block text-sm text-coffee-600">{text(order)}</span>
                </span>
              </li>
            ))}
          </ol>
        </section>
        <section
          aria-labelledby="address-heading"
          className="rounded-2xl border border-coffee-800/10 bg-white p-5 text-sm"
        >
          <h3
            id="address-heading"
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
          </address>
          {order.gift ? (
            <p className="mt-3 whitespace-pre-line break-words text-coffee-600">
              {order.gift.message ? `Your message on the packing slip: “${order.gift.message}”` : "No message."} The
              parcel carries no prices; the invoice comes to you.
            </p>
          ) : null}
        </section>
        <KeepOrdersOffer email={order.customerEmail} />
        <div className="flex flex-wrap gap-3">
          <Link
            className={buttonVariants({ size: "lg" })}
            to={`/orders?order=${encodeURIComponent(order.orderNumber)}`}
          >
            View your order
          </Link>
          <Link className={buttonVariants({ variant: "outline", size: "lg" })} to="/shop">
            Continue shopping
          </Link>
        </div>
      </div>
      <OrderSummaryPanel order={order} imageOf={imageOf} />
    </div>
  );
}

/** Paid, but after the last bags were sold: the order is cancelled and the money goes back. */
function RefundDue({ order, focus }: { order: OrderView; focus: boolean }) {
  return (
    <div className="max-w-2xl space-y-6">
      <TriangleAlert aria-hidden className="size-10 text-terracotta-500" />
      <StepHeading focus={focus}>Your payment arrived after the last bags were sold</StepHeading>
      <p className="text-coffee-700">
        {order.cancelReason ?? "Order " + order.orderNumber + " could not be fulfilled."} We never sell coffee we don't
        have, so the full {formatRupees(order.totalPaise)} goes back to the account you paid from. Your cart is still
        here if you'd like to choose something else.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link className={buttonVariants({ size: "lg" })} to={`/orders?order=${encodeURIComponent(order.orderNumber)}`}>
          View order {order.orderNumber}
        </Link>
        <Link className={buttonVariants({ variant: "outline", size: "lg" })} to="/cart">
          Back to your cart
        </Link>
      </div>
    </div>
  );
}
