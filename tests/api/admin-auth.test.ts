import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSessions } from "../../src/server/db/schema";
import { adminRouteTable, adminRoutes } from "../../src/server/features/admin/admin.routes";
import { LOGIN_PER_ADDRESS, LOGIN_PER_NAME } from "../../src/server/features/admin/auth/login.service";
import { hitRateLimit, peekRateLimit } from "../../src/server/http/rate-limit";
import { adminClient, signInAdmin, TEST_ADMIN } from "../support/admin";
import { availableDatabases, eachDatabase, startSecondApp, startTestApp, type TestApp } from "../support/test-app";

const PROXIED = { TRUST_PROXY: "1" };
const from = (ip: string) => ({ "X-Forwarded-For": ip });

async function login(app: TestApp, body: unknown, ip = "192.0.2.1") {
  return app.api("/api/admin/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...from(ip) },
    body: JSON.stringify(body),
  });
}

/** Every route of the admin router with its parameters filled in. */
function everyRoute(app: TestApp) {
  const routes = adminRouteTable(adminRoutes(app.services)).filter((r) => r.path !== "/login");
  return routes.map((r) => ({
    method: r.method,
    path: `/api/admin${r.path.replace(":section", "hero").replace(":kind", "stories").replace(/:\w+/g, "1")}`,
  }));
}

async function statusesWith(app: TestApp, authorization: string | undefined) {
  const answers = [];
  for (const route of everyRoute(app)) {
    const response = await app.api(route.path, {
      method: route.method,
      headers: { "Content-Type": "application/json", ...(authorization ? { Authorization: authorization } : {}) },
      body: ["GET", "HEAD", "DELETE"].includes(route.method) ? undefined : "{}",
    });
    answers.push(`${route.method} ${route.path} ${response.status}`);
  }
  return answers;
}

