import { useContext, useLayoutEffect, type ContextType } from "react";
import { UNSAFE_DataRouterContext, type RouterState } from "react-router";

export type DataRouter = NonNullable<ContextType<typeof UNSAFE_DataRouterContext>>["router"];
type Subscriber = Parameters<DataRouter["subscribe"]>[0];

/**
 * The app's data router itself (`undefined` outside one). React Router gives no public way to reach it in
 * framework mode; what reads it here and in `PendingOr` is tested in `tests/e2e/router-updates.e2e.ts`.
 */
export function useDataRouter(): DataRouter | undefined {
  return useContext(UNSAFE_DataRouterContext)?.router;
}

/** Whether the router's state after an update is the one before it, field for field. */
export function sameRouterState(before: RouterState, after: RouterState): boolean {
  const keys = Object.keys(after) as (keyof RouterState)[];
  return keys.length === Object.keys(before).length && keys.every((key) => before[key] === after[key]);
}

/** Routers already quietened: the hook runs on every page, the router lives as long as the tab. */
const quiet = new WeakSet<DataRouter>();

/**
 * Keeps React from rendering the page again when the router's state has not changed.
 *
 * Right after hydration React Router asks the server for the routes behind the links on the page
 * (`/__manifest`), adds them, and tells its provider: a state equal to the one before, field for field. React
 * would render every route again for it, in a transition. On a page whose sections still wait for their code
 * (`island()`), that render reaches each waiting section, React stops to try to hydrate it (it
 * starts the whole render again for each: the root layout rendered eleven times on home, with eight such
 * sections) and then cannot finish without its code, so the transition hangs
 * until the shopper has scrolled past every section (decision 176). The new routes are the router's to use at
 * the next navigation, which renders anyway; nothing on the page shows them.
 *
 * It wraps `router.subscribe` from a layout effect of the root layout, which React runs before the router
 * provider's own (a parent's effects run after its children's), so the provider subscribes through it.
 */
export function useQuietRoutePatches(): void {
  const router = useDataRouter();
  useLayoutEffect(() => {
    if (router) quieten(router);
  }, [router]);
}

/** Makes `router.subscribe` pass on only the updates that change the router's state (once per router). */
export function quieten(router: DataRouter): void {
  if (quiet.has(router)) return;
  quiet.add(router);
  const subscribe = router.subscribe.bind(router);
  router.subscribe = (subscriber: Subscriber) => {
    let last = router.state;
    return subscribe((state, update) => {
      const unchanged =
        sameRouterState(last, state) &&
        update.deletedFetchers.length === 0 &&
        !update.newErrors &&
        !update.viewTransitionOpts &&
        !update.flushSync;
      last = state;
      if (!unchanged) subscriber(state, update);
    });
  };
}
