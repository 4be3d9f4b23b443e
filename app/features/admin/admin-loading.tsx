import { Spinner } from "./ui/spinner";

/** The spec's "Loading admin panel..." (and the sign-in page's wait), full screen, announced politely. */
export function AdminLoading({ label = "Loading admin panel..." }: { label?: string }) {
  return (
    <div
      data-admin-area
      role="status"
      className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-cream-100 text-coffee-500"
    >
      <Spinner className="size-8" />
      <p>{label}</p>
    </div>
  );
}
