/** "Have a code?": a small button on first view; the form behind it loads when it is pressed. */
import { useState } from "react";
import { lazyPart, PartBoundary } from "~/lib/lazy-part";
import type { CodeFormProps } from "./discount-code-form";

const DiscountCodeForm = lazyPart(() => import("./discount-code-form").then((m) => m.default));

export function DiscountCode(props: CodeFormProps) {
  const [open, setOpen] = useState(props.applied !== null || props.error !== null);
  if (!open)
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="min-h-11 text-sm font-medium text-coffee-600 underline underline-offset-4 hover:text-coffee-800"
      >
        Have a code?
      </button>
    );
  return (
    <PartBoundary fallback={<p className="min-h-11 text-sm text-coffee-500">Loading…</p>}>
      <DiscountCodeForm {...props} />
    </PartBoundary>
  );
}
