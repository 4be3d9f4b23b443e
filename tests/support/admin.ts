/**
 * Signing in to the admin API in tests, and calling it with the token: the same
 * `POST /api/admin/login` the panel and outside checks use.
 */
import { ensureAdmin } from "../../src/server/features/admin/admin.bootstrap";
import type { TestApp } from "./test-app";

export const TEST_ADMIN = { username: "owner", password: "kaapi-test-password-2026" };

export type AdminClient = {
  token: string;
  call: (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Response>;
  get: (path: string) => Promise<Response>;
  post: (path: string, body?: unknown) => Promise<Response>;
  put: (path: string, body: unknown) => Promise<Response>;
  patch: (path: string, body: unknown) => Promise<Response>;
  del: (path: string) => Promise<Response>;
  /** Reads a JSON answer and fails with its body when the status is not `status`. */
  json: <T = any>(response: Promise<Response> | Response, status?: number) => Promise<T>;
};

/** Creates the admin account when missing and signs in; every call carries the bearer token. */
export async function signInAdmin(
  app: TestApp,
  credentials = TEST_ADMIN,
  headers: Record<string, string> = {},
): Promise<AdminClient> {
  await ensureAdmin(app.services.db, credentials);
  const response = await app.api("/api/admin/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 200) throw new Error(`admin login answered ${response.status}: ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return adminClient(app, token);
}

/** Calls as the admin with `token`, through any app that can fetch (a test app, or the e2e server). */
export function adminClient(app: Pick<TestApp, "api">, token: string): AdminClient {
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    app.api(path.startsWith("/api") ? path : `/api/admin${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    token,
    call,
    get: (path) => call("GET", path),
    post: (path, body) => call("POST", path, body),
    put: (path, body) => call("PUT", path, body),
    patch: (path, body) => call("PATCH", path, body),
    del: (path) => call("DELETE", path),
    async json(response, status = 200) {
      const r = await response;
      const text = await r.text();
      if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${text}`);
      return text ? JSON.parse(text) : undefined;
    },
  };
}
