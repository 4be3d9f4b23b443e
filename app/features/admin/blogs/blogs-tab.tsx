import { createColumnHelper } from "@tanstack/react-table";
import { ExternalLink, Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { BLOG_STATUSES } from "@domain/admin/content";
import type { AdminBlogPost } from "@domain/admin/types";
import { Button } from "~/components/ui/button";
import { formatDate, titleCase } from "../format";
import { Badge, StatusBadge } from "../ui/badge";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { DataTable, ToolbarSelect } from "../ui/data-table";
import { QueryView } from "../ui/query-view";
import { RowActions } from "../ui/row-actions";
import { Sheet } from "../ui/sheet";
import { TabHeader } from "../ui/tab-header";
import { useCrudState } from "../use-crud-state";
import { useAdminQuery, useDeleteEntity, useSaveEntity } from "../use-admin-data";
import { BlogForm } from "./blog-form";

const column = createColumnHelper<AdminBlogPost>();

export function BlogsTab() {
  const query = useAdminQuery<AdminBlogPost[]>("/blogs");
  const crud = useCrudState<AdminBlogPost>();
  const save = useSaveEntity<AdminBlogPost>({ path: "/blogs", label: "Blog post" });
  const remove = useDeleteEntity({ path: "/blogs", label: "Blog post" });
  const [status, setStatus] = useState("all");

  const columns = useMemo(
    () => [
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
      column.display({
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: p } }) => (
          <RowActions name={p.title} onEdit={() => crud.edit(p)} onDelete={() => crud.askDelete(p)}>
            {p.status === "published" ? (
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
            ) : null}
          </RowActions>
        ),
      }),
    ],
    [], // eslint-disable-line react-hooks/exhaustive-deps
  );

  const editing = crud.editing === "new" ? null : crud.editing;
  return (
    <>
      <TabHeader
        title="Blogs"
        description="The journal's posts. A published post appears on /blog at once; drafts and private posts stay here."
        actions={
          <Button onClick={crud.create}>
            <Plus aria-hidden /> New Post
          </Button>
        }
      />
      <QueryView query={query} failure="Failed to fetch blog posts">
        {(posts) => (
          <DataTable
            label="Blog posts"
            data={posts.filter((p) => status === "all" || p.status === status)}
            columns={columns}
            initialSort={[{ id: "date", desc: true }]}
            searchPlaceholder="Search by title, slug or category"
            empty="No posts yet. Write the first one."
            getRowId={(p) => String(p.id)}
            toolbar={
              <ToolbarSelect
                label="Status"
                value={status}
                onChange={setStatus}
                options={[
                  { value: "all", label: "All" },
                  ...BLOG_STATUSES.map((s) => ({ value: s, label: titleCase(s) })),
                ]}
              />
            }
          />
        )}
      </QueryView>
      <Sheet
        open={crud.editing !== null}
        onOpenChange={(open) => !open && crud.closeEditor()}
        title={editing ? `Edit “${editing.title}”` : "New Blog Post"}
        size="lg"
      >
        <BlogForm
          post={editing}
          onCancel={crud.closeEditor}
          onSave={async (values) => {
            await save.mutateAsync({ id: editing?.id, values: { ...values, authorId: "admin" } });
            crud.closeEditor();
          }}
        />
      </Sheet>
      <ConfirmDialog
        open={crud.deleting !== null}
        onOpenChange={(open) => !open && crud.closeDelete()}
        title={`Delete “${crud.deleting?.title ?? "post"}”?`}
        description="It leaves the journal for good. To hide it but keep it, set it to draft or private."
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => crud.deleting && remove.mutate(crud.deleting.id, { onSettled: crud.closeDelete })}
      />
    </>
  );
}
