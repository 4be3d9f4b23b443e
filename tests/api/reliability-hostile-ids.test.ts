/**
 * Issue 10, "hard to break": SQL injection, path traversal and broken encodings in every id, slug
 * and search of the API (public and admin) and in uploaded-file paths. Never a 5xx; an id that names
 * nothing is a 400 or 404 with a message; nothing is deleted or changed; no file outside the
 * uploads folder is served.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, expect, it } from "vitest";
import { adminRoutes, adminRouteTable } from "../../src/server/features/admin/admin.routes";
import { uploadsDir } from "../../src/server/features/admin/uploads/storage";
import { TEST_ADMIN, signInAdmin, type AdminClient } from "../support/admin";
import { placeOrder } from "../support/checkout";
import { fingerprinter, publicTables, type Fingerprint } from "../support/database-fingerprint";
import { HOSTILE_SEGMENTS } from "../support/junk";
import { freshAddress } from "../support/junk-targets";
import { rawRequest } from "../support/raw-http";
import { eachDatabase, type TestApp } from "../support/test-app";

/** Public paths with ids, each a function of the hostile segment. */
const PUBLIC_ID_PATHS: [string, (id: string) => string][] = [
  ["GET /api/products/:idOrSlug", (id) => `/api/products/${id}`],
  ["GET /api/moods/:idOrSlug", (id) => `/api/moods/${id}`],
  ["GET /api/moods/:idOrSlug/coffees", (id) => `/api/moods/${id}/coffees`],
  ["GET /api/blogs/:slug", (id) => `/api/blogs/${id}`],
  ["POST /api/blogs/:slug/views", (id) => `/api/blogs/${id}/views`],
  ["GET /api/orders/:orderNumber", (id) => `/api/orders/${id}`],
  ["GET /api/pincodes/:pincode", (id) => `/api/pincodes/${id}`],
];

/** Searches and filters: a hostile value must be refused or match nothing, never reach SQL as code. */
const QUERY_PATHS = [
  (v: string) => `/api/cafes?feature=${v}&lat=${v}&lng=${v}`,
  (v: string) => `/api/newsletter/unsubscribe?token=${v}`,
  (v: string) => `/api/admin/orders?q=${v}&status=${v}&limit=${v}&offset=${v}`,
  (v: string) => `/api/admin/orders?q=${v}`,
  (v: string) => `/api/admin/orders/export.csv?q=${v}`,
  (v: string) => `/api/admin/stock/movements?productId=${v}&limit=${v}`,
  (v: string) => `/api/admin/audit?entityType=${v}&entityId=${v}&limit=${v}`,
  (v: string) => `/api/admin/outbox?status=${v}`,
  (v: string) => `/api/admin/cafes?status=${v}`,
];

/** Every admin route with a path parameter, one call per parameter with the others real. */
function adminIdPaths(
  app: TestApp,
  real: Record<string, string>,
): { route: string; method: string; path: (id: string) => string }[] {
  return adminRouteTable(adminRoutes(app.services))
    .filter((r) => r.path.includes(":"))
    .flatMap((r) =>
      [...r.path.matchAll(/:(\w+)/g)].map(([, param]) => ({
        route: `${r.method} /api/admin${r.path} (${param} hostile)`,
        method: r.method,
        path: (id: string) =>
          `/api/admin${r.path.replace(/:(\w+)/g, (_m, name: string) => (name === param ? id : real[name]!))}`,
      })),
    );
}

async function expectNamesNothing(
  app: TestApp,
  method: string,
  path: string,
  headers: Record<string, string>,
  allowed = [400, 404],
) {
  const body =
    method === "GET" || method === "DELETE"
      ? undefined
      : JSON.stringify({ name: "x", isActive: true, delta: 1, status: "approved", handled: true });
  const answer = await rawRequest(app.baseUrl, path, {
    method,
    headers: { ...freshAddress(), ...headers, ...(body ? { "Content-Type": "application/json" } : {}) },
    body,
  });
  const what = `${method} ${path.slice(0, 160)} → ${answer.status} ${answer.text.slice(0, 200)}`;
  expect(allowed, what).toContain(answer.status);
  expect(JSON.parse(answer.text), what).toMatchObject({ message: expect.stringMatching(/\S/) });
}

