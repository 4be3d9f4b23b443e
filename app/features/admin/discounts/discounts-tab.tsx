import { createColumnHelper } from "@tanstack/react-table";
import { useMemo } from "react";
import type { AdminDiscountCode } from "@domain/admin/discounts";
import { describeOffer } from "@domain/discounts";
import { toPaise } from "@domain/money";
import { formatDate, formatPaise } from "../format";
import { Badge } from "../ui/badge";
import { CrudTab } from "../ui/crud-tab";
import { DiscountForm } from "./discount-form";

const column = createColumnHelper<AdminDiscountCode>();
const nameOf = (c: AdminDiscountCode) => c.code;
const offerOf = (c: AdminDiscountCode) =>
  describeOffer(
    c.kind,
    c.kind === "percent" ? (c.percentOff ?? 0) : c.kind === "fixed" ? toPaise(c.amountOff ?? "0") : 0,
  );

export function DiscountsTab() {
  const columns = useMemo(
    () => [
      column.accessor("code", {
        header: "Code",
        cell: ({ row: { original: c } }) => (
          <div className="min-w-0">
            <p className="font-mono font-semibold">{c.code}</p>
            <p className="max-w-xs truncate text-xs text-coffee-500">
              {offerOf(c)}
              {c.email ? ` · for ${c.email}` : ""}
            </p>
          </div>
        ),
      }),
      column.accessor("isActive", {
        header: "State",
        cell: ({ row: { original: c } }) => (
          <Badge tone={c.isActive ? "good" : "neutral"}>{c.isActive ? "Active" : "Off"}</Badge>
        ),
      }),
      column.accessor("usedCount", {
        header: "Used",
        meta: { align: "right" },
        cell: ({ row: { original: c } }) => `${c.usedCount}${c.usageLimit ? ` / ${c.usageLimit}` : ""}`,
      }),
      column.accessor("redemptions", { header: "Paid orders", meta: { align: "right" } }),
      column.accessor("revenuePaise", {
        header: "Revenue",
        meta: { align: "right" },
        cell: (info) => formatPaise(info.getValue()),
      }),
      column.accessor("discountGivenPaise", {
        header: "Discount given",
        meta: { align: "right" },
        cell: (info) => formatPaise(info.getValue()),
      }),
      column.accessor("endsAt", { header: "Ends", cell: (info) => formatDate(info.getValue()) }),
    ],
    [],
  );

  return (
    <CrudTab
      path="/discount-codes"
      label="Discount code"
      title="Discount codes"
      description="Launch offers, welcome codes and subscriber perks: what each code gives, its rules and what it has done."
      addLabel="Add Code"
      failure="Failed to fetch discount codes"
      nameOf={nameOf}
      columns={columns}
      table={(codes) => ({
        label: "Discount codes",
        rows: codes,
        initialSort: [{ id: "code", desc: false }],
        searchPlaceholder: "Search codes",
        empty: "No discount codes yet.",
      })}
      form={({ record, onSave, onCancel }) => <DiscountForm code={record} onSave={onSave} onCancel={onCancel} />}
      remove={{
        description: "A code that was never used is deleted; one that was is switched off and keeps its figures.",
      }}
    />
  );
}
