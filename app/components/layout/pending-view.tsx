/**
 * What the main area shows while a client-side navigation loads its data: the pages' skeletons and
 * loading texts. Shown only if loading takes longer than a blink, so fast navigations do not flash.
 */
import { useEffect, useState, type ReactNode } from "react";
import { useNavigation } from "react-router";

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

export function PendingOr({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const target = navigation.state === "loading" ? navigation.location.pathname : null;
  const [show, setShow] = useState(false);

  useEffect(() => {
    if (!target) {
      setShow(false);
      return;
    }
    let current = true;
    const waited = new Promise((resolve) => setTimeout(resolve, SHOW_AFTER_MS));
    void Promise.all([waited, loadViews()]).then(() => {
      if (current) setShow(true);
    });
    return () => {
      current = false;
    };
    // A new navigation starts the wait again.
  }, [target]);

  const view = show && target && views ? views.pendingViewFor(target) : null;
  return <>{view ?? children}</>;
}
