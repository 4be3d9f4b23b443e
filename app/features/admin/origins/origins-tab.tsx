import { createColumnHelper } from "@tanstack/react-table";
import type { AdminCoffee } from "@domain/admin/types";
import { formatPaise, titleCase } from "../format";
import { CrudTab } from "../ui/crud-tab";
import { CoffeeForm } from "./coffee-form";

const column = createColumnHelper<AdminCoffee>();

const COLUMNS = [
  column.accessor("name", {
    header: "Origin",
    cell: ({ row: { original: c } }) => (
      <div className="min-w-0">
        <p className="font-semibold">{c.name}</p>
        <p className="max-w-sm truncate text-xs text-coffee-500">{c.tastingNotes.join(", ")}</p>
      </div>
    ),
  }),
  column.accessor("region", {
    header: "Region",
    cell: ({ row: { original: c } }) => [c.region, c.estate].filter(Boolean).join(" · "),
  }),
  column.accessor("altitude", {
    header: "Altitude",
    meta: { align: "right", wide: true },
    cell: (info) => (info.getValue() ? `${info.getValue()} m` : "—"),
  }),
  column.accessor("processingMethod", {
    meta: { wide: true },
    header: "Process",
    cell: (info) => info.getValue() ?? "—",
  }),
  column.accessor("roastLevel", {
    header: "Roast",
    cell: (info) => (info.getValue() ? titleCase(info.getValue()!) : "—"),
  }),
  column.accessor("pricePaise", {
    header: "Price",
    meta: { align: "right" },
    cell: (info) => (info.getValue() === null ? "—" : formatPaise(info.getValue()!)),
  }),
  column.accessor((c) => c.moodIds.length, { id: "moods", header: "Moods", meta: { align: "right" } }),
];

const nameOf = (c: AdminCoffee) => c.name;

export function OriginsTab() {
  return (
    <CrudTab
      path="/coffees"
      label="Coffee"
      title="Origins"
      description="The green coffee behind each product: where it grows, how it is processed, what it tastes of. Moods recommend these."
      addLabel="Add Origin"
      failure="Failed to fetch coffees"
      nameOf={nameOf}
      columns={COLUMNS}
      table={(coffees) => ({
        label: "Origins",
        rows: coffees,
        initialSort: [{ id: "name", desc: false }],
        searchPlaceholder: "Search by name, region or process",
        empty: "No origins yet.",
      })}
      sheetSize="lg"
      form={({ record, onSave, onCancel }) => <CoffeeForm coffee={record} onSave={onSave} onCancel={onCancel} />}
      remove={{
        title: (c) => `Delete ${c?.name ?? "origin"}?`,
        description: "It is removed from every mood that recommends it.",
      }}
    />
  );
}
