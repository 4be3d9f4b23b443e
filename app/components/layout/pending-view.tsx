/**
 * What the main area shows while a client-side navigation loads its data: the pages' skeletons and
 * loading texts. Shown only if loading takes longer than a blink, so fast navigations do not flash.
 */
import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import { useDataRouter } from "~/lib/quiet-route-patches";

const SHOW_AFTER_MS = 150;

/**
 * The skeletons' code is fetched when the first navigation starts, not with the page (issue 22): it is
 * needed only once a navigation has taken longer than the blink, and a navigation fetches its page's
 * own code meanwhile anyway.
 */
let views: typeof import("./pending-views") | undefined;
let viewsLoading: Promise<unknown> | undefined;
function loadViews(): Promise<unknown> {
  viewsLoading ??= import("./pending-views").then(
    (module) => (views = module),
    () => (viewsLoading = undefined),
  );
  return viewsLoading;
}

const noRouter = () => () => {};

/**
 * Where the router is loading a page for, straight from the router, as soon as it starts.
 *
 * `useNavigation()` learns it through a React transition, and a transition cannot finish while a section of
 * the page still waits for its code (`island()`): React would have to put that section's server HTML away.
 * On home, whose sections wait until the shopper scrolls near them, the skeleton never came, and a tap on a
 * link showed nothing until the next page was there (decision 176). The router's own subscription is not a
 * transition, so this part renders at once, alone, and the page below it is left as it is.
 */
function useLoadingPath(): string | null {
  const router = useDataRouter();
  const subscribe = useCallback((onChange: () => void) => (router ? router.subscribe(onChange) : noRouter()), [router]);
  return useSyncExternalStore(
    subscribe,
    () => {
      const navigation = router?.state.navigation;
      return navigation?.state === "loading" ? navigation.location.pathname : null;
    },
    () => null,
  );
}

export function PendingOr({ children }: { children: ReactNode }) {
  const loading = useLoadingPath();
  // The page on screen and what React knows of the navigation: both change only when React commits the
  // router's news, the new page with them, so the skeleton gives way to the page it stood for, never to the
  // page it replaced.
  const { key } = useLocation();
  const settled = useNavigation().state === "idle";
  const [shown, setShown] = useState<{ path: string; over: string } | null>(null);

  useEffect(() => {
    if (!loading) return;
    let current = true;
    const waited = new Promise((resolve) => setTimeout(resolve, SHOW_AFTER_MS));
    void Promise.all([waited, loadViews()]).then(() => {
      if (current) setShown({ path: loading, over: key });
    });
    return () => {
      current = false;
    };
    // A new navigation starts the wait again; it is shown over the page that was on screen when it started.
  }, [loading, key]);

  const showing = shown && shown.over === key && (loading !== null || !settled) && views;
  const view = showing ? views!.pendingViewFor(shown.path) : null;
  return <>{view ?? children}</>;
}
