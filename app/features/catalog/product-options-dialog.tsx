import { useState } from "react";
import { brewingMethodLabel } from "@domain/brewing";
import type { ProductSummary } from "@domain/catalog";
import { formatRupees } from "@domain/money";
import { priceForWeight, weightOptions } from "@domain/pricing";
import { Button } from "~/components/ui/button";
import { ChoiceGroup } from "~/components/ui/choice-group";
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
  const [quantity, setQuantity] = useState(1);
  const [missing, setMissing] = useState<"weight" | "method" | null>(null);
  const grams = weight ? Number(weight) : undefined;
  const unitPrice = grams ? priceForWeight(product, grams) : null;

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
    if (addProductToCart(product, { grams, brewingMethod: method, quantity, rule: "id-weight-method" })) onDone();
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
            hint: formatRupees(priceForWeight(product, g) ?? 0),
          }))}
        />
        <ChoiceGroup
          name="brewing-method"
          label="Brewing method"
          value={method}
          onChange={(value) => {
            setMethod(value);
            if (missing === "method") setMissing(null);
          }}
          error={missing === "method" ? "Choose a brewing method to continue" : undefined}
          options={product.brewingMethods.map((m) => ({ value: m, label: brewingMethodLabel(m) }))}
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
