import { createColumnHelper } from "@tanstack/react-table";
import ExternalLink from "lucide-react/icons/external-link";
import type { AdminPage } from "@domain/admin/types";
import { formatDate } from "../format";
import { Badge, StatusBadge } from "../ui/badge";
import { CrudTab } from "../ui/crud-tab";
import { PageForm } from "./page-form";

const column = createColumnHelper<AdminPage>();

const COLUMNS = [
  column.accessor("title", {
    header: "Page",
    cell: ({ row: { original: p } }) => (
      <div>
        <p className="flex items-center gap-2 font-semibold">
          {p.title}
          {p.isHomepage ? <Badge tone="info">Homepage</Badge> : null}
        </p>
        <p className="text-xs text-coffee-500">{p.path}</p>
      </div>
    ),
  }),
  column.accessor("status", { header: "Status", cell: (info) => <StatusBadge status={info.getValue()} /> }),
  column.accessor("template", { meta: { wide: true }, header: "Template" }),
  column.accessor("menuOrder", { header: "Menu order", meta: { align: "right" } }),
  column.accessor("updatedAt", { header: "Updated", cell: (info) => formatDate(info.getValue()) }),
];

const nameOf = (p: AdminPage) => p.title;

function openOnSite(p: AdminPage) {
  return p.status === "published" ? (
    <a
      href={p.path}
      target="_blank"
      rel="noreferrer"
      className="grid size-9 place-items-center rounded-full text-coffee-500 hover:bg-coffee-800/5 hover:text-coffee-800"
      aria-label={`Open ${p.title} (opens in a new tab)`}
      title="Open on the site"
    >
      <ExternalLink aria-hidden className="size-4" />
    </a>
  ) : null;
}

export function PagesTab() {
  return (
    <CrudTab
      path="/pages"
      label="Page"
      title="Pages"
      description="The site's own pages: about, contact, brew guide, sourcing and the rest."
      addLabel="New Page"
      failure="Failed to fetch pages"
      nameOf={nameOf}
      columns={COLUMNS}
      rowActions={openOnSite}
      table={(pages) => ({
        label: "Pages",
        rows: pages,
        initialSort: [{ id: "menuOrder", desc: false }],
        searchPlaceholder: "Search by title or path",
        empty: "No pages yet.",
      })}
      sheetSize="lg"
      form={({ record, onSave, onCancel }) => <PageForm page={record} onSave={onSave} onCancel={onCancel} />}
      remove={{ description: "The page leaves the site for good. To hide it but keep it, set it to draft." }}
    />
  );
}
