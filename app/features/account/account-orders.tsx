import FileText from "lucide-react/icons/file-text";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import { useNavigate } from "react-router";
import { formatRupees } from "@domain/money";
import { ORDER_STATUS_LABELS } from "@domain/orders";
import { Button } from "~/components/ui/button";
import { addProductToCart } from "~/features/cart";
import { rememberOrder } from "~/features/orders";
import { toast } from "~/lib/toast";
import type { AccountOverview } from "./account-api";

const placedOn = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

type AccountOrder = AccountOverview["orders"][number];

/** Every order placed with the account's e-mail, on any device: open it with its invoice, or order it again. */
export function AccountOrders({ overview }: { overview: AccountOverview }) {
  const navigate = useNavigate();
  const products = new Map(overview.products.map((product) => [product.id, product]));

  function open(entry: AccountOrder) {
    // The order page reads it with the same token its mails carry (decision 033).
    rememberOrder(entry.order.orderNumber, entry.linkToken, entry.order.createdAt);
    void navigate(`/orders?order=${encodeURIComponent(entry.order.orderNumber)}`);
  }

  function orderAgain(entry: AccountOrder) {
    let added = 0;
    for (const item of entry.order.items) {
      const product = item.productId === null ? undefined : products.get(item.productId);
      if (!product) continue;
      const ok = addProductToCart(product, {
        grams: item.weight,
        brewingMethod: item.brewingMethod ?? "",
        chicoryPercent: item.chicoryPercent ?? undefined,
        quantity: item.quantity,
        rule: "id-weight-method",
        announce: false,
      });
      if (ok) added += 1;
    }
    if (added > 0) {
      toast({
        title: "Added to Cart",
        description: `${added} of ${entry.order.items.length} lines from ${entry.order.orderNumber} are in your cart, at today's prices.`,
      });
      void navigate("/cart");
    } else
      toast({
        title: "Not available",
        description: "None of these coffees can be ordered right now.",
        variant: "destructive",
      });
  }

  if (overview.orders.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-coffee-800/20 p-6 text-coffee-600">
        No orders with {overview.email} yet. Orders placed with this email, on any device, will appear here.
      </p>
    );
  return (
    <ul className="space-y-4">
      {overview.orders.map((entry) => (
        <li key={entry.order.id} className="rounded-2xl border border-coffee-800/10 bg-white p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-mono text-lg font-semibold">{entry.order.orderNumber}</h3>
            <span className="text-sm font-medium text-coffee-700">{ORDER_STATUS_LABELS[entry.order.status]}</span>
          </div>
          <p className="mt-1 text-sm text-coffee-500">
            {placedOn.format(new Date(entry.order.createdAt))} · {formatRupees(entry.order.totalPaise)}
          </p>
          <p className="mt-2 text-sm text-coffee-700">
            {entry.order.items.map((item) => `${item.quantity} × ${item.productName} (${item.weight} g)`).join(", ")}
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => open(entry)}>
              <FileText aria-hidden /> View order and invoice
              <span className="sr-only"> for {entry.order.orderNumber}</span>
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={() => orderAgain(entry)}>
              <RotateCcw aria-hidden /> Order again<span className="sr-only"> ({entry.order.orderNumber})</span>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
