import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from "@tanstack/react-table";
import ArrowDownUp from "lucide-react/icons/arrow-down-up";
import ArrowDownWideNarrow from "lucide-react/icons/arrow-down-wide-narrow";
import ArrowUpNarrowWide from "lucide-react/icons/arrow-up-narrow-wide";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Search from "lucide-react/icons/search";
import { useState, type ReactNode } from "react";
import { cn } from "~/lib/utils";

/**
 * `align: "right"` for figures; `wide: true` for columns a tablet can do without (shown from 1024 px).
 * A column with the id `ACTIONS_COLUMN` (a row's buttons) stays pinned to the table's right edge while the
 * rest scrolls sideways, so every row's actions are on screen at any width (issue 16 item 5).
 */
export type ColumnMeta = { align?: "right"; wide?: boolean };

// TanStack's way to type a column's `meta` (its docs: "ColumnMeta" module augmentation).
declare module "@tanstack/react-table" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the augmented interface must repeat TanStack's type parameters
  interface ColumnMeta<TData extends RowData, TValue> {
    align?: "right";
    wide?: boolean;
  }
}

/** The id of a row's action column: pinned to the right edge (see ColumnMeta above). */
export const ACTIONS_COLUMN = "actions";

/** The pinned action column: opaque so the scrolled columns pass under it, with a soft edge. */
const pinned = (header: boolean) =>
  cn(
    "sticky right-0 z-[1] shadow-[-10px_0_10px_-10px_rgba(43,26,18,0.25)]",
    header ? "bg-cream-50" : "bg-white group-hover:bg-cream-50",
  );

