import { useWatch } from "react-hook-form";
import { STOCK_ADJUST_REASONS, StockAdjustInput } from "@domain/admin/orders";
import type { StockItem, StockMovement } from "@domain/admin/types";
import { toast } from "~/lib/toast";
import { adminApi } from "../api";
import { formatDateTime, titleCase } from "../format";
import { Badge } from "../ui/badge";
import { EntityForm } from "../ui/entity-form";
import { FormSection, options, SelectField, TextField } from "../ui/form-fields";
import { QueryView } from "../ui/query-view";
import { Sheet } from "../ui/sheet";
import { useAdminQuery, useRefreshAdmin } from "../use-admin-data";
import { ProductBatches } from "./batches-panel";

function Preview({ current }: { current: number }) {
  const raw = useWatch({ name: "delta" }) as string;
  const delta = /^-?\d+$/.test(raw?.trim() ?? "") ? Number(raw) : 0;
  return (
    <p className="self-end pb-3 text-sm text-coffee-600" aria-live="polite">
      {current} →{" "}
      <strong className={current + delta < 0 ? "text-terracotta-600" : "text-coffee-800"}>{current + delta}</strong>{" "}
      bags
    </p>
  );
}

export function StockHistory({ productId }: { productId?: number }) {
  const path = productId ? `/stock/movements?productId=${productId}` : "/stock/movements";
  const query = useAdminQuery<StockMovement[]>(path, ["/stock/movements", path]);
  return (
    <QueryView query={query} failure="Failed to fetch stock history">
      {(movements) =>
        movements.length === 0 ? (
          <p className="rounded-2xl border border-coffee-800/10 bg-white px-4 py-6 text-center text-sm text-coffee-500">
            No stock changes recorded yet.
          </p>
        ) : (
          <ol className="divide-y divide-coffee-800/5 rounded-2xl border border-coffee-800/10 bg-white">
            {movements.map((m) => (
              <li key={m.id} className="flex items-start justify-between gap-4 px-4 py-3 text-sm">
                <div className="min-w-0">
                  <p className="font-medium">
                    {productId ? null : <span>{m.productName ?? "Deleted product"} · </span>}
                    {titleCase(m.reason)}
                    {m.orderNumber ? <span className="text-coffee-500"> · {m.orderNumber}</span> : null}
                  </p>
                  <p className="text-xs text-coffee-500">
                    {formatDateTime(m.createdAt)} · {m.actor}
                    {m.note ? ` · “${m.note}”` : ""}
                  </p>
                </div>
                <div className="shrink-0 text-right">
                  <Badge tone={m.delta > 0 ? "good" : "bad"}>{m.delta > 0 ? `+${m.delta}` : m.delta}</Badge>
                  {m.stockAfter !== null ? <p className="mt-0.5 text-xs text-coffee-500">now {m.stockAfter}</p> : null}
                </div>
              </li>
            ))}
          </ol>
        )
      }
    </QueryView>
  );
}

/** One product's stock: a quick change with a reason (recorded), and every change so far. */
export function StockSheet({ item, onClose }: { item: StockItem | null; onClose: () => void }) {
  const refresh = useRefreshAdmin();
  return (
    <Sheet
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={item ? `Stock: ${item.name}` : "Stock"}
      description={item ? `${item.stockQuantity} in stock · low below ${item.lowStockThreshold}` : undefined}
    >
      {item ? (
        <>
          {item.trackInventory ? (
            <div className="px-6 pt-6">
              <ProductBatches productId={item.productId} productName={item.name} />
            </div>
          ) : null}
          <EntityForm
            key={item.productId}
            schema={StockAdjustInput}
            defaultValues={{ delta: "", reason: "restock", note: "" }}
            onCancel={onClose}
            failure="Failed to adjust stock"
            submitLabel="Save Change"
            onSubmit={async (values) => {
              await adminApi.post(`/stock/${item.productId}/adjust`, values);
              toast({
                title: "Stock updated",
                description: `${item.name}: ${Number(values.delta) > 0 ? "+" : ""}${String(values.delta)}`,
              });
              await refresh();
              onClose();
            }}
          >
            <FormSection title="Change the stock">
              <TextField
                name="delta"
                label="Change (bags)"
                type="number"
                inputMode="numeric"
                required
                hint="Positive adds bags, negative takes them away."
              />
              <Preview current={item.stockQuantity} />
              <SelectField name="reason" label="Reason" options={options(STOCK_ADJUST_REASONS, titleCase)} />
              <TextField name="note" label="Note" placeholder="Roast batch 14 in" />
            </FormSection>
            <section aria-label="Stock history" className="space-y-3">
              <h3 className="font-sans text-xs font-bold uppercase tracking-wider text-coffee-400">History</h3>
              <StockHistory productId={item.productId} />
            </section>
          </EntityForm>
        </>
      ) : null}
    </Sheet>
  );
}
