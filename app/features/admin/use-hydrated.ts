import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and while hydrating, true after: the admin renders in the browser only.
 * (Not React Router's clientLoader/HydrateFallback: those pull more router code into the chunk every
 * public page loads; decision 013.)
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
