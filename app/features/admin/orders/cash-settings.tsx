/**
 * The owner's cash-on-delivery settings (decision 085): on or off, the states and single pincodes where it is
 * offered (each pincode picked from the directory, its place shown before it is added), the order value cap, the fee, and
 * how many open cash orders one phone or one address may have. Saved through the audit log.
 */
import Banknote from "lucide-react/icons/banknote";
import { useState } from "react";
import type { CodSettings } from "@domain/cash-on-delivery";
import { INDIAN_STATES } from "@domain/indian-states";
import { Button } from "~/components/ui/button";
import { formatPaise } from "../format";
import { settingsField, useSaveSettings } from "./settings-field";
import { Sheet } from "../ui/sheet";
import { useAdminQuery } from "../use-admin-data";
import { PincodePicker, type ListedPincode, type PincodePlace } from "./pincode-picker";

type Stored = CodSettings & { places: (PincodePlace | null)[]; updatedAt: string | null };

export function CashSettingsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <Banknote aria-hidden /> Cash on delivery
      </Button>
      <Sheet
        open={open}
        onOpenChange={setOpen}
        title="Cash on delivery"
        description="Where, up to how much, and for what fee."
      >
        {open ? <CashSettingsForm onSaved={() => setOpen(false)} /> : null}
      </Sheet>
    </>
  );
}

const rupeesOf = (paise: number) => String(paise / 100);
const paiseOf = (rupees: string) => Math.round(Number(rupees) * 100);

function CashSettingsForm({ onSaved }: { onSaved: () => void }) {
  const stored = useAdminQuery<Stored>("/settings/cash-on-delivery");
  if (!stored.data) return <p className="px-6 py-6 text-sm">Loading…</p>;
  return <Form stored={stored.data} onSaved={onSaved} />;
}

function Form({ stored, onSaved }: { stored: Stored; onSaved: () => void }) {
  const [enabled, setEnabled] = useState(stored.enabled);
  const [states, setStates] = useState<string[]>(stored.states);
  const [pincodes, setPincodes] = useState<ListedPincode[]>(
    stored.pincodes.map((pincode, i) => ({ pincode, place: stored.places[i] ?? null })),
  );
  const [cap, setCap] = useState(rupeesOf(stored.capPaise));
  const [fee, setFee] = useState(rupeesOf(stored.feePaise));
  const [perPhone, setPerPhone] = useState(String(stored.openPerPhone));
  const [perAddress, setPerAddress] = useState(String(stored.openPerAddress));
  const save = useSaveSettings(
    "/settings/cash-on-delivery",
    "Cash on delivery settings",
    () => ({
      enabled,
      states,
      pincodes: pincodes.map((row) => row.pincode),
      capPaise: paiseOf(cap),
      feePaise: paiseOf(fee),
      openPerPhone: Number(perPhone),
      openPerAddress: Number(perAddress),
    }),
    onSaved,
  );
  const field = (label: string, value: string, set: (v: string) => void, hint?: string) =>
    settingsField(label, value, set, { hint, inputMode: "decimal" });
  return (
    <form
      className="space-y-6 px-6 py-6"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        Offer cash on delivery
      </label>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">States</legend>
        <div className="grid max-h-56 grid-cols-1 gap-1 overflow-y-auto rounded-xl border border-coffee-800/10 p-3 text-sm sm:grid-cols-2">
          {INDIAN_STATES.map((state) => (
            <label key={state} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={states.includes(state)}
                onChange={(e) => setStates(e.target.checked ? [...states, state] : states.filter((s) => s !== state))}
              />
              {state}
            </label>
          ))}
        </div>
      </fieldset>
      <PincodePicker listed={pincodes} onChange={setPincodes} states={states} />
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          "Order value cap (₹)",
          cap,
          setCap,
          `Orders above ${formatPaise(paiseOf(cap) || 0)} (before the fee) pay online.`,
        )}
        {field("Fee (₹, before 18 % GST)", fee, setFee)}
        {field("Open cash orders per phone", perPhone, setPerPhone)}
        {field("Open cash orders per address", perAddress, setPerAddress)}
      </div>
      <Button type="submit" variant="primary" disabled={save.isPending}>
        Save
      </Button>
    </form>
  );
}
