import type { UseQueryResult } from "@tanstack/react-query";
import RotateCw from "lucide-react/icons/rotate-cw";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Spinner } from "./spinner";

/**
 * A list's three states: loading, "Failed to fetch …" (with a retry), and the data.
 * A refetch after a save keeps showing the old data, so nothing jumps.
 */
export function QueryView<T>({
  query,
  failure,
  children,
}: {
  query: UseQueryResult<T>;
  failure: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError)
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-terracotta-500/30 bg-terracotta-500/5 px-5 py-4"
      >
        <p className="font-medium text-terracotta-600">{failure}</p>
        <Button type="button" variant="outline" size="sm" onClick={() => void query.refetch()}>
          <RotateCw aria-hidden /> Try again
        </Button>
      </div>
    );
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 rounded-2xl border border-coffee-800/10 bg-white px-5 py-12 text-coffee-500"
    >
      <Spinner />
      Loading...
    </div>
  );
}
