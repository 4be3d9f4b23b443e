/**
 * Issue 14, finding 7 and the owner's lock-out (finding 3): rotating the admin credentials takes effect
 * at once — a new ADMIN_PASSWORD ends every session, a new ADMIN_USERNAME disables the old account —
 * the owner sees and ends live sessions, and a browser that signed in before cannot be locked out by
 * guesses, however the attacker appears.
 */
import { beforeAll, expect, it } from "vitest";
import { INVALID_CREDENTIALS } from "@domain/admin/auth";
import { ensureAdmin } from "../../src/server/features/admin/admin.bootstrap";
import { rateLimits } from "../../src/server/db/schema";
import { adminClient, signInAdmin, TEST_ADMIN } from "../support/admin";
import { eachDatabase, type TestApp } from "../support/test-app";

async function login(app: TestApp, body: unknown, headers: Record<string, string> = {}) {
  return app.api("/api/admin/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

eachDatabase(
  "Admin credentials and sessions",
  (app) => {
    beforeAll(async () => {
      await ensureAdmin(app().services.db, TEST_ADMIN);
    });

    it("ends every session when ADMIN_PASSWORD changes, and signs in only with the new one", async () => {
      const before = await signInAdmin(app());
      expect((await before.get("/me")).status).toBe(200);
      const rotated = { ...TEST_ADMIN, password: "a-brand-new-password-2026" };
      await ensureAdmin(app().services.db, rotated); // what the next start does with the new setting
      expect((await before.get("/me")).status).toBe(401);
      expect((await login(app(), TEST_ADMIN)).status).toBe(401);
      expect((await login(app(), rotated)).status).toBe(200);
      await ensureAdmin(app().services.db, TEST_ADMIN);
    });

    it("disables the old account when ADMIN_USERNAME changes: its sessions end and it signs in no more", async () => {
      const owner = await signInAdmin(app());
      const founder = { username: "founder", password: "filter-kaapi-at-dawn" };
      await ensureAdmin(app().services.db, founder);
      expect((await owner.get("/me")).status).toBe(401);
      const old = await login(app(), TEST_ADMIN);
      expect(old.status).toBe(401);
      expect(await old.json()).toEqual({ message: INVALID_CREDENTIALS });
      expect((await login(app(), founder)).status).toBe(200);
      // Back to the owner: the founder account is the one disabled now.
      await ensureAdmin(app().services.db, TEST_ADMIN);
      expect((await login(app(), founder)).status).toBe(401);
    });

    it("lists the account's live sessions and ends one of them at once", async () => {
      const laptop = await signInAdmin(app(), TEST_ADMIN, { "User-Agent": "Mozilla/5.0 (Macintosh) Safari/605" });
      const phone = await signInAdmin(app(), TEST_ADMIN, {
        "User-Agent": "Mozilla/5.0 (Linux; Android 14) Chrome/130",
      });
      const { sessions } = await laptop.json<{ sessions: { id: number; current: boolean; userAgent: string }[] }>(
        laptop.get("/sessions"),
      );
      const mine = sessions.filter((s) => s.current);
      expect(mine).toHaveLength(1);
      expect(mine[0]!.userAgent).toContain("Macintosh");
      const other = sessions.find((s) => s.userAgent?.includes("Android"))!;
      expect((await laptop.del(`/sessions/${other.id}`)).status).toBe(204);
      expect((await phone.get("/me")).status).toBe(401);
      expect((await laptop.get("/me")).status).toBe(200);
      expect((await laptop.del(`/sessions/${other.id}`)).status).toBe(404);
      expect((await laptop.del("/sessions/abc")).status).toBe(404);
      const after = await laptop.json<{ sessions: { id: number }[] }>(laptop.get("/sessions"));
      expect(after.sessions.map((s) => s.id)).not.toContain(other.id);
    });

    it("lets the owner's browser in however many guesses came 'from' the owner's address", async () => {
      await app().services.db.delete(rateLimits);
      const usual = { "X-Forwarded-For": "203.0.113.80" };
      const first = await login(app(), TEST_ADMIN, usual);
      expect(first.status).toBe(200);
      const cookie = first.headers.get("set-cookie")!;
      expect(cookie).toMatch(
        /^bb_admin_device=[^;]+; Path=\/api\/admin\/login; Max-Age=\d+; HttpOnly; SameSite=Strict/,
      );
      const device = cookie.split(";")[0]!;
      // TRUST_PROXY as a hop count with the port open: an attacker writes the owner's address.
      for (let i = 0; i < 25; i++) await login(app(), { username: TEST_ADMIN.username, password: `guess-${i}` }, usual);
      expect((await login(app(), TEST_ADMIN, usual)).status).toBe(429);
      expect((await login(app(), TEST_ADMIN, { ...usual, Cookie: device })).status).toBe(200);
      // A forged or foreign device cookie is no cookie at all.
      const forged = device.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
      expect((await login(app(), TEST_ADMIN, { ...usual, Cookie: forged })).status).toBe(429);
      const token = (await (await login(app(), TEST_ADMIN, { ...usual, Cookie: device })).json()).token;
      expect((await adminClient(app(), token).get("/me")).status).toBe(200);
    }, 60_000);
  },
  { TRUST_PROXY: "1" },
);
