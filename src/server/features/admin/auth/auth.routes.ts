import type { Router } from "express";
import { LoginInput } from "@domain/admin/auth";
import type { AdminMe, AdminSession, AdminSessionInfo } from "@domain/admin/types";
import { HttpError, parseInput } from "../../../http/errors";
import type { Services } from "../../../services";
import { recordAudit } from "../audit";
import { actorOf, requireAdmin } from "./guard";
import { deviceCookieHeader, deviceTokenOf } from "./devices";
import { signIn } from "./login.service";
import { liveSessions, revokeSession, revokeUserSession } from "./sessions.repo";

/** `POST /login` (open), then the guard for everything after it, then logout, me and the sessions. */
export function registerAuthRoutes(router: Router, { db, devices }: Services): void {
  router.post("/login", async (req, res) => {
    const input = parseInput(LoginInput, req.body);
    const signedIn = await signIn(db, devices, input, {
      ip: req.ip ?? "unknown",
      userAgent: req.get("user-agent") ?? null,
      deviceToken: deviceTokenOf(req.get("cookie")),
    });
    // The browser that signed in is recognised next time, however its address looks (decision 031).
    res.setHeader("Set-Cookie", deviceCookieHeader(signedIn.deviceToken, req.secure));
    const session: AdminSession = {
      token: signedIn.token,
      expiresAt: signedIn.expiresAt,
      username: signedIn.username,
    };
    res.json(session);
  });

  router.use(requireAdmin(db));

  router.post("/logout", async (_req, res) => {
    await revokeSession(db, actorOf(res).sessionId);
    res.status(204).end();
  });

  router.get("/me", (_req, res) => {
    const actor = actorOf(res);
    const me: AdminMe = { username: actor.username, expiresAt: actor.expiresAt.toISOString() };
    res.json(me);
  });

  /** Every session of this account that still signs in (decision 035). */
  router.get("/sessions", async (_req, res) => {
    const actor = actorOf(res);
    const sessions: AdminSessionInfo[] = (await liveSessions(db, actor.userId)).map((row) => ({
      id: row.id,
      ip: row.ip,
      userAgent: row.userAgent,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      current: row.id === actor.sessionId,
    }));
    res.json({ sessions });
  });

  /** Ends one session of this account (another browser, a lost laptop); at once, in every process. */
  router.delete("/sessions/:id", async (req, res) => {
    const actor = actorOf(res);
    const id = Number(req.params.id);
    if (!Number.isSafeInteger(id) || id <= 0) throw new HttpError(404, "No such session");
    if (!(await revokeUserSession(db, actor.userId, id))) throw new HttpError(404, "No such session");
    await recordAudit(db, actor, { action: "session.end", entityType: "admin-session", entityId: String(id) });
    res.status(204).end();
  });
}
