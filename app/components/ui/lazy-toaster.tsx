import { lazy, Suspense } from "react";
import { useToastState } from "~/lib/toast";

const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/** Loads the toast UI (Radix Toast) with the first toast, keeping it out of every page's first view. */
export function LazyToaster() {
  const state = useToastState();
  if (!state) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
