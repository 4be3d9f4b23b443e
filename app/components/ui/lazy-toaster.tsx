import { lazyPart, PartBoundary } from "~/lib/lazy-part";
import { useToastState } from "~/lib/toast";

const Toaster = lazyPart(() => import("./toaster").then((module) => module.Toaster));

/**
 * Loads the toast UI (Radix Toast) with the first toast, keeping it out of every page's first view. If its code
 * cannot be fetched the toast is not shown, and the page stays as it is.
 */
export function LazyToaster() {
  const state = useToastState();
  if (!state) return null;
  return (
    <PartBoundary failed={null}>
      <Toaster />
    </PartBoundary>
  );
}
