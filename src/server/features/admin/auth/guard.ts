/** The server-side check on every /api/admin route but login: a live bearer token, or 401. */
import type { RequestHandler, Response } from "express";
import type { Db } from "../../../db/client";
import { HttpError } from "../../../http/errors";
import { findLiveSession } from "./sessions.repo";

export type AdminActor = { sessionId: number; userId: number; username: string; expiresAt: Date; ip: string | null };

const unauthorized = (message: string) =>
  new HttpError(401, message, undefined, { "WWW-Authenticate": 'Bearer realm="admin"' });

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_\-.~+/=]{16,200})\s*$/i.exec(header ?? "");
  return match ? match[1]! : null;
}

export function requireAdmin(db: Db): RequestHandler {
  return async (req, res, next) => {
    try {
      const token = bearerToken(req.get("authorization"));
      if (!token) throw unauthorized("Please sign in to the admin.");
      const session = await findLiveSession(db, token);
      if (!session) throw unauthorized("Your admin session has ended. Please sign in again.");
      const actor: AdminActor = { ...session, ip: req.ip ?? null };
      res.locals.admin = actor;
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** Who is signed in (set by `requireAdmin`). */
export function actorOf(res: Response): AdminActor {
  const actor = res.locals.admin as AdminActor | undefined;
  if (!actor) throw unauthorized("Please sign in to the admin.");
  return actor;
}
