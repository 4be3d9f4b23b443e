import CreditCard from "lucide-react/icons/credit-card";
import { useNavigate } from "react-router";
import type { CartItem } from "@domain/cart";
import { toRupees } from "@domain/money";
import type { OrderView } from "@domain/orders";
import { Button } from "~/components/ui/button";
import { readCart, writeCart } from "~/features/cart";
import { savePendingOrder } from "~/features/checkout";
import { cn } from "~/lib/utils";

/** The order's lines as cart lines: checkout resumes an order only for the cart it was made from. */
function cartOf(order: OrderView): CartItem[] {
  return order.items.flatMap((item) =>
    item.productId === null
      ? []
      : [
          {
            id: item.productId,
            name: item.productName,
            price: toRupees(item.unitPricePaise),
            quantity: item.quantity,
            weight: String(item.weight),
            brewingMethod: item.brewingMethod ?? "",
            image: "",
            // A filter line's blend (decision 153), exactly as the cart it was placed from held it.
            ...(item.chicoryPercent == null ? {} : { chicoryPercent: item.chicoryPercent }),
          },
        ],
  );
}

/**
 * Complete payment: back to checkout's payment step for the SAME order with its own token (never a
 * second order). The cart becomes this order's coffees, as checkout pays an order only for the cart it
 * was placed from (docs/decisions/081).
 */
export function CompletePaymentButton({
  order,
  accessToken,
  className,
}: {
  order: OrderView;
  accessToken: string;
  className?: string;
}) {
  const navigate = useNavigate();
  function complete() {
    writeCart(cartOf(order));
    savePendingOrder({ orderNumber: order.orderNumber, accessToken, cartKey: JSON.stringify(readCart()) });
    void navigate("/checkout");
  }
  return (
    <Button type="button" variant="accent" className={cn("relative z-10", className)} onClick={complete}>
      <CreditCard aria-hidden /> Complete payment
    </Button>
  );
}
