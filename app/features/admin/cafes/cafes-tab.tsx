import { createColumnHelper } from "@tanstack/react-table";
import Check from "lucide-react/icons/check";
import Crown from "lucide-react/icons/crown";
import { useCallback, useState } from "react";
import type { AdminCafe } from "@domain/admin/types";
import { cafeFeatureLabel } from "@domain/cafes";
import { Button } from "~/components/ui/button";
import { toast } from "~/lib/toast";
import { adminApi } from "../api";
import { formatDate } from "../format";
import { Badge, StatusBadge } from "../ui/badge";
import { CrudTab } from "../ui/crud-tab";
import { failureToast, useRefreshAdmin } from "../use-admin-data";
import { CafeForm } from "./cafe-form";

const column = createColumnHelper<AdminCafe>();
type View = "approved" | "pending" | "rejected";

const COLUMNS = [
  column.accessor("name", {
    header: "Café",
    cell: ({ row: { original: c } }) => (
      <div className="min-w-0">
        <p className="flex items-center gap-2 font-semibold">
          {c.name}
          {c.weeklyPick ? (
            <Badge tone="warn">
              <Crown aria-hidden className="size-3" /> Weekly pick
            </Badge>
          ) : null}
        </p>
        <p className="max-w-md truncate text-xs text-coffee-500">{c.description}</p>
      </div>
    ),
  }),
  column.accessor((c) => `${c.address}, ${c.city}`, {
    id: "where",
    header: "Where",
    cell: ({ row: { original: c } }) => (
      <span className="text-sm">
        {c.city}
        <span className="block max-w-56 truncate text-xs text-coffee-500">{c.address}</span>
      </span>
    ),
  }),
  column.accessor((c) => c.features.join(" "), {
    id: "features",
    meta: { wide: true },
    header: "Features",
    enableSorting: false,
    cell: ({ row: { original: c } }) => (
      <span className="text-xs text-coffee-600">{c.features.map(cafeFeatureLabel).join(", ") || "—"}</span>
    ),
  }),
  column.accessor("rating", {
    header: "Rating",
    meta: { align: "right" },
    cell: (info) => (info.getValue() === null ? "—" : info.getValue()!.toFixed(1)),
  }),
  column.accessor("status", {
    header: "Status",
    cell: ({ row: { original: c } }) =>
      c.latitude === null ? (
        <span className="flex gap-1">
          <StatusBadge status={c.status} />
          <Badge tone="warn">No position</Badge>
        </span>
      ) : (
        <StatusBadge status={c.status} />
      ),
  }),
  column.accessor("createdAt", {
    meta: { wide: true },
    header: "Added",
    cell: (info) => formatDate(info.getValue()),
  }),
];

const nameOf = (c: AdminCafe) => c.name;

const TABLE: Record<View, { label: string; empty: string }> = {
  approved: { label: "Listed cafés", empty: "No cafés are listed yet." },
  pending: {
    label: "Café submissions to review",
    empty: "No submissions are waiting. Visitors' suggestions appear here.",
  },
  rejected: { label: "Rejected cafés", empty: "No rejected cafés." },
};

export function CafesTab() {
  const refresh = useRefreshAdmin();
  const [view, setView] = useState<View>("approved");
  const [reviewing, setReviewing] = useState<number | null>(null);

  const review = useCallback(
    async (cafe: AdminCafe, decision: "approve" | "reject") => {
      setReviewing(cafe.id);
      try {
        await adminApi.post(`/cafes/${cafe.id}/${decision}`);
        toast({
          title: decision === "approve" ? "Café approved" : "Café rejected",
          description:
            decision === "approve"
              ? `${cafe.name} is now listed on the café finder.`
              : `${cafe.name} will not be listed.`,
        });
        await refresh();
      } catch (error) {
        failureToast(error, `Failed to ${decision} café`);
      } finally {
        setReviewing(null);
      }
    },
    [refresh],
  );

  const reviewButtons = useCallback(
    (c: AdminCafe) => (
      <>
        {c.status !== "approved" ? (
          <Button
            type="button"
            size="sm"
            variant="accent"
            disabled={reviewing === c.id}
            onClick={() => void review(c, "approve")}
            aria-label={`Approve ${c.name}`}
          >
            <Check aria-hidden /> Approve
          </Button>
        ) : null}
        {c.status === "pending" ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={reviewing === c.id}
            onClick={() => void review(c, "reject")}
            aria-label={`Reject ${c.name}`}
          >
            Reject
          </Button>
        ) : null}
      </>
    ),
    [reviewing, review],
  );

  return (
    <CrudTab
      path="/cafes"
      label="Café"
      title="Cafés"
      description="The café finder: cafés pouring our coffee, the café of the week, and spots visitors suggest."
      addLabel="Add Café"
      failure="Failed to fetch cafes"
      nameOf={nameOf}
      columns={COLUMNS}
      rowActions={reviewButtons}
      tabId="cafes"
      above={(cafes) => {
        const count = (status: View) => cafes.filter((c) => c.status === status).length;
        const views: [View, string][] = [
          ["approved", `Listed (${count("approved")})`],
          ["pending", `Review queue (${count("pending")})`],
          ["rejected", `Rejected (${count("rejected")})`],
        ];
        return (
          <div
            className="mb-4 inline-flex max-w-full flex-wrap rounded-3xl border border-coffee-800/15 bg-white p-1"
            role="group"
            aria-label="Which cafés"
          >
            {views.map(([value, label]) => (
              <button
                key={value}
                type="button"
                aria-pressed={view === value}
                onClick={() => setView(value)}
                className={
                  view === value
                    ? "whitespace-nowrap rounded-full bg-coffee-800 px-3 py-1.5 text-sm font-semibold text-cream-50 sm:px-4"
                    : "whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-medium text-coffee-600 hover:text-coffee-800 sm:px-4"
                }
              >
                {label}
              </button>
            ))}
          </div>
        );
      }}
      table={(cafes) => ({
        ...TABLE[view],
        rows: cafes.filter((c) => c.status === view),
        initialSort: [{ id: view === "approved" ? "name" : "createdAt", desc: view !== "approved" }],
        searchPlaceholder: "Search by name, city or address",
      })}
      sheetDescription={(c) => (c?.submittedByEmail ? `Suggested by ${c.submittedByEmail}` : undefined)}
      form={({ record, onSave, onCancel }) => <CafeForm cafe={record} onSave={onSave} onCancel={onCancel} />}
      remove={{ description: "It leaves the café finder for good. To keep it but hide it, reject it instead." }}
    />
  );
}
