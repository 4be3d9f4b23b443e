import type { Router } from "express";
import { LoginInput } from "@domain/admin/auth";
import type { AdminMe, AdminSession } from "@domain/admin/types";
import { parseInput } from "../../../http/errors";
import type { Services } from "../../../services";
import { actorOf, requireAdmin } from "./guard";
import { signIn } from "./login.service";
import { revokeSession } from "./sessions.repo";

/** `POST /login` (open), then the guard for everything after it, then logout and me. */
export function registerAuthRoutes(router: Router, { db }: Services): void {
  router.post("/login", async (req, res) => {
    const input = parseInput(LoginInput, req.body);
    const session: AdminSession = await signIn(db, input, { ip: req.ip ?? "unknown", userAgent: req.get("user-agent") ?? null });
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
}
