import { cn } from "~/lib/utils";

/**
 * A CSS spinner. The admin draws its own rather than import the storefront's icon, which lives in
 * the public root chunk: sharing it would move public code around (see decision 013).
 */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        "inline-block size-5 animate-spin rounded-full border-2 border-terracotta-500 border-r-transparent",
        className,
      )}
    />
  );
}
