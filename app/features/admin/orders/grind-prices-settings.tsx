/**
 * The owner's price change per grind option (decision 153): rupees added to (or, negative, taken off) one
 * bag of any weight; empty or 0 changes nothing. The server charges it and the shop's pages show it.
 */
import Coffee from "lucide-react/icons/coffee";
import { useState } from "react";
import { GRIND_PRICE_LABELS, GRIND_PRICE_OPTIONS, type GrindPriceOption, type GrindPrices } from "@domain/grind";
import { Button } from "~/components/ui/button";
import { settingsField, useSaveSettings } from "./settings-field";
import { Sheet } from "../ui/sheet";
import { useAdminQuery } from "../use-admin-data";

type Stored = { prices: GrindPrices; updatedAt: string | null };

export function GrindPricesButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <Coffee aria-hidden /> Grind prices
      </Button>
      <Sheet
        open={open}
        onOpenChange={setOpen}
        title="Grind prices"
        description="Rupees added to one bag for each grind, or taken off with a minus sign. A discount never takes a bag below half its price."
      >
        {open ? <GrindPricesForm onSaved={() => setOpen(false)} /> : null}
      </Sheet>
    </>
  );
}

function GrindPricesForm({ onSaved }: { onSaved: () => void }) {
  const stored = useAdminQuery<Stored>("/settings/grind-prices");
  if (!stored.data) return <p className="px-6 py-6 text-sm">Loading…</p>;
  return <Form stored={stored.data} onSaved={onSaved} />;
}

/** "40", "-12.50", "" → paise; anything else → NaN, which the server refuses naming the option. */
function rupeesToPaise(text: string): number {
  const trimmed = text.trim().replace(/^₹/, "");
  if (trimmed === "") return 0;
  if (!/^[-−]?\d+(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  return Math.round(Number(trimmed.replace("−", "-")) * 100);
}

const asRupees = (paise: number | undefined) => (paise ? String(paise / 100) : "");

function Form({ stored, onSaved }: { stored: Stored; onSaved: () => void }) {
  const [values, setValues] = useState(() =>
    Object.fromEntries(GRIND_PRICE_OPTIONS.map((option) => [option, asRupees(stored.prices[option])])),
  );
  const save = useSaveSettings(
    "/settings/grind-prices",
    "Grind prices",
    () => Object.fromEntries(GRIND_PRICE_OPTIONS.map((option) => [option, rupeesToPaise(values[option] ?? "")])),
    onSaved,
  );
  const set = (option: GrindPriceOption) => (value: string) => setValues({ ...values, [option]: value });
  return (
    <form
      className="space-y-6 px-6 py-6"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {GRIND_PRICE_OPTIONS.map((option) =>
          settingsField(`${GRIND_PRICE_LABELS[option]} (₹ per bag)`, values[option] ?? "", set(option), {
            inputMode: "decimal",
          }),
        )}
      </div>
      <p className="text-xs text-coffee-500">
        Empty or 0: the bag's own price. At most ₹500 either way. Whole beans and South Indian filter are offered on
        every coffee; the coffee–chicory blends only with filter grind.
      </p>
      <Button type="submit" variant="primary" disabled={save.isPending}>
        Save
      </Button>
    </form>
  );
}
