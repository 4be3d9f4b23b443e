import { createColumnHelper } from "@tanstack/react-table";
import { useState } from "react";
import { PRODUCT_CATEGORIES } from "@domain/admin/products";
import type { AdminProduct } from "@domain/admin/types";
import { responsiveImage, THUMBNAIL_SIZES } from "~/lib/responsive-image";
import { formatPaise, titleCase } from "../format";
import { Badge } from "../ui/badge";
import { CrudTab } from "../ui/crud-tab";
import { ToolbarSelect } from "../ui/data-table";
import { ProductForm } from "./product-form";

const column = createColumnHelper<AdminProduct>();

const COLUMNS = [
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
];

const nameOf = (p: AdminProduct) => p.name;

export function ProductsTab() {
  const [status, setStatus] = useState("all");
  const [category, setCategory] = useState("all");
  return (
    <CrudTab
      path="/products"
      label="Product"
      title="Shop Products"
      description="What the shop sells: prices, stock, pictures and the story behind each coffee."
      addLabel="Add Product"
      failure="Failed to fetch products"
      nameOf={nameOf}
      columns={COLUMNS}
      tabId="products"
      table={(products) => ({
        label: "Products",
        rows: products.filter(
          (p) =>
            (status === "all" || (status === "active") === p.isActive) &&
            (category === "all" || p.category === category),
        ),
        initialSort: [{ id: "name", desc: false }],
        searchPlaceholder: "Search by name, SKU or category",
        empty: "No products yet. Add the first one.",
        toolbar: (
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
        ),
      })}
      sheetSize="lg"
      form={({ record, onSave, onCancel }) => <ProductForm product={record} onSave={onSave} onCancel={onCancel} />}
      remove={{
        description: (p) =>
          p?.orderCount
            ? "This product has orders, so it will be deactivated instead of deleted: it leaves the shop, and past orders keep their details."
            : "It leaves the shop for good.",
        confirmLabel: (p) => (p?.orderCount ? "Deactivate" : "Delete"),
      }}
    />
  );
}
