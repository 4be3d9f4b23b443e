import LoaderCircle from "lucide-react/icons/loader-circle";

export function LoadingPage({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-coffee-500">
      <LoaderCircle aria-hidden className="size-8 animate-spin text-terracotta-500" />
      <p>{label}</p>
    </div>
  );
}
