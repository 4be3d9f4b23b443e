import { useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { hasSignedInHint } from "@domain/account-hint";

/** What the sign-in cookie said at a location (`useLocation().key`): read once there, however often React renders. */
let known: { at: string; signedIn: boolean } | undefined;

function signedInAt(at: string): boolean {
  // `document.cookie` is a synchronous call to the browser process, 0.1–15 ms on a busy phone. A render that
  // React restarts (hydration, a route patch) used to read it on every try: 20 times on home (issue 22).
  if (known?.at !== at) known = { at, signedIn: hasSignedInHint(document.cookie) };
  return known.signedIn;
}

const noSubscription = () => () => {};

/**
 * Whether the shopper is signed in, as far as the page can tell without a request: the cookie without a
 * secret (decision 095). False on the server and while hydrating, since the page is the same for everyone
 * (cached); after that, the cookie as it was when this location was reached. Signing in or out on /account
 * ends in a navigation, which reads it again. A shopper who is not signed in costs no render after hydration.
 */
export function useSignedInHint(): boolean {
  const { key } = useLocation();
  return useSyncExternalStore(
    noSubscription,
    () => signedInAt(key),
    () => false,
  );
}

/**
 * The header's account link says "Sign in", or "Account" once signed in: a plain link to /account. A component
 * of its own, so only these words render again when the hint turns true after hydration, not the whole header
 * (issue 22: that render was a long task on every page), and a module of its own, so `npm run bench:web` can
 * weigh it.
 */
export function AccountLabel(): string {
  return useSignedInHint() ? "Account" : "Sign in";
}
