import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False while server rendering and hydrating, true after: browser-only state (storage) shows from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
