import { useState } from "react";
import { useNavigate } from "react-router";
import { cartSubtotal, MAX_LINE_QUANTITY } from "@domain/cart";
import { grindPriceChange, priceWithGrind, type ChicoryPercent } from "@domain/grind";
import type { PublicProduct } from "@domain/catalog";
import { formatRupees } from "@domain/money";
import { defaultPageWeight, priceForWeight, weightOptions } from "@domain/pricing";
import { Button } from "~/components/ui/button";
import { ChoiceGroup } from "~/components/ui/choice-group";
import { GrindChoice } from "~/components/product/grind-choice";
import { useGrindPrices } from "~/components/product/use-grind-prices";
import { QuantityStepper } from "~/components/ui/quantity-stepper";
import { addProductToCart, useCart } from "~/features/cart";
import { DeliveryCheck } from "~/features/delivery";
import { RoastNote } from "~/components/product/roast-note";
import { PriceTag } from "~/components/product/price-tag";
import { toast } from "~/lib/toast";
import { lazyPart, PartBoundary } from "~/lib/lazy-part";

/** Only a sold-out coffee offers "Notify me": its form loads with such a page, not with every product page. */
const NotifyMe = lazyPart(() => import("./notify-me").then((module) => module.NotifyMe));

export const BUY_NOW_REDIRECT_MS = 500;

/** Below this many bags the page says how many are left. */
const LOW_STOCK_NOTE = 10;

export function stockNote(stock: number): string {
  return stock === 1 ? "Only 1 bag left" : `Only ${stock} bags left`;
}

function initialMethod(product: PublicProduct): string {
  const recommended = product.recommendedMethods.find((m) => product.brewingMethods.includes(m));
  return recommended ?? product.brewingMethods[0] ?? "";
}

/** Weight, brewing method, quantity, price; Add to Cart and Buy Now. */
export function PurchasePanel({ product }: { product: PublicProduct }) {
  const navigate = useNavigate();
  const [grams, setGrams] = useState(() => defaultPageWeight(product));
  const [method, setMethod] = useState(() => initialMethod(product));
  const [chicory, setChicory] = useState<ChicoryPercent>(0);
  const [quantity, setQuantity] = useState(1);
  const grindPrices = useGrindPrices();
  const change = grindPriceChange(grindPrices, method, chicory);
  const price = priceWithGrind(priceForWeight(product, grams) ?? product.pricePaise, change);
  const compareAt =
    product.compareAtPaise === null
      ? null
      : priceForWeight({ pricePaise: product.compareAtPaise, gramOptions: [] }, grams);
  const outOfStock = !product.inStock;
  const stock = Math.min(product.stockQuantity, MAX_LINE_QUANTITY);
  const cartTotal = cartSubtotal(useCart());

  const add = (announce: boolean) =>
    addProductToCart(product, {
      grams,
      brewingMethod: method,
      chicoryPercent: chicory,
      quantity,
      rule: "id-weight-method",
      announce,
      grindPrices,
    });

  function buyNow() {
    if (!add(false)) return;
    toast({
      title: "Redirecting to Checkout",
      description: `${quantity}x ${product.name} (${grams}g) is in your cart`,
    });
    setTimeout(() => void navigate("/checkout"), BUY_NOW_REDIRECT_MS);
  }

  return (
    <div className="space-y-6">
      <PriceTag
        price={price}
        compareAt={compareAt}
        grams={grams}
        className="text-3xl [&>span:first-child]:font-display"
      />
      {outOfStock ? null : <RoastNote roastedOn={product.nextRoastOn} className="-mt-3" />}
      <ChoiceGroup
        name="weight"
        label="Weight"
        value={String(grams)}
        onChange={(value) => setGrams(Number(value))}
        options={weightOptions(product).map((g) => ({
          value: String(g),
          label: `${g}g`,
          hint: formatRupees(priceWithGrind(priceForWeight(product, g) ?? 0, change)),
        }))}
      />
      <GrindChoice
        methods={product.brewingMethods}
        method={method}
        onMethodChange={setMethod}
        chicory={chicory}
        onChicoryChange={setChicory}
        prices={grindPrices}
      />
      <div>
        <p className="text-sm font-semibold">Quantity</p>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
          <QuantityStepper
            value={quantity}
            max={Math.max(1, stock)}
            onChange={(q) => setQuantity(Math.min(Math.max(1, q), Math.max(1, stock)))}
            label="Quantity"
          />
          {!outOfStock && (product.stockQuantity <= LOW_STOCK_NOTE || quantity >= product.stockQuantity) ? (
            <p className="text-sm text-coffee-500" aria-live="polite">
              {stockNote(product.stockQuantity)}
            </p>
          ) : null}
        </div>
      </div>
      {/* Full width in a column on phones: flex-1 there would be a zero height basis (24 px buttons). */}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          type="button"
          size="lg"
          className="w-full sm:w-auto sm:flex-1"
          disabled={outOfStock}
          onClick={() => add(true)}
        >
          Add to Cart
        </Button>
        <Button
          type="button"
          size="lg"
          variant="accent"
          className="w-full sm:w-auto sm:flex-1"
          disabled={outOfStock}
          onClick={buyNow}
        >
          Buy Now
        </Button>
      </div>
      {outOfStock ? null : <DeliveryCheck subtotal={cartTotal} />}
      {outOfStock ? (
        <>
          <p className="text-sm text-terracotta-600">
            This coffee is sold out for now — the next harvest is on its way.
          </p>
          <PartBoundary>
            <NotifyMe slug={product.slug} name={product.name} />
          </PartBoundary>
        </>
      ) : null}
    </div>
  );
}
