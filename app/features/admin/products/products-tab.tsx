import { createColumnHelper } from "@tanstack/react-table";
import { Plus } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { PRODUCT_CATEGORIES } from "@domain/admin/products";
import type { AdminProduct } from "@domain/admin/types";
import { Button } from "~/components/ui/button";
import { formatPaise, titleCase } from "../format";
import { Badge } from "../ui/badge";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { DataTable, ToolbarSelect } from "../ui/data-table";
import { QueryView } from "../ui/query-view";
import { RowActions } from "../ui/row-actions";
import { Sheet } from "../ui/sheet";
import { TabHeader } from "../ui/tab-header";
import { useCrudState } from "../use-crud-state";
import { useAdminQuery, useDeleteEntity, useSaveEntity } from "../use-admin-data";
import { ProductForm } from "./product-form";
import { responsiveImage, THUMBNAIL_SIZES } from "~/lib/responsive-image";

const column = createColumnHelper<AdminProduct>();

export function ProductsTab() {
  const query = useAdminQuery<AdminProduct[]>("/products");
  const crud = useCrudState<AdminProduct>();
  const save = useSaveEntity<AdminProduct>({ path: "/products", label: "Product" });
  const remove = useDeleteEntity({ path: "/products", label: "Product" });
  const [status, setStatus] = useState("all");
  const [category, setCategory] = useState("all");
  const [params, setParams] = useSearchParams();

  // The dashboard's "Add Product" lands here with ?new=1.
  useEffect(() => {
    if (params.get("new") !== "1") return;
    crud.create();
    setParams({ tab: "products" }, { replace: true, preventScrollReset: true });
  }, [params]); // eslint-disable-line react-hooks/exhaustive-deps

  const columns = useMemo(
    () => [
      column.accessor("name", {
        header: "Product",
        cell: ({ row: { original: p } }) => (
          <div className="flex items-center gap-3">
            <img
              {...responsiveImage(p.images[0] || "/api/placeholder/80/80", THUMBNAIL_SIZES)}
              alt=""
              className="size-11 shrink-0 rounded-lg border border-coffee-800/10 bg-cream-100 object-cover"
            />
            <div className="min-w-0">
              <p className="truncate font-semibold">{p.name}</p>
              <p className="truncate text-xs text-coffee-500">{p.sku ?? p.slug}</p>
            </div>
          </div>
        ),
      }),
      column.accessor("category", {
        meta: { wide: true },
        header: "Category",
        cell: (info) => titleCase(info.getValue()),
      }),
      column.accessor("pricePaise", {
        header: "Price",
        meta: { align: "right" },
        cell: (info) => formatPaise(info.getValue()),
      }),
      column.accessor("stockQuantity", {
        header: "Stock",
        meta: { align: "right" },
        cell: ({ row: { original: p } }) => (
          <span className="inline-flex items-center gap-2">
            {p.lowStock ? (
              <Badge tone={p.stockQuantity === 0 ? "bad" : "warn"}>{p.stockQuantity === 0 ? "Out" : "Low"}</Badge>
            ) : null}
            {p.trackInventory ? p.stockQuantity : "∞"}
          </span>
        ),
      }),
      column.accessor("isActive", {
        header: "Status",
        cell: ({ row: { original: p } }) => (
          <span className="flex flex-wrap gap-1">
            <Badge tone={p.isActive ? "good" : "neutral"}>{p.isActive ? "Active" : "Inactive"}</Badge>
            {p.isFeatured ? <Badge tone="info">Featured</Badge> : null}
          </span>
        ),
      }),
      column.accessor("orderCount", { header: "Orders", meta: { align: "right", wide: true } }),
      column.display({
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: p } }) => (
          <RowActions name={p.name} onEdit={() => crud.edit(p)} onDelete={() => crud.askDelete(p)} />
        ),
      }),
    ],
    [], // eslint-disable-line react-hooks/exhaustive-deps
  );

  const editing = crud.editing === "new" ? null : crud.editing;
  return (
    <>
      <TabHeader
        title="Shop Products"
        description="What the shop sells: prices, stock, pictures and the story behind each coffee."
        actions={
          <Button onClick={crud.create}>
            <Plus aria-hidden /> Add Product
          </Button>
        }
      />
      <QueryView query={query} failure="Failed to fetch products">
        {(products) => {
          const shown = products.filter(
            (p) =>
              (status === "all" || (status === "active") === p.isActive) &&
              (category === "all" || p.category === category),
          );
          return (
            <DataTable
              label="Products"
              data={shown}
              columns={columns}
              initialSort={[{ id: "name", desc: false }]}
              searchPlaceholder="Search by name, SKU or category"
              empty="No products yet. Add the first one."
              getRowId={(p) => String(p.id)}
              toolbar={
                <>
                  <ToolbarSelect
                    label="Status"
                    value={status}
                    onChange={setStatus}
                    options={[
                      { value: "all", label: "All" },
                      { value: "active", label: "Active" },
                      { value: "inactive", label: "Inactive" },
                    ]}
                  />
                  <ToolbarSelect
                    label="Category"
                    value={category}
                    onChange={setCategory}
                    options={[
                      { value: "all", label: "All" },
                      ...PRODUCT_CATEGORIES.map((c) => ({ value: c, label: titleCase(c) })),
                    ]}
                  />
                </>
              }
            />
          );
        }}
      </QueryView>
      <Sheet
        open={crud.editing !== null}
        onOpenChange={(open) => !open && crud.closeEditor()}
        title={editing ? `Edit ${editing.name}` : "Add Product"}
        size="lg"
      >
        <ProductForm
          product={editing}
          onCancel={crud.closeEditor}
          onSave={async (values) => {
            await save.mutateAsync({ id: editing?.id, values });
            crud.closeEditor();
          }}
        />
      </Sheet>
      <ConfirmDialog
        open={crud.deleting !== null}
        onOpenChange={(open) => !open && crud.closeDelete()}
        title={`Delete ${crud.deleting?.name ?? "product"}?`}
        description={
          crud.deleting?.orderCount
            ? "This product has orders, so it will be deactivated instead of deleted: it leaves the shop, and past orders keep their details."
            : "It leaves the shop for good."
        }
        confirmLabel={crud.deleting?.orderCount ? "Deactivate" : "Delete"}
        pending={remove.isPending}
        onConfirm={() => crud.deleting && remove.mutate(crud.deleting.id, { onSettled: crud.closeDelete })}
      />
    </>
  );
}
