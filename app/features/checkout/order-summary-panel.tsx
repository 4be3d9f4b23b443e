import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { formatRupees } from "@domain/money";
import type { OrderView } from "@domain/orders";
import type { OrderDifferences } from "./order-differences";
import { SummaryCard } from "./summary-card";
import { SummaryLine, TotalsList } from "./summary-parts";

/** The order as the server priced it: its lines and totals are what the shopper pays. */
export function OrderSummaryPanel({
  order,
  imageOf,
}: {
  order: OrderView;
  imageOf: (productId: number | null) => string | null;
}) {
  return (
    <SummaryCard
      title="Order summary"
      aside={<span className="font-mono text-sm text-coffee-500">{order.orderNumber}</span>}
    >
      <ul className="mt-3 divide-y divide-coffee-800/10 border-y border-coffee-800/10" aria-label="Items in your order">
        {order.items.map((item) => (
          <SummaryLine
            key={item.id}
            image={imageOf(item.productId)}
            name={item.productName}
            weight={item.weight}
            brewingMethod={item.brewingMethod}
            chicoryPercent={item.chicoryPercent}
            quantity={item.quantity}
            unitPrice={item.unitPricePaise}
            total={item.totalPricePaise}
          />
        ))}
      </ul>
      <div className="mt-4">
        <TotalsList
          subtotal={order.subtotalPaise}
          discount={order.discountPaise}
          discountCode={order.discountCode}
          shipping={order.shippingPaise}
          tax={order.taxPaise}
          total={order.totalPaise}
        />
      </div>
    </SummaryCard>
  );
}

/** Said before payment when the server's order is not exactly the cart the shopper filled. */
export function DifferencesNotice({ differences }: { differences: OrderDifferences }) {
  if (differences.notes.length === 0) return null;
  return (
    <div role="status" className="rounded-2xl border border-gold-500/60 bg-gold-400/15 p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden className="size-4 shrink-0 text-gold-500" />
        {differences.pricesOnly
          ? "Prices changed since these coffees went into your cart"
          : "Your order differs from your cart"}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-9 text-coffee-700">
        {differences.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <p className="mt-2 pl-6 text-coffee-700">
        You pay today's prices: <strong className="font-semibold">{formatRupees(differences.orderTotal)}</strong>
        {differences.cartTotal !== differences.orderTotal
          ? ` (your cart said ${formatRupees(differences.cartTotal)})`
          : ""}
        .
      </p>
    </div>
  );
}
