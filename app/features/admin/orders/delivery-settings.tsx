/**
 * The owner's delivery settings (decision 150): transit days per zone, the roast-to-order lead time, the
 * order cut-off and the roastery's holidays (no roasting or dispatch), from which every pincode's
 * "Delivered by" date is worked out. Saved through the audit log.
 */
import CalendarClock from "lucide-react/icons/calendar-clock";
import { useState } from "react";
import { DELIVERY_ZONE_LABELS, DELIVERY_ZONES, type DeliverySettings } from "@domain/delivery-estimate";
import { Button } from "~/components/ui/button";
import { settingsField, useSaveSettings } from "./settings-field";
import { Sheet } from "../ui/sheet";
import { useAdminQuery } from "../use-admin-data";

type Stored = DeliverySettings & { updatedAt: string | null };

export function DeliverySettingsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <CalendarClock aria-hidden /> Delivery
      </Button>
      <Sheet
        open={open}
        onOpenChange={setOpen}
        title="Delivery"
        description="Transit days by zone, roasting lead time, the order cut-off and holidays: the date each pincode is promised."
      >
        {open ? <DeliverySettingsForm onSaved={() => setOpen(false)} /> : null}
      </Sheet>
    </>
  );
}

function DeliverySettingsForm({ onSaved }: { onSaved: () => void }) {
  const stored = useAdminQuery<Stored>("/settings/delivery");
  if (!stored.data) return <p className="px-6 py-6 text-sm">Loading…</p>;
  return <Form stored={stored.data} onSaved={onSaved} />;
}

function Form({ stored, onSaved }: { stored: Stored; onSaved: () => void }) {
  const [zoneDays, setZoneDays] = useState(() =>
    Object.fromEntries(DELIVERY_ZONES.map((zone) => [zone, String(stored.zoneDays[zone])])),
  );
  const [lead, setLead] = useState(String(stored.leadDays));
  const [cutoff, setCutoff] = useState(String(stored.cutoffHour));
  const [holidays, setHolidays] = useState(stored.holidays.join("\n"));
  const save = useSaveSettings(
    "/settings/delivery",
    "Delivery settings",
    () => ({
      zoneDays: Object.fromEntries(DELIVERY_ZONES.map((zone) => [zone, Number(zoneDays[zone])])),
      leadDays: Number(lead),
      cutoffHour: Number(cutoff),
      holidays: holidays
        .split(/[\s,]+/)
        .map((day) => day.trim())
        .filter(Boolean),
    }),
    onSaved,
  );
  const field = (label: string, value: string, set: (v: string) => void, hint?: string) =>
    settingsField(label, value, set, { hint, inputMode: "numeric" });
  return (
    <form
      className="space-y-6 px-6 py-6"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold">Transit days from dispatch</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {DELIVERY_ZONES.map((zone) =>
            field(DELIVERY_ZONE_LABELS[zone], zoneDays[zone] ?? "", (v) => setZoneDays({ ...zoneDays, [zone]: v })),
          )}
        </div>
        <p className="text-xs text-coffee-500">
          Metro cities: Delhi, Mumbai, Kolkata, Chennai, Hyderabad, Pune, Ahmedabad. North-east and islands: the eight
          north-eastern states, Andaman and Nicobar, Lakshadweep. A Sunday arrival is promised for Monday.
        </p>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("Roast-to-order lead time (working days)", lead, setLead, "From taking an order to dispatching it.")}
        {field("Order cut-off (hour, IST)", cutoff, setCutoff, "Orders from this hour on are taken the next day.")}
      </div>
      <label className="block space-y-1.5 text-sm font-semibold">
        <span>Holidays (no roasting or dispatch; Sundays always)</span>
        <textarea
          rows={5}
          value={holidays}
          onChange={(e) => setHolidays(e.target.value)}
          placeholder={"2026-12-25\n2027-01-14"}
          className="w-full rounded-xl border border-coffee-800/20 bg-white px-4 py-3 font-mono text-sm font-normal text-coffee-800 focus:border-coffee-800 focus:outline-none focus:ring-2 focus:ring-terracotta-500/30"
        />
        <span className="block text-xs font-normal text-coffee-500">One date a line, like 2026-12-25.</span>
      </label>
      <Button type="submit" variant="primary" disabled={save.isPending}>
        Save
      </Button>
    </form>
  );
}
