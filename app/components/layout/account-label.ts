import { hasSignedInHint } from "@domain/account-hint";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The header's account link says "Sign in", or "Account" once signed in: a plain link to /account. The
 * page is the same for everyone (it is cached), so the word comes from a cookie without a secret, read
 * after hydration (decision 095). A module of its own, so `npm run bench:web` can weigh it (issue 22).
 */
export function useAccountLabel(): string {
  const hydrated = useHydrated();
  return hydrated && hasSignedInHint(document.cookie) ? "Account" : "Sign in";
}

/**
 * The label as a component of its own: "hydrated" turns true right after hydration, and React renders what
 * reads it again at once and in one piece, so only these words should read it, not the whole header
 * (issue 22: that render was a long task on every page).
 */
export function AccountLabel(): string {
  return useAccountLabel();
}
