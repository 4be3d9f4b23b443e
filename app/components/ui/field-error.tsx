/** A field's message under it, announced; `fieldErrors` turns zod issues into { field: message }. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p
      id={id}
      role={message ? "alert" : undefined}
      className="min-h-0 text-sm font-medium text-terracotta-600 empty:hidden"
    >
      {message ?? ""}
    </p>
  );
}

export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}
