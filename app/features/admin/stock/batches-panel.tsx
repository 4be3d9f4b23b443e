/**
 * Roast batches in the stock tab (decision 152): record a roast, see each batch's bags, what sold and how
 * long it stays on sale, and act on ageing batches (a discount code, the café, a write-off).
 */
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { RoastBatchView } from "@domain/admin/roast-batches";
import { istToday, RETIRE_REASONS, shortRoastDate, type RetireReason, type StockSettings } from "@domain/roast-batches";
import { Button, buttonVariants } from "~/components/ui/button";
import { ApiError, errorMessage } from "~/lib/api";
import { toast } from "~/lib/toast";
import { adminApi } from "../api";
import { settingsField, useSaveSettings } from "../orders/settings-field";
import { Badge } from "../ui/badge";
import { inputClass } from "../ui/input-class";
import { QueryView } from "../ui/query-view";
import { useAdminQuery, useRefreshAdmin } from "../use-admin-data";

function stateBadge(batch: RoastBatchView) {
  if (batch.state === "retired") return <Badge>Out of sale</Badge>;
  if (batch.state === "aged") return <Badge tone="bad">Past freshness</Badge>;
  if (batch.remaining === 0) return <Badge>Sold out</Badge>;
  if (batch.ageing) return <Badge tone="warn">Ageing</Badge>;
  return <Badge tone="good">Selling</Badge>;
}

/** What the owner could do with an ageing batch's bags, in words. */
function advice(batch: RoastBatchView): string | null {
  if (!batch.ageing) return null;
  if (batch.state === "aged")
    return `${batch.remaining} bags are past the freshness window and no longer sold: brew them at the café or write them off.`;
  const when = batch.daysLeft === 0 ? "after today" : `in ${batch.daysLeft} ${batch.daysLeft === 1 ? "day" : "days"}`;
  return `Leaves sale ${when} with ${batch.remaining} bags left: a discount code could sell them first, or the café could use them.`;
}

function useRetire() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ batch, reason }: { batch: RoastBatchView; reason: RetireReason }) =>
      adminApi.post<RoastBatchView>(`/batches/${batch.id}/retire`, { reason }),
    onSuccess: async (batch, { reason }) => {
      toast({ title: "Batch out of sale", description: `${batch.code}: ${RETIRE_REASONS[reason]}` });
      await refresh();
    },
    onError: (error) =>
      toast({ variant: "destructive", title: "Error", description: errorMessage(error, "Failed to update batch") }),
  });
}

/** One batch: its numbers, its state, and for an ageing one the suggestion and the actions. */
export function BatchRow({ batch, showProduct = false }: { batch: RoastBatchView; showProduct?: boolean }) {
  const retire = useRetire();
  const note = advice(batch);
  const canRetire = batch.state !== "retired" && batch.remaining > 0;
  return (
    <li className="space-y-2 px-4 py-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <p className="font-semibold">
            {showProduct ? <span>{batch.productName} · </span> : null}
            {batch.code}
          </p>
          <p className="text-xs text-coffee-500">
            Roasted on {shortRoastDate(batch.roastedOn)}
            {batch.roastedOn > istToday() ? " (planned)" : ""} · {batch.sold} sold · {batch.remaining} of {batch.bags}{" "}
            left
            {batch.state === "selling" && batch.daysLeft !== null ? ` · on sale ${batch.daysLeft} more days` : ""}
            {batch.notes ? ` · ${batch.notes}` : ""}
          </p>
        </div>
        {stateBadge(batch)}
      </div>
      {note ? <p className="rounded-xl bg-gold-400/15 px-3 py-2 text-xs">{note}</p> : null}
      {canRetire ? (
        <div className="flex flex-wrap gap-2">
          {batch.ageing && batch.state === "selling" ? (
            <a className={buttonVariants({ variant: "outline", size: "sm" })} href="/admin?tab=discounts">
              Make a discount code
            </a>
          ) : null}
          {(Object.keys(RETIRE_REASONS) as RetireReason[]).map((reason) => (
            <Button
              key={reason}
              type="button"
              size="sm"
              variant="outline"
              disabled={retire.isPending}
              aria-label={`${RETIRE_REASONS[reason]}: batch ${batch.code}`}
              onClick={() => {
                if (window.confirm(`Take batch ${batch.code} out of sale (${RETIRE_REASONS[reason].toLowerCase()})?`))
                  retire.mutate({ batch, reason });
              }}
            >
              {reason === "cafe" ? "Use at the café" : "Write off"}
            </Button>
          ))}
        </div>
      ) : null}
    </li>
  );
}