type Props<T> = {
  /** Names the table for screen readers ("Products"). */
  label: string;
  data: T[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's column value type differs per column
  columns: ColumnDef<T, any>[];
  initialSort?: SortingState;
  searchPlaceholder?: string;
  /** Filters next to the search box (status selects…). */
  toolbar?: ReactNode;
  empty: string;
  pageSize?: number;
  getRowId?: (row: T) => string;
  /** The server searches and pages (a list too long to load whole): `data` is one page of `total`. */
  server?: ServerPaging;
};

export type ServerPaging = {
  /** The search box's text; the caller sends it (debounced) to the server. */
  search: string;
  onSearch: (value: string) => void;
  /** 0-based. */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** A new page or search is on its way (the old rows stay until it comes). */
  busy?: boolean;
  /** The order of the whole list, kept by the caller and sent to the server (one column, ascending or descending). */
  sorting: SortingState;
  onSort: (sorting: SortingState) => void;
};

/**
 * A sortable, searchable, paged table (TanStack Table). Headers are buttons that announce their sort
 * order; the table scrolls sideways inside its own focusable region on a narrow tablet. With `server`
 * the search box, the order and the pages are the server's: a header orders the whole list, not the page.
 */
export function DataTable<T>({
  label,
  data,
  columns,
  initialSort = [],
  searchPlaceholder = "Search…",
  toolbar,
  empty,
  pageSize = 25,
  getRowId,
  server,
}: Props<T>) {
  const [localSorting, setLocalSorting] = useState<SortingState>(initialSort);
  const sorting = server ? server.sorting : localSorting;
  const [localFilter, setLocalFilter] = useState("");
  const globalFilter = server ? server.search : localFilter;
  const table = useReactTable({
    data,
    columns,
    state: { sorting, globalFilter },
    onSortingChange: (change) => {
      if (!server) return setLocalSorting(change);
      server.onSort(typeof change === "function" ? change(server.sorting) : change);
    },
    manualSorting: server !== undefined,
    // The server always has an order: a header flips between ascending and descending.
    enableSortingRemoval: server === undefined,
    enableMultiSort: server === undefined,
    onGlobalFilterChange: setLocalFilter,
    manualFiltering: server !== undefined,
    manualPagination: server !== undefined,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    initialState: { pagination: { pageSize } },
    autoResetPageIndex: true,
  });
  const rows = table.getRowModel().rows;
  const shown = table.getFilteredRowModel().rows.length;
  const { pageIndex } = table.getState().pagination;

  return (
    <div className="rounded-2xl border border-coffee-800/10 bg-white">
      <div className="flex flex-wrap items-center gap-3 border-b border-coffee-800/10 p-3">
        <label className="relative min-w-48 flex-1">
          <span className="sr-only">Search {label.toLowerCase()}</span>
          <Search
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-coffee-400"
          />
          <input
            type="search"
            value={globalFilter}
            onChange={(event) => (server ? server.onSearch(event.target.value) : setLocalFilter(event.target.value))}
            placeholder={searchPlaceholder}
            className="h-10 w-full rounded-xl border border-coffee-800/15 bg-cream-50 pl-9 pr-3 text-sm placeholder:text-coffee-400 focus:border-coffee-800 focus:outline-none focus:ring-2 focus:ring-terracotta-500/30"
          />
        </label>
        {toolbar}
      </div>
      <div
        // `relative`: what is positioned inside a cell (screen-reader text) scrolls with the table instead of
        // widening the page.
        className={cn("relative overflow-x-auto transition-opacity", server?.busy && "opacity-60")}
        role="region"
        aria-label={`${label} table`}
        aria-busy={server?.busy || undefined}
        // A region that scrolls sideways must take the focus, or a keyboard cannot scroll it (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see the line above
        tabIndex={0}
      >
        <table className="w-full min-w-[640px] border-collapse text-left text-sm">
          <caption className="sr-only">{label}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className="border-b border-coffee-800/10 bg-cream-50/70">
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const title = flexRender(header.column.columnDef.header, header.getContext());
                  const { align, wide } = header.column.columnDef.meta ?? {};
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        sorted === "asc"
                          ? "ascending"
                          : sorted === "desc"
                            ? "descending"
                            : header.column.getCanSort()
                              ? "none"
                              : undefined
                      }
                      className={cn(
                        "whitespace-nowrap px-3 py-2.5 lg:px-4 text-xs font-semibold uppercase tracking-wide text-coffee-500",
                        align === "right" && "text-right",
                        wide && "max-lg:hidden",
                        header.column.id === ACTIONS_COLUMN && pinned(true),
                      )}
                    >
                      {header.isPlaceholder ? null : header.column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className={cn(
                            "-mx-1 inline-flex items-center gap-1 rounded px-1 align-middle uppercase hover:text-coffee-800",
                            align === "right" && "flex-row-reverse",
                          )}
                        >
                          {title}
                          {sorted === "asc" ? (
                            <ArrowUpNarrowWide aria-hidden className="size-3.5" />
                          ) : sorted === "desc" ? (
                            <ArrowDownWideNarrow aria-hidden className="size-3.5" />
                          ) : (
                            <ArrowDownUp aria-hidden className="size-3.5 opacity-40" />
                          )}
                        </button>
                      ) : (
                        title
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="p-0">
                  {/* Kept in view while a wide table scrolls sideways on a phone. */}
                  <p className="sticky left-0 w-[min(100%,calc(100vw-2rem))] px-4 py-12 text-center text-coffee-500">
                    {globalFilter ? `Nothing matches “${globalFilter}”.` : empty}
                  </p>
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id} className="group border-b border-coffee-800/5 last:border-0 hover:bg-cream-50">
                  {row.getVisibleCells().map((cell) => {
                    const { align, wide } = cell.column.columnDef.meta ?? {};
                    return (
                      <td
                        key={cell.id}
                        className={cn(
                          "px-3 py-3 align-middle lg:px-4",
                          align === "right" && "text-right tabular-nums",
                          wide && "max-lg:hidden",
                          cell.column.id === ACTIONS_COLUMN && pinned(false),
                        )}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {server ? (
        <ServerPager {...server} shown={data.length} />
      ) : table.getPageCount() > 1 ? (
        <div className="flex items-center justify-between gap-3 border-t border-coffee-800/10 px-4 py-2.5 text-sm text-coffee-500">
          <p aria-live="polite">
            {pageIndex * pageSize + 1}–{Math.min((pageIndex + 1) * pageSize, shown)} of {shown}
          </p>
          <div className="flex gap-1">
            <button
              type="button"
              className="rounded-full p-2 hover:bg-coffee-800/5 disabled:opacity-40"
              onClick={() => table.previousPage()}
              disabled={!table.getCanPreviousPage()}
              aria-label="Previous page"
            >
              <ChevronLeft aria-hidden className="size-4" />
            </button>
            <button
              type="button"
              className="rounded-full p-2 hover:bg-coffee-800/5 disabled:opacity-40"
              onClick={() => table.nextPage()}
              disabled={!table.getCanNextPage()}
              aria-label="Next page"
            >
              <ChevronRight aria-hidden className="size-4" />
            </button>
          </div>
        </div>
      ) : (
        <p className="sr-only" aria-live="polite">
          {shown} {shown === 1 ? "row" : "rows"}
        </p>
      )}
    </div>
  );
}

function ServerPager({ page, pageSize, total, shown, onPage }: ServerPaging & { shown: number }) {
  if (total === 0) return null;
  const first = page * pageSize + 1;
  const button =
    "inline-flex items-center gap-1 rounded-full px-3 py-1.5 font-medium hover:bg-coffee-800/5 disabled:opacity-40";
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-coffee-800/10 px-4 py-2.5 text-sm text-coffee-500">
      <p aria-live="polite">
        Showing {shown ? `${first}–${first + shown - 1}` : 0} of {total}
      </p>
      <div className="flex gap-1">
        <button
          type="button"
          className={button}
          onClick={() => onPage(page - 1)}
          disabled={page === 0}
          aria-label="Previous page"
        >
          <ChevronLeft aria-hidden className="size-4" /> Previous
        </button>
        <button
          type="button"
          className={button}
          onClick={() => onPage(page + 1)}
          disabled={first + shown - 1 >= total}
          aria-label="Next page"
        >
          Next <ChevronRight aria-hidden className="size-4" />
        </button>
      </div>
    </div>
  );
}

/** A select for the table's toolbar (status filters). */
export function ToolbarSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="font-medium text-coffee-600">{label}</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 rounded-xl border border-coffee-800/15 bg-cream-50 px-3 text-sm focus:border-coffee-800 focus:outline-none focus:ring-2 focus:ring-terracotta-500/30"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
