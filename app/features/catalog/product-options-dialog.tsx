import { useState } from "react";
import type { ProductSummary } from "@domain/catalog";
import { grindPriceChange, priceWithGrind, type ChicoryPercent } from "@domain/grind";
import { formatRupees } from "@domain/money";
import { priceForWeight, weightOptions } from "@domain/pricing";
import { Button } from "~/components/ui/button";
import { ChoiceGroup } from "~/components/ui/choice-group";
import { GrindChoice } from "~/components/product/grind-choice";
import { useGrindPrices } from "~/components/product/use-grind-prices";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { QuantityStepper } from "~/components/ui/quantity-stepper";
import { addProductToCart } from "~/features/cart";
import { toast } from "~/lib/toast";

/** The shop's "Add to Cart": choose weight, brewing method and quantity, validated by @domain/cart. */
export function ProductOptionsDialog({ product, onClose }: { product: ProductSummary | null; onClose: () => void }) {
  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && onClose()}>
      {product ? <OptionsForm key={product.id} product={product} onDone={onClose} /> : null}
    </Dialog>
  );
}

function OptionsForm({ product, onDone }: { product: ProductSummary; onDone: () => void }) {
  const [weight, setWeight] = useState<string>();
  const [method, setMethod] = useState<string>();
  const [chicory, setChicory] = useState<ChicoryPercent>(0);
  const grindPrices = useGrindPrices();
  const change = method ? grindPriceChange(grindPrices, method, chicory) : 0;
  const [quantity, setQuantity] = useState(1);
  const [missing, setMissing] = useState<"weight" | "method" | null>(null);
  const grams = weight ? Number(weight) : undefined;
  const bag = grams ? priceForWeight(product, grams) : null;
  const unitPrice = bag === null ? null : priceWithGrind(bag, change);

  function submit() {
    if (!grams) {
      setMissing("weight");
      toast({
        title: "Please select weight",
        description: "Choose a weight option to continue",
        variant: "destructive",
      });
      return;
    }
    if (!method) {
      setMissing("method");
      toast({
        title: "Please select brewing method",
        description: "Choose a brewing method to continue",
        variant: "destructive",
      });
      return;
    }
    const options = { grams, brewingMethod: method, chicoryPercent: chicory, quantity, grindPrices };
    if (addProductToCart(product, { ...options, rule: "id-weight-method" })) onDone();
  }

  return (
    <DialogContent
      title={product.name}
      description={`${product.origin ?? product.region ?? ""} · ${product.roastLevel ?? ""}`}
    >
      <div className="mt-6 space-y-6">
        <ChoiceGroup
          name="weight"
          label="Weight"
          value={weight}
          onChange={(value) => {
            setWeight(value);
            if (missing === "weight") setMissing(null);
          }}
          error={missing === "weight" ? "Choose a weight option to continue" : undefined}
          options={weightOptions(product).map((g) => ({
            value: String(g),
            label: `${g}g`,
            hint: formatRupees(priceWithGrind(priceForWeight(product, g) ?? 0, change)),
          }))}
        />
        <GrindChoice
          methods={product.brewingMethods}
          method={method}
          onMethodChange={(value) => {
            setMethod(value);
            if (missing === "method") setMissing(null);
          }}
          chicory={chicory}
          onChicoryChange={setChicory}
          prices={grindPrices}
          error={missing === "method" ? "Choose a brewing method to continue" : undefined}
        />
        <div className="flex items-center justify-between gap-4">
          <div>
            <p className="text-sm font-semibold">Quantity</p>
            <QuantityStepper className="mt-2" value={quantity} onChange={setQuantity} label="Quantity" />
          </div>
          <p className="text-right text-sm text-coffee-500">
            {unitPrice !== null ? (
              <>
                Total{" "}
                <span className="block font-display text-2xl font-semibold text-coffee-800">
                  {formatRupees(unitPrice * quantity)}
                </span>
              </>
            ) : (
              "Choose a weight to see the price"
            )}
          </p>
        </div>
        <Button type="button" size="lg" className="w-full" onClick={submit}>
          Add to Cart
        </Button>
      </div>
    </DialogContent>
  );
}
