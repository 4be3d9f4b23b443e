/** The admin's bearer token, kept in localStorage under the key `admin-token`. */
import { ADMIN_TOKEN_KEY } from "@domain/admin/auth";

export function readAdminToken(): string | null {
  try {
    return window.localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeAdminToken(token: string): void {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
}

export function clearAdminToken(): void {
  try {
    window.localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Storage blocked: nothing was kept, so nothing to remove.
  }
}
