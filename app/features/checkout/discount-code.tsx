/** "Have a code?": a small button on first view; the form behind it loads when it is pressed. */
import { lazy, Suspense, useState } from "react";
import type { CodeFormProps } from "./discount-code-form";

const DiscountCodeForm = lazy(() => import("./discount-code-form"));

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
    <Suspense fallback={<p className="min-h-11 text-sm text-coffee-500">Loading…</p>}>
      <DiscountCodeForm {...props} />
    </Suspense>
  );
}
