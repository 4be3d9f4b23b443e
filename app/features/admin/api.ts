/**
 * The admin's own client for `/api/admin`: every call carries the bearer token from this panel's
 * session; `apiRequest` (app/lib/api) raises `ApiError` ("{status}: {body}") on any non-OK answer.
 */
import { ApiError, apiRequest } from "~/lib/api";
import { readAdminToken } from "./session";

const BASE = "/api/admin";

function authHeaders(): Record<string, string> {
  const token = readAdminToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

const call = <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  apiRequest<T>(method, `${BASE}${path}`, body, { headers: { ...headers, ...authHeaders() } });

export const adminApi = {
  get: <T>(path: string) => call<T>("GET", path),
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
    call<T>("POST", path, body ?? {}, headers),
  put: <T>(path: string, body: unknown) => call<T>("PUT", path, body),
  patch: <T>(path: string, body: unknown) => call<T>("PATCH", path, body),
  delete: <T>(path: string) => call<T>("DELETE", path),
};

/** Sends one image as multipart form data; the server checks its type and size and answers its URL. */
export async function uploadImage(file: File): Promise<{ url: string }> {
  const body = new FormData();
  body.append("file", file);
  const response = await fetch(`${BASE}/uploads`, {
    method: "POST",
    credentials: "include",
    headers: authHeaders(),
    body,
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return (await response.json()) as { url: string };
}

/** One page of a long list (orders): its rows and the whole list's length, from `X-Total-Count`. */
export async function getPage<T>(path: string): Promise<{ rows: T[]; total: number }> {
  const response = await fetch(`${BASE}${path}`, { credentials: "include", headers: authHeaders() });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  const rows = (await response.json()) as T[];
  const total = Number(response.headers.get("X-Total-Count"));
  return { rows, total: Number.isInteger(total) && total >= rows.length ? total : rows.length };
}

/** Fetches a CSV export with the bearer token (a plain link could not send it) and saves it. */
/**
 * Downloads an export under the name the server gives it (Content-Disposition: the date in India, as the
 * rows are), or `fallback` if it gives none.
 */
export async function downloadCsv(path: string, fallback: string): Promise<void> {
  const response = await fetch(`${BASE}${path}`, { credentials: "include", headers: authHeaders() });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  const named = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = named ?? fallback;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export type { AdminMe } from "@domain/admin/types";
