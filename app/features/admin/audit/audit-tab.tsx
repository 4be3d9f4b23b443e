import { createColumnHelper } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import type { AuditEntry } from "@domain/admin/types";
import { formatDateTime, titleCase } from "../format";
import { Badge, type Tone } from "../ui/badge";
import { DataTable, ToolbarSelect } from "../ui/data-table";
import { QueryView } from "../ui/query-view";
import { TabHeader } from "../ui/tab-header";
import { useAdminQuery } from "../use-admin-data";

const column = createColumnHelper<AuditEntry>();

function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string") return value.length > 120 ? `${value.slice(0, 117)}…` : value;
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

/** Before → after, field by field: every changed field on an update, the whole record on a create or delete. */
function Changes({ entry }: { entry: AuditEntry }) {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])].filter(
    (k) => k !== "updatedAt",
  );
  if (keys.length === 0) return <span className="text-coffee-400">—</span>;
  return (
    <dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
      {keys.slice(0, 8).map((key) => (
        <div key={key} className="contents">
          <dt className="font-semibold text-coffee-600">{key}</dt>
          <dd className="min-w-0 break-words">
            {entry.before && key in entry.before ? (
              <span className="text-terracotta-600 line-through decoration-terracotta-600/40">
                {show(entry.before[key])}
              </span>
            ) : null}
            {entry.before && entry.after && key in entry.before && key in entry.after ? (
              <span aria-label="changed to"> → </span>
            ) : null}
            {entry.after && key in entry.after ? (
              <span className="text-forest-700">{show(entry.after[key])}</span>
            ) : null}
          </dd>
        </div>
      ))}
      {keys.length > 8 ? <dd className="col-span-2 text-coffee-500">and {keys.length - 8} more fields</dd> : null}
    </dl>
  );
}

const ACTION_TONES: Record<string, Tone> = {
  create: "good",
  update: "info",
  delete: "bad",
  login: "neutral",
  logout: "neutral",
};

export function AuditTab() {
  const [entityType, setEntityType] = useState("all");
  const path = entityType === "all" ? "/audit" : `/audit?entityType=${encodeURIComponent(entityType)}`;
  const query = useAdminQuery<AuditEntry[]>(path, ["/audit", path]);
  const all = useAdminQuery<AuditEntry[]>("/audit", ["/audit", "/audit"]);
  const types = useMemo(() => [...new Set((all.data ?? []).map((e) => e.entityType))].sort(), [all.data]);

  const columns = useMemo(
    () => [
      column.accessor("createdAt", {
        header: "When",
        cell: (info) => <span className="whitespace-nowrap">{formatDateTime(info.getValue())}</span>,
      }),
      column.accessor("actor", { header: "Who" }),
      column.accessor("action", {
        header: "What",
        cell: ({ row: { original: e } }) => (
          <Badge tone={ACTION_TONES[e.action.split(/[.:_-]/).pop() ?? ""] ?? "neutral"}>
            {e.action.replace(/[._]/g, " ")}
          </Badge>
        ),
      }),
      column.accessor((e) => `${e.entityType} ${e.entityId ?? ""}`, {
        id: "entity",
        header: "Record",
        cell: ({ row: { original: e } }) => (
          <span className="whitespace-nowrap">
            {titleCase(e.entityType)}
            {e.entityId ? ` #${e.entityId}` : ""}
          </span>
        ),
      }),
      column.display({
        id: "changes",
        header: "Before → after",
        cell: ({ row: { original: e } }) => <Changes entry={e} />,
      }),
    ],
    [],
  );

  return (
    <>
      <TabHeader
        title="Audit Log"
        description="Every change made in the admin: who, what, when, and what it was before."
      />
      <QueryView query={query} failure="Failed to fetch the audit log">
        {(entries) => (
          <DataTable
            label="Audit log"
            data={entries}
            columns={columns}
            initialSort={[{ id: "createdAt", desc: true }]}
            searchPlaceholder="Search by who, what or record"
            empty="No changes recorded yet."
            getRowId={(e) => String(e.id)}
            toolbar={
              <ToolbarSelect
                label="Record"
                value={entityType}
                onChange={setEntityType}
                options={[{ value: "all", label: "All" }, ...types.map((t) => ({ value: t, label: titleCase(t) }))]}
              />
            }
          />
        )}
      </QueryView>
    </>
  );
}
