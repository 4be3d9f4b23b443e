import { useMemo, useState } from "react";

/** Which record a tab is editing (or "new"), and which one it is asking to delete. The actions keep their identity. */
export function useCrudState<T>() {
  const [editing, setEditing] = useState<T | "new" | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const actions = useMemo(
    () => ({
      create: () => setEditing("new"),
      edit: (record: T) => setEditing(record),
      closeEditor: () => setEditing(null),
      askDelete: (record: T) => setDeleting(record),
      closeDelete: () => setDeleting(null),
    }),
    [],
  );
  return { editing, deleting, ...actions };
}

export type CrudState<T> = ReturnType<typeof useCrudState<T>>;
