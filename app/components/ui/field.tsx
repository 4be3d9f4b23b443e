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

/** The inputs' look, for several lines. */
export const textareaClass =
  "w-full rounded-xl border border-coffee-800/20 bg-white px-4 py-2.5 text-sm text-coffee-800 placeholder:text-coffee-400 focus:border-coffee-800 focus:outline-none focus:ring-2 focus:ring-terracotta-500/30";
