/**
 * The cookie that only tells the header whether to say "Account" or "Sign in". It holds no secret
 * (the session is the httpOnly cookie); a stale one just shows "Account" on a page that asks to sign in.
 */
export const SIGNED_IN_HINT_COOKIE = "bb_signed_in";
export const SESSION_COOKIE = "bb_session";

export function hasSignedInHint(cookieHeader: string): boolean {
  return cookieHeader.split(";").some((part) => part.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);
}
