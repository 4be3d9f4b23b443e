/** The bean-and-hill mark with the wordmark (the storefront's Logo lives in its root chunk; decision 013). */
export function AdminBrand({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      <img
        src="/images/logo-mark.svg"
        alt=""
        width={32}
        height={32}
        className={tone === "light" ? "size-7 rounded-full bg-cream-50 p-0.5" : "size-8"}
      />
      <span
        className={
          tone === "light"
            ? "font-display text-lg font-semibold tracking-tight text-cream-50"
            : "font-display text-xl font-semibold tracking-tight text-coffee-800"
        }
      >
        Bean &amp; Bhūmi
      </span>
    </span>
  );
}
