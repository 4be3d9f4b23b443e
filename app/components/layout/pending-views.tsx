/** The pages' skeletons and loading texts, by the path a client-side navigation is going to. */
import type { ReactNode } from "react";
import { LoadingPage } from "~/components/ui/spinner";
import { MoodGridSkeleton } from "~/features/moods";
import { ProductGridSkeleton } from "./product-grid-skeleton";

export function pendingViewFor(pathname: string): ReactNode | null {
  if (pathname === "/discover-your-mood") return <MoodGridSkeleton />;
  if (pathname === "/shop" || pathname === "/coffees") return <ProductGridSkeleton />;
  if (pathname.startsWith("/mood/")) return <LoadingPage label="Loading..." />;
  if (/^\/(product|p)\/[^/]+$/.test(pathname)) return <LoadingPage label="Loading product..." />;
  if (/^\/(blog|journal)\/[^/]+$/.test(pathname)) return <LoadingPage label="Loading blog post..." />;
  return null;
}
