/**
 * The storefront's input look (components/ui/field.tsx), restated for the admin: that module is in
 * the home page's own chunk, and importing it here would move it into every public page's (decision 013).
 */
export const inputClass =
  "h-11 w-full rounded-xl border border-coffee-800/20 bg-white pl-4 text-sm text-coffee-800 placeholder:text-coffee-400 focus:border-coffee-800 focus:outline-none focus:ring-2 focus:ring-terracotta-500/30";
