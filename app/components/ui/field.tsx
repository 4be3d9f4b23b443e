import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

export const inputClass =
  "h-11 w-full rounded-xl border border-coffee-800/20 bg-white pl-4 text-sm text-coffee-800 placeholder:text-coffee-400 focus:border-coffee-800 focus:outline-none focus:ring-2 focus:ring-terracotta-500/30";

export function Label({ className, htmlFor, ...props }: ComponentProps<"label"> & { htmlFor: string }) {
  return <label htmlFor={htmlFor} className={cn("text-sm font-semibold", className)} {...props} />;
}

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(inputClass, "pr-4", className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cn(
        inputClass,
        "appearance-none bg-[length:1rem] bg-[right_0.9rem_center] bg-no-repeat pr-10",
        className,
      )}
      style={{
        backgroundImage:
          "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%233e2723' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
      }}
      {...props}
    />
  );
}

/** The inputs' look, for several lines. */
export const textareaClass =
  "w-full rounded-xl border border-coffee-800/20 bg-white px-4 py-2.5 text-sm text-coffee-800 placeholder:text-coffee-400 focus:border-coffee-800 focus:outline-none focus:ring-2 focus:ring-terracotta-500/30";
