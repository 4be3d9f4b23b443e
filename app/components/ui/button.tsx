import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-full font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta-500 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-coffee-800 text-cream-50 hover:bg-coffee-700",
        accent: "bg-terracotta-500 text-white hover:bg-terracotta-600",
        outline:
          "border border-coffee-800/25 bg-transparent text-coffee-800 hover:border-coffee-800 hover:bg-coffee-800/5",
        ghost: "text-coffee-800 hover:bg-coffee-800/5",
        light: "bg-cream-50 text-coffee-800 hover:bg-white",
        "outline-light": "border border-cream-50/60 text-cream-50 hover:bg-cream-50/10",
        "ghost-light": "text-cream-50 hover:bg-cream-50/10",
      },
      size: {
        sm: "h-9 px-4 text-sm",
        md: "h-11 px-5 text-sm",
        lg: "h-12 px-7 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

/**
 * A button. A link that looks like one takes the classes instead: `<Link className={buttonVariants(…)}>`
 * (no `asChild` slot: Radix's Slot weighed about 1 KB gzipped on every page, issue 22).
 */
export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <button className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