eachDatabase(
  "Admin sign-in and the guard",
  (app) => {
    beforeAll(async () => {
      const { ensureAdmin } = await import("../../src/server/features/admin/admin.bootstrap");
      await ensureAdmin(app().services.db, TEST_ADMIN);
    });

    it("lists the admin routes it guards (none forgotten)", () => {
      const paths = everyRoute(app()).map((r) => `${r.method} ${r.path}`);
      expect(paths.length).toBeGreaterThan(50);
      for (const expected of [
        "GET /api/admin/orders",
        "PATCH /api/admin/orders/1",
        "POST /api/admin/uploads",
        "PUT /api/admin/seo",
        "DELETE /api/admin/moods/1",
        "GET /api/admin/dashboard",
      ])
        expect(paths).toContain(expected);
    });

    it("answers 400 for missing fields and 401 with the form's message for wrong ones", async () => {
      const missing = await login(app(), {});
      expect(missing.status).toBe(400);
      expect((await missing.json()).errors).toEqual({
        username: "Username is required",
        password: "Password is required",
      });
      for (const body of [
        { username: TEST_ADMIN.username, password: "wrong-password" },
        { username: "nobody", password: TEST_ADMIN.password },
      ]) {
        const response = await login(app(), body, "192.0.2.50");
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ message: "Invalid credentials. Please try again." });
      }
    });

    it("gives a 256-bit token that is stored only as a hash, with an expiry", async () => {
      const response = await login(app(), TEST_ADMIN);
      expect(response.status).toBe(200);
      const session = await response.json();
      expect(session.username).toBe("owner");
      expect(Buffer.from(session.token, "base64url").length).toBeGreaterThanOrEqual(16);
      expect(new Date(session.expiresAt).getTime()).toBeGreaterThan(Date.now() + 11 * 3600_000);
      const rows = await app().services.db.select().from(adminSessions);
      expect(rows.some((row) => row.tokenHash.includes(session.token))).toBe(false);
      expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
      const me = await adminClient(app(), session.token).get("/me");
      expect(await me.json()).toMatchObject({ username: "owner" });
    });

    it("refuses every admin route without a token, with a made-up token, after logout, and once expired", async () => {
      const none = await statusesWith(app(), undefined);
      expect(none.filter((line) => !line.endsWith(" 401"))).toEqual([]);
      const madeUp = await statusesWith(app(), "Bearer bWFkZS11cC10b2tlbi10aGF0LWlzLWxvbmctZW5vdWdo");
      expect(madeUp.filter((line) => !line.endsWith(" 401"))).toEqual([]);

      const admin = await signInAdmin(app());
      expect((await admin.get("/products")).status).toBe(200);
      expect((await admin.post("/logout")).status).toBe(204);
      const revoked = await statusesWith(app(), `Bearer ${admin.token}`);
      expect(revoked.filter((line) => !line.endsWith(" 401"))).toEqual([]);

      const other = await signInAdmin(app());
      await app()
        .services.db.update(adminSessions)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(sql`revoked_at is null`);
      expect((await other.get("/dashboard")).status).toBe(401);
    });

    it("hides unknown admin paths behind the guard too", async () => {
      expect((await app().api("/api/admin/nothing-here")).status).toBe(401);
      const admin = await signInAdmin(app());
      expect((await admin.get("/nothing-here")).status).toBe(404);
    });

    it("limits guesses per name and address without locking the owner out elsewhere", { timeout: 60_000 }, async () => {
      const attacker = "198.51.100.7";
      for (let i = 0; i < 5; i++)
        expect((await login(app(), { username: "owner", password: `guess-${i}` }, attacker)).status).toBe(401);
      const limited = await login(app(), TEST_ADMIN, attacker);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await login(app(), TEST_ADMIN, "198.51.100.8")).status).toBe(200);
    });

    it("limits an address guessing many names, and only that address", async () => {
      const guesser = "198.51.100.20";
      // Three real guesses at three names count against the address…
      for (let i = 0; i < 3; i++)
        expect((await login(app(), { username: `user${i}`, password: "x" }, guesser)).status).toBe(401);
      expect((await peekRateLimit(app().services.db, LOGIN_PER_ADDRESS, guesser)).hits).toBe(3);
      // …and the rest of the window's allowance is spent without 17 more half-second hashes.
      for (let i = 3; i < LOGIN_PER_ADDRESS.limit; i++)
        await hitRateLimit(app().services.db, LOGIN_PER_ADDRESS, guesser);
      expect((await login(app(), { username: "user99", password: "x" }, guesser)).status).toBe(429);
      expect((await login(app(), TEST_ADMIN, guesser)).status).toBe(429);
      expect((await login(app(), TEST_ADMIN, "198.51.100.21")).status).toBe(200);
    });

    it("slows a spread-out attack on the name but never from the owner's usual address", async () => {
      const usual = "203.0.113.50";
      expect((await login(app(), TEST_ADMIN, usual)).status).toBe(200);
      for (let i = 0; i < LOGIN_PER_NAME.limit; i++) await hitRateLimit(app().services.db, LOGIN_PER_NAME, "owner");
      expect((await login(app(), TEST_ADMIN, "203.0.113.51")).status).toBe(429);
      expect((await login(app(), TEST_ADMIN, usual)).status).toBe(200);
    });

    it("prunes sessions that ended over 30 days after they began, keeping recent ones", async () => {
      const db = app().services.db;
      const [user] = await db
        .execute(sql`select id from admin_users where username = 'owner'`)
        .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
      const [old] = await db
        .insert(adminSessions)
        .values({
          userId: user!.id,
          tokenHash: "a".repeat(64),
          ip: "192.0.2.200",
          expiresAt: sql`now() - interval '40 days'`,
          createdAt: sql`now() - interval '41 days'` as never,
        })
        .returning();
      const before = (await db.select().from(adminSessions)).length;
      expect(await app().services.jobs.runNow("admin-sessions")).toBe(true);
      const after = await db.select().from(adminSessions);
      expect(after.some((row) => row.id === old!.id)).toBe(false);
      expect(after.length).toBe(before - 1);
    });

    it("records the address each session came from (what makes an address usual)", async () => {
      const [row] = await app()
        .services.db.select()
        .from(adminSessions)
        .orderBy(sql`id desc`)
        .limit(1);
      expect(row?.ip).toBe("203.0.113.50");
    });
  },
  PROXIED,
);

describe.runIf(availableDatabases().includes("postgres"))(
  "Login limits shared by two app processes on one PostgreSQL",
  () => {
    let first: TestApp;
    let second: TestApp;
    beforeAll(async () => {
      first = await startTestApp("postgres", PROXIED);
      second = await startSecondApp(first, PROXIED);
      const { ensureAdmin } = await import("../../src/server/features/admin/admin.bootstrap");
      await ensureAdmin(first.services.db, TEST_ADMIN);
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    it("counts guesses made through either process", { timeout: 60_000 }, async () => {
      const attacker = "198.51.100.99";
      for (let i = 0; i < 5; i++)
        expect(
          (await login(i % 2 === 0 ? first : second, { username: "owner", password: `guess-${i}` }, attacker)).status,
        ).toBe(401);
      expect((await login(first, TEST_ADMIN, attacker)).status).toBe(429);
      expect((await login(second, TEST_ADMIN, attacker)).status).toBe(429);
      const fromHome = await login(second, TEST_ADMIN, "198.51.100.100");
      expect(fromHome.status).toBe(200);
      const { token } = await fromHome.json();
      expect((await adminClient(first, token).get("/me")).status).toBe(200);
      expect((await adminClient(first, token).post("/logout")).status).toBe(204);
      expect((await adminClient(second, token).get("/me")).status).toBe(401);
    });
  },
);
