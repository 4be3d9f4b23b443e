import { createColumnHelper } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import type { StockItem } from "@domain/admin/types";
import { Button } from "~/components/ui/button";
import { formatDate, titleCase } from "../format";
import { Badge } from "../ui/badge";
import { ACTIONS_COLUMN, DataTable, ToolbarSelect } from "../ui/data-table";
import { QueryView } from "../ui/query-view";
import { TabHeader } from "../ui/tab-header";
import { useAdminQuery } from "../use-admin-data";
import { AgeingBatches, FreshnessSettings } from "./batches-panel";
import { StockHistory, StockSheet } from "./stock-sheet";
import { responsiveImage, THUMBNAIL_SIZES } from "~/lib/responsive-image";

const column = createColumnHelper<StockItem>();

function level(item: StockItem) {
  if (!item.trackInventory) return <Badge>Not tracked</Badge>;
  if (item.outOfStock) return <Badge tone="bad">Out of stock</Badge>;
  if (item.lowStock) return <Badge tone="warn">Low</Badge>;
  return <Badge tone="good">In stock</Badge>;
}

export function StockTab() {
  const query = useAdminQuery<StockItem[]>("/stock");
  const [open, setOpen] = useState<StockItem | null>(null);
  const [show, setShow] = useState("all");

  const columns = useMemo(
    () => [
      column.accessor("name", {
        header: "Product",
        cell: ({ row: { original: s } }) => (
          <div className="flex items-center gap-3">
            <img
              {...responsiveImage(s.image || "/api/placeholder/80/80", THUMBNAIL_SIZES)}
              alt=""
              className="size-10 shrink-0 rounded-lg border border-coffee-800/10 bg-cream-100 object-cover"
            />
            <div className="min-w-0">
              <p className="truncate font-semibold">{s.name}</p>
              <p className="truncate text-xs text-coffee-500">
                {s.sku ?? s.slug}
                {s.isActive ? "" : " · inactive"}
              </p>
            </div>
          </div>
        ),
      }),
      column.accessor("category", {
        meta: { wide: true },
        header: "Category",
        cell: (info) => titleCase(info.getValue()),
      }),
      column.accessor("stockQuantity", {
        header: "In stock",
        meta: { align: "right" },
        cell: (info) => <span className="text-base font-semibold">{info.getValue()}</span>,
      }),
      column.accessor("lowStockThreshold", { header: "Low below", meta: { align: "right" } }),
      column.accessor("waiting", {
        header: "Waiting",
        meta: { align: "right" },
        cell: (info) =>
          info.getValue() > 0 ? (
            <span title="People waiting for a back-in-stock e-mail">{info.getValue()} waiting</span>
          ) : (
            <span className="text-coffee-400">—</span>
          ),
      }),
      column.accessor((s) => (s.outOfStock ? 0 : s.lowStock ? 1 : 2), {
        id: "level",
        header: "Level",
        cell: ({ row: { original: s } }) => level(s),
      }),
      column.accessor("updatedAt", {
        meta: { wide: true },
        header: "Updated",
        cell: (info) => <span className="whitespace-nowrap text-coffee-600">{formatDate(info.getValue())}</span>,
      }),
      column.display({
        id: ACTIONS_COLUMN,
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: s } }) => (
          <div className="flex justify-end">
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => setOpen(s)}
              aria-label={`Adjust stock of ${s.name}`}
            >
              Adjust
            </Button>
          </div>
        ),
      }),
    ],
    [],
  );

  return (
    <>
      <TabHeader
        title="Stock"
        description="Bags on hand for every product, from the same figures the shop sells from: the sum of each coffee's roast batches still on sale. Every change is recorded with its reason."
      />
      <QueryView query={query} failure="Failed to fetch stock">
        {(items) => {
          const low = items.filter((s) => s.trackInventory && s.lowStock).length;
          return (
            <div className="space-y-8">
              {low ? (
                <p role="status" className="rounded-2xl border border-gold-500/40 bg-gold-400/15 px-4 py-3 text-sm">
                  <strong>{low}</strong> {low === 1 ? "product is" : "products are"} below their low-stock threshold.
                </p>
              ) : null}
              <AgeingBatches />
              <DataTable
                label="Stock"
                data={items.filter((s) => show === "all" || (show === "low" ? s.lowStock : s.outOfStock))}
                columns={columns}
                initialSort={[{ id: "level", desc: false }]}
                searchPlaceholder="Search products"
                empty={show === "all" ? "No products yet." : "Nothing is running low."}
                getRowId={(s) => String(s.productId)}
                toolbar={
                  <ToolbarSelect
                    label="Show"
                    value={show}
                    onChange={setShow}
                    options={[
                      { value: "all", label: "All" },
                      { value: "low", label: "Low stock" },
                      { value: "out", label: "Out of stock" },
                    ]}
                  />
                }
              />
              <section aria-labelledby="stock-recent" className="space-y-3">
                <h3 id="stock-recent" className="text-xl font-semibold">
                  Recent stock changes
                </h3>
                <StockHistory />
              </section>
              <FreshnessSettings />
            </div>
          );
        }}
      </QueryView>
      <StockSheet item={open} onClose={() => setOpen(null)} />
    </>
  );
}