/** A new roast for one coffee: the day, the bags, a note (the roast profile). */
function RecordBatch({ productId, productName }: { productId: number; productName: string }) {
  const refresh = useRefreshAdmin();
  const [roastedOn, setRoastedOn] = useState(istToday());
  const [bags, setBags] = useState("");
  const [notes, setNotes] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () =>
      adminApi.post<RoastBatchView>(`/stock/${productId}/batches`, {
        roastedOn,
        bags: /^\d+$/.test(bags.trim()) ? Number(bags) : bags,
        notes,
      }),
    onSuccess: async (batch) => {
      toast({ title: "Batch recorded", description: `${productName}: ${batch.code}, ${batch.bags} bags` });
      setBags("");
      setNotes("");
      setErrors({});
      await refresh();
    },
    onError: (error) => {
      setErrors(error instanceof ApiError ? error.fieldErrors : {});
      toast({ variant: "destructive", title: "Error", description: errorMessage(error, "Failed to record batch") });
    },
  });
  const field = (name: string, label: string, input: React.ReactNode) => (
    <label className={`space-y-1.5 text-sm font-semibold ${name === "notes" ? "col-span-2" : ""}`}>
      <span>{label}</span>
      {input}
      {errors[name] ? (
        <span id={`batch-${name}-error`} className="block text-xs font-normal text-terracotta-600">
          {errors[name]}
        </span>
      ) : null}
    </label>
  );
  return (
    <form
      className="grid grid-cols-2 gap-3 rounded-2xl border border-coffee-800/10 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      {field(
        "roastedOn",
        "Roasted on",
        <input
          type="date"
          required
          value={roastedOn}
          onChange={(e) => setRoastedOn(e.target.value)}
          aria-invalid={errors.roastedOn ? true : undefined}
          className={inputClass}
        />,
      )}
      {field(
        "bags",
        "Bags",
        <input
          type="text"
          inputMode="numeric"
          required
          value={bags}
          onChange={(e) => setBags(e.target.value)}
          aria-invalid={errors.bags ? true : undefined}
          className={inputClass}
        />,
      )}
      {field(
        "notes",
        "Notes (roast profile)",
        <input
          type="text"
          value={notes}
          maxLength={500}
          onChange={(e) => setNotes(e.target.value)}
          className={inputClass}
        />,
      )}
      <div className="col-span-2 flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          Record Batch
        </Button>
      </div>
    </form>
  );
}

/** One coffee's batches, with the form to record a roast. */
export function ProductBatches({ productId, productName }: { productId: number; productName: string }) {
  const path = `/batches?productId=${productId}`;
  const query = useAdminQuery<RoastBatchView[]>(path, ["/batches", path]);
  return (
    <section aria-label="Roast batches" className="space-y-3">
      <h3 className="font-sans text-xs font-bold uppercase tracking-wider text-coffee-400">Roast batches</h3>
      <RecordBatch productId={productId} productName={productName} />
      <QueryView query={query} failure="Failed to fetch batches">
        {(batches) =>
          batches.length === 0 ? (
            <p className="rounded-2xl border border-coffee-800/10 bg-white px-4 py-6 text-center text-sm text-coffee-500">
              No batches recorded yet.
            </p>
          ) : (
            <ol className="divide-y divide-coffee-800/5 rounded-2xl border border-coffee-800/10 bg-white">
              {batches.map((batch) => (
                <BatchRow key={batch.id} batch={batch} />
              ))}
            </ol>
          )
        }
      </QueryView>
    </section>
  );
}

/** Every ageing batch of the shop, at the top of the stock tab; nothing while it loads or when none is ageing. */
export function AgeingBatches() {
  const batches = useAdminQuery<RoastBatchView[]>("/batches").data;
  const ageing = (batches ?? []).filter((batch) => batch.ageing);
  if (ageing.length === 0) return null;
  return (
    <section aria-labelledby="stock-ageing" className="space-y-3">
      <h3 id="stock-ageing" className="text-xl font-semibold">
        Ageing batches
      </h3>
      <ol className="divide-y divide-coffee-800/5 rounded-2xl border border-gold-500/40 bg-white">
        {ageing.map((batch) => (
          <BatchRow key={batch.id} batch={batch} showProduct />
        ))}
      </ol>
    </section>
  );
}

/** The freshness window and how far ahead a roast may be planned. */
export function FreshnessSettings() {
  // Below the stock table, which shows the tab's loading state: this part appears once its figures are in.
  const settings = useAdminQuery<StockSettings>("/settings/stock").data;
  if (!settings) return null;
  return <FreshnessForm key={settings.freshnessDays * 1000 + settings.planAheadDays} settings={settings} />;
}

function FreshnessForm({ settings }: { settings: StockSettings }) {
  const [freshness, setFreshness] = useState(String(settings.freshnessDays));
  const [ahead, setAhead] = useState(String(settings.planAheadDays));
  const whole = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value) : value);
  const save = useSaveSettings(
    "/settings/stock",
    "Freshness settings",
    () => ({ freshnessDays: whole(freshness), planAheadDays: whole(ahead) }),
    () => undefined,
  );
  return (
    <section aria-labelledby="stock-freshness" className="space-y-3">
      <h3 id="stock-freshness" className="text-xl font-semibold">
        Freshness
      </h3>
      <form
        className="grid gap-3 rounded-2xl border border-coffee-800/10 bg-white p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        {settingsField("Freshness window (days)", freshness, setFreshness, {
          hint: "Bags are sold for this many days after roasting, then leave sale.",
        })}
        {settingsField("Planning horizon (days)", ahead, setAhead, {
          hint: "A roast may be recorded this far ahead and sold as roasted to order.",
        })}
        <Button type="submit" disabled={save.isPending} className="sm:mb-6">
          Save
        </Button>
      </form>
    </section>
  );
}
