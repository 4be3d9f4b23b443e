import { Link } from "react-router";
import { purchasableSubtotal, type RepricedLine } from "@domain/cart";
import { formatRupees, toPaise } from "@domain/money";
import { OrderSummary, type AppliedDiscount } from "~/components/cart/order-summary";
import { DiscountCode } from "./discount-code";
import type { CodeFormProps } from "./discount-code-form";
import { SummaryCard } from "./summary-card";
import { SummaryLine } from "./summary-parts";

type Props = {
  lines: RepricedLine[];
  /** Bags in stock per product id, from the page's catalogue. */
  stockOf: (productId: number) => number;
  /** The stored price of each line before repricing, to say when it moved. */
  storedPrice: (index: number) => number;
  /** "Have a code?": the code applied to this cart, and what the box needs. */
  code: Omit<CodeFormProps, "applied"> & { applied: AppliedDiscount | null };
};

function LineNote({ note }: { note: { text: string; warn: boolean } | null }) {
  if (!note) return null;
  return (
    <p className={note.warn ? "text-sm font-medium text-terracotta-600" : "text-sm text-coffee-500"}>{note.text}</p>
  );
}

function lineNote(line: RepricedLine, stock: number, storedPrice: number): { text: string; warn: boolean } | null {
  if (!line.available) return { text: "No longer available.", warn: true };
  if (!line.inStock) return { text: stock > 0 ? `Only ${stock} left in stock.` : "Sold out for now.", warn: true };
  if (line.priceChanged)
    return { text: `Price updated to today's price (was ${formatRupees(toPaise(storedPrice))}).`, warn: false };
  return null;
}

/** The details step's summary: the cart at today's prices, with what stands in the way of ordering it. */
export function CartSummary({ lines, stockOf, storedPrice, code }: Props) {
  return (
    <SummaryCard
      title="Order summary"
      aside={
        <Link
          to="/cart"
          className="text-sm font-medium text-coffee-500 underline-offset-4 hover:text-coffee-800 hover:underline"
        >
          Edit cart
        </Link>
      }
    >
      <ul className="mt-3 divide-y divide-coffee-800/10 border-y border-coffee-800/10" aria-label="Items in your order">
        {lines.map((line, index) => (
          <SummaryLine
            key={`${line.id}-${line.weight}-${line.brewingMethod}-${line.chicoryPercent}-${index}`}
            image={line.image}
            name={line.name}
            weight={line.weight}
            brewingMethod={line.brewingMethod}
            chicoryPercent={line.chicoryPercent}
            quantity={line.quantity}
            unitPrice={toPaise(line.price)}
            total={toPaise(line.price) * line.quantity}
          >
            <LineNote note={lineNote(line, stockOf(line.id), storedPrice(index))} />
          </SummaryLine>
        ))}
      </ul>
      <div className="mt-4">
        <DiscountCode {...code} />
      </div>
      <div className="mt-4">
        <OrderSummary subtotal={purchasableSubtotal(lines)} discount={code.applied} />
      </div>
    </SummaryCard>
  );
}
