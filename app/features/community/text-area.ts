/** The textarea look of the forms (the inputs' look from field.tsx, for several lines). */
export const textareaClass =
  "w-full rounded-xl border border-coffee-800/20 bg-white px-4 py-2.5 text-sm text-coffee-800 placeholder:text-coffee-400 focus:border-coffee-800 focus:outline-none focus:ring-2 focus:ring-terracotta-500/30";
