import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

export function SectionHeading({
  eyebrow,
  title,
  children,
  className,
  id,
  tone = "dark",
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
  className?: string;
  id?: string;
  tone?: "dark" | "light";
}) {
  return (
    <header className={cn("max-w-2xl", className)}>
      <p
        className={cn(
          "text-sm font-semibold uppercase tracking-[0.2em]",
          tone === "light" ? "text-gold-400" : "text-terracotta-600",
        )}
      >
        {eyebrow}
      </p>
      <h2 id={id} className="mt-3 text-3xl font-semibold leading-tight sm:text-4xl">
        {title}
      </h2>
      {children ? (
        <div className={cn("mt-4 text-lg", tone === "light" ? "text-cream-200/90" : "text-coffee-600")}>{children}</div>
      ) : null}
    </header>
  );
}
