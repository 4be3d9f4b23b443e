import { cn } from "~/lib/utils";

/** The bean-and-hill mark with the wordmark. */
export function Logo({ className, tone = "dark" }: { className?: string; tone?: "dark" | "light" }) {
  return (
    <span className={cn("inline-flex items-center gap-2", className)}>
      <img src="/images/logo-mark.svg" alt="" width={32} height={32} className="size-8" />
      <span
        className={cn(
          "whitespace-nowrap font-display text-xl font-semibold tracking-tight",
          tone === "light" ? "text-cream-50" : "text-coffee-800",
        )}
      >
        Bean &amp; Bhūmi
      </span>
    </span>
  );
}
