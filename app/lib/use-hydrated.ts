import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while server rendering and hydrating, true after: browser-only state (storage) shows from then on,
 * and the admin renders in the browser only. (Not React Router's clientLoader/HydrateFallback: those pull
 * more router code into the chunk every public page loads; decision 013.)
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