eachDatabase(
  "Hostile ids, slugs and searches",
  (app) => {
    let admin: AdminClient;
    let fingerprint: () => Promise<Fingerprint>;
    let before: Fingerprint;
    let tablesBefore: string[];
    let orderToken: string;

    beforeAll(async () => {
      admin = await signInAdmin(app(), TEST_ADMIN, freshAddress());
      orderToken = (await placeOrder(app(), 2)).accessToken;
      fingerprint = await fingerprinter(app().services.db);
      tablesBefore = await publicTables(app().services.db);
      before = await fingerprint();
    });

    it("answers a hostile id in every public path with 400 or 404 and a message", async () => {
      for (const [route, path] of PUBLIC_ID_PATHS) {
        for (const id of HOSTILE_SEGMENTS)
          await expectNamesNothing(app(), route.split(" ")[0]!, path(id), { "X-Order-Token": orderToken });
      }
    });

    it("refuses a hostile placeholder size, or draws one it can read as a number", async () => {
      for (const id of HOSTILE_SEGMENTS) {
        for (const path of [`/api/placeholder/${id}/100`, `/api/placeholder/100/${id}`]) {
          const answer = await rawRequest(app().baseUrl, path);
          // "1e3" and "0x10" are numbers JavaScript reads (1000 and 16): drawing those is right.
          const size = Number(id);
          const expected = Number.isInteger(size) && size >= 1 && size <= 4000 ? [200] : [400, 404];
          expect(expected, `${path.slice(0, 120)} → ${answer.status} ${answer.text.slice(0, 200)}`).toContain(
            answer.status,
          );
        }
      }
    });

    it("answers a hostile id in every admin path with 400 or 404 and a message", { timeout: 90_000 }, async () => {
      const real = { id: "1", productId: "1", section: "hero", kind: "stories" };
      const routes = adminIdPaths(app(), real);
      expect(routes.length).toBeGreaterThan(20);
      for (const route of routes) {
        for (const id of HOSTILE_SEGMENTS)
          await expectNamesNothing(app(), route.method, route.path(id), { Authorization: `Bearer ${admin.token}` });
      }
    });

    it("answers hostile searches and filters without a server error, and an injected search matches nothing", async () => {
      for (const path of QUERY_PATHS) {
        for (const value of HOSTILE_SEGMENTS) {
          const answer = await rawRequest(app().baseUrl, path(value), {
            headers: { Authorization: `Bearer ${admin.token}`, Accept: "application/json" },
          });
          expect(answer.status, `${path(value).slice(0, 160)} → ${answer.text.slice(0, 200)}`).toBeLessThan(500);
        }
      }
      const injected = await admin.get(`/orders?q=${encodeURIComponent("' OR '1'='1")}`);
      expect(injected.status).toBe(200);
      expect(await injected.json()).toEqual([]);
      expect(injected.headers.get("x-total-count")).toBe("0");
    });

    it("serves nothing outside the uploads folder", async () => {
      const dataDir = app().services.config.dataDir;
      await mkdir(uploadsDir(app().services.config), { recursive: true });
      await writeFile(path.join(dataDir, "canary.txt"), "SECRET-CANARY");
      for (const sneaky of [
        "..%2fcanary.txt",
        "%2e%2e/canary.txt",
        "%2e%2e%2fcanary.txt",
        "..%5ccanary.txt",
        "....//canary.txt",
        "%252e%252e%252fcanary.txt",
        "%c0%ae%c0%ae/canary.txt",
        "..;/canary.txt",
        "../canary.txt",
        "/../canary.txt",
        "..%00/canary.txt",
      ]) {
        const answer = await rawRequest(app().baseUrl, `/uploads/${sneaky}`);
        expect(answer.status, `/uploads/${sneaky}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `/uploads/${sneaky}`).toBeLessThan(500);
        expect(answer.text).not.toContain("SECRET-CANARY");
      }
    });

    it("leaves the database as it was: every table there, nothing added, changed or deleted", async () => {
      expect(await publicTables(app().services.db)).toEqual(tablesBefore);
      expect(await fingerprint()).toEqual(before);
      expect((await app().api("/api/health")).status).toBe(200);
    });
  },
  { TRUST_PROXY: "1" },
);
