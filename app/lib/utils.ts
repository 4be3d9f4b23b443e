import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Components avoid conflicting utilities by design (a variant, or a wrapper)
 * instead of shipping tailwind-merge, which weighed 8 KB gzipped on every page.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
