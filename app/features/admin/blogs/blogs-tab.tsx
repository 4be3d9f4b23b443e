import { createColumnHelper } from "@tanstack/react-table";
import ExternalLink from "lucide-react/icons/external-link";
import { useState } from "react";
import { BLOG_STATUSES } from "@domain/admin/content";
import type { AdminBlogPost } from "@domain/admin/types";
import { formatDate, titleCase } from "../format";
import { Badge, StatusBadge } from "../ui/badge";
import { CrudTab } from "../ui/crud-tab";
import { ToolbarSelect } from "../ui/data-table";
import { BlogForm } from "./blog-form";

const column = createColumnHelper<AdminBlogPost>();

const COLUMNS = [
  column.accessor("title", {
    header: "Post",
    cell: ({ row: { original: p } }) => (
      <div className="min-w-0 max-w-md">
        <p className="flex items-center gap-2 font-semibold">
          <span className="truncate">{p.title}</span>
          {p.isFeatured ? <Badge tone="info">Featured</Badge> : null}
        </p>
        <p className="truncate text-xs text-coffee-500">/blog/{p.slug}</p>
      </div>
    ),
  }),
  column.accessor("category", {
    meta: { wide: true },
    header: "Category",
    cell: (info) => titleCase(info.getValue()),
  }),
  column.accessor("status", { header: "Status", cell: (info) => <StatusBadge status={info.getValue()} /> }),
  column.accessor((p) => p.publishedAt ?? p.updatedAt, {
    id: "date",
    header: "Date",
    cell: ({ row: { original: p } }) => formatDate(p.publishedAt ?? p.updatedAt),
  }),
  column.accessor("viewCount", { header: "Views", meta: { align: "right", wide: true } }),
];

const nameOf = (p: AdminBlogPost) => p.title;

function readOnSite(p: AdminBlogPost) {
  return p.status === "published" ? (
    <a
      href={`/blog/${p.slug}`}
      target="_blank"
      rel="noreferrer"
      className="grid size-9 place-items-center rounded-full text-coffee-500 hover:bg-coffee-800/5 hover:text-coffee-800"
      aria-label={`Read ${p.title} on the journal (opens in a new tab)`}
      title="Read on the journal"
    >
      <ExternalLink aria-hidden className="size-4" />
    </a>
  ) : null;
}

export function BlogsTab() {
  const [status, setStatus] = useState("all");
  return (
    <CrudTab
      path="/blogs"
      label="Blog post"
      title="Blogs"
      description="The journal's posts. A published post appears on /blog at once; drafts and private posts stay here."
      addLabel="New Post"
      newTitle="New Blog Post"
      failure="Failed to fetch blog posts"
      nameOf={nameOf}
      editTitle={(p) => `Edit “${p.title}”`}
      columns={COLUMNS}
      rowActions={readOnSite}
      table={(posts) => ({
        label: "Blog posts",
        rows: posts.filter((p) => status === "all" || p.status === status),
        initialSort: [{ id: "date", desc: true }],
        searchPlaceholder: "Search by title, slug or category",
        empty: "No posts yet. Write the first one.",
        toolbar: (
          <ToolbarSelect
            label="Status"
            value={status}
            onChange={setStatus}
            options={[{ value: "all", label: "All" }, ...BLOG_STATUSES.map((s) => ({ value: s, label: titleCase(s) }))]}
          />
        ),
      })}
      sheetSize="lg"
      form={({ record, onSave, onCancel }) => (
        <BlogForm post={record} onSave={(values) => onSave({ ...values, authorId: "admin" })} onCancel={onCancel} />
      )}
      remove={{
        title: (p) => `Delete “${p?.title ?? "post"}”?`,
        description: "It leaves the journal for good. To hide it but keep it, set it to draft or private.",
      }}
    />
  );
}
