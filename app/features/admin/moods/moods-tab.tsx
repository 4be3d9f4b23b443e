import { createColumnHelper } from "@tanstack/react-table";
import { useMemo } from "react";
import type { AdminCoffee, AdminMood } from "@domain/admin/types";
import { CrudTab } from "../ui/crud-tab";
import { useAdminQuery } from "../use-admin-data";
import { MoodForm } from "./mood-form";

const column = createColumnHelper<AdminMood>();

const nameOf = (m: AdminMood) => m.name;

export function MoodsTab() {
  const coffees = useAdminQuery<AdminCoffee[]>("/coffees");
  const names = useMemo(() => new Map((coffees.data ?? []).map((c) => [c.id, c.name])), [coffees.data]);

  const columns = useMemo(
    () => [
      column.accessor("name", {
        header: "Mood",
        cell: ({ row: { original: m } }) => (
          <div className="flex items-center gap-3">
            <span
              aria-hidden
              className="grid size-10 shrink-0 place-items-center rounded-xl text-xl"
              style={{ backgroundColor: `${m.colorCode}22` }}
            >
              {m.emoji}
            </span>
            <div className="min-w-0">
              <p className="font-semibold">{m.name}</p>
              <p className="max-w-sm truncate text-xs text-coffee-500">/mood/{m.slug}</p>
            </div>
          </div>
        ),
      }),
      column.accessor("colorCode", {
        header: "Colour",
        cell: ({ row: { original: m } }) => (
          <span className="inline-flex items-center gap-2 font-mono text-xs">
            <span
              aria-hidden
              className="size-4 rounded-full border border-coffee-800/10"
              style={{ backgroundColor: m.colorCode }}
            />
            {m.colorCode} · {m.colorScheme}
          </span>
        ),
      }),
      column.accessor((m) => m.coffeeIds.map((id) => names.get(id) ?? "").join(", "), {
        id: "coffees",
        header: "Recommends",
        enableSorting: false,
        cell: (info) => <span className="line-clamp-2 max-w-xs text-xs text-coffee-600">{info.getValue() || "—"}</span>,
      }),
      column.accessor("sortOrder", { header: "Order", meta: { align: "right" } }),
    ],
    [names],
  );

  return (
    <CrudTab
      path="/moods"
      label="Mood"
      title="Moods"
      description="How shoppers find coffee: each mood, its look, and the origins it recommends."
      addLabel="Add Mood"
      failure="Failed to fetch moods"
      nameOf={nameOf}
      columns={columns}
      table={(moods) => ({
        label: "Moods",
        rows: moods,
        initialSort: [{ id: "sortOrder", desc: false }],
        searchPlaceholder: "Search moods",
        empty: "No moods yet.",
      })}
      form={({ record, onSave, onCancel }) => (
        <MoodForm mood={record} coffees={coffees.data ?? []} onSave={onSave} onCancel={onCancel} />
      )}
      remove={{ description: "The mood and its page leave the site; the coffees it recommended stay." }}
    />
  );
}
