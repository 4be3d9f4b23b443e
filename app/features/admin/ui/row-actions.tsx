import CircleX from "lucide-react/icons/circle-x";
import Pencil from "lucide-react/icons/pencil";
import type { ReactNode } from "react";

const iconButton =
  "grid size-9 place-items-center rounded-full text-coffee-500 hover:bg-coffee-800/5 hover:text-coffee-800";

/**
 * Edit and delete buttons at the end of a row, named for the record they act on. On a phone they wrap
 * onto a second line past 10.5 rem, so the pinned column never covers the whole row: the owner still
 * reads which café Approve approves (issue 16 item 5).
 */
export function RowActions({
  name,
  onEdit,
  onDelete,
  children,
}: {
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex max-w-[10.5rem] flex-wrap items-center justify-end gap-1 sm:max-w-none">
      {children}
      {onEdit ? (
        <button type="button" className={iconButton} onClick={onEdit} aria-label={`Edit ${name}`} title="Edit">
          <Pencil aria-hidden className="size-4" />
        </button>
      ) : null}
      {onDelete ? (
        <button
          type="button"
          className={`${iconButton} hover:text-terracotta-600`}
          onClick={onDelete}
          aria-label={`Delete ${name}`}
          title="Delete"
        >
          <CircleX aria-hidden className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
