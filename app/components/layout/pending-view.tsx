/**
 * What the main area shows while a client-side navigation loads its data: the pages' skeletons and
 * loading texts. Shown only if loading takes longer than a blink, so fast navigations do not flash.
 */
import { useEffect, useState, type ReactNode } from "react";
import { useNavigation } from "react-router";
import { LoadingPage } from "~/components/ui/spinner";
import { MoodGridSkeleton } from "~/features/moods";
import { ProductGridSkeleton } from "./product-grid-skeleton";

const SHOW_AFTER_MS = 150;

function pendingViewFor(pathname: string): ReactNode | null {
  if (pathname === "/discover-your-mood") return <MoodGridSkeleton />;
  if (pathname === "/shop" || pathname === "/coffees") return <ProductGridSkeleton />;
  if (pathname.startsWith("/mood/")) return <LoadingPage label="Loading..." />;
  if (/^\/(product|p)\/[^/]+$/.test(pathname)) return <LoadingPage label="Loading product..." />;
  if (/^\/(blog|journal)\/[^/]+$/.test(pathname)) return <LoadingPage label="Loading blog post..." />;
  return null;
}

export function PendingOr({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const target = navigation.state === "loading" ? navigation.location.pathname : null;
  const view = target ? pendingViewFor(target) : null;
  const hasView = view !== null;
  const [show, setShow] = useState(false);

  useEffect(() => {
    if (!hasView) {
      setShow(false);
      return;
    }
    const timer = setTimeout(() => setShow(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
    // A new navigation starts the wait again.
  }, [target, hasView]);

  return <>{show && view ? view : children}</>;
}
