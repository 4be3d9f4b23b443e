/**
 * `/api/account/*` (decision 095): ask for a code, sign in with it (sets the session cookie), read the
 * account, keep addresses, choose the newsletter, sign out here or everywhere, delete it all. Every
 * write passes the cross-site guard; every read and write past sign-in needs a live session.
 */
import { Router, type Request } from "express";
import {
  ACCOUNT_DELETED,
  ADDRESS_NOT_FOUND,
  DELETE_CONFIRM_MISMATCH,
  DeleteAccountInput,
  MAX_SAVED_ADDRESSES,
  NewsletterChoiceInput,
  SavedAddressInput,
  SIGN_IN_NEEDED,
  SignInCodeInput,
  SignInEmailInput,
  signInCodeSentMessage,
  TOO_MANY_ADDRESSES,
} from "@domain/accounts";
import type { Db } from "../../db/client";
import { HttpError, parseInput } from "../../http/errors";
import { hitRateLimit, rateLimit, tooManyRequests, type RateRule } from "../../http/rate-limit";
import { countAddresses, removeAddress } from "./accounts.repo";
import type { AccountsService } from "./accounts.service";
import { clearSessionCookies, readSessionCookie, sameOriginWrites, setSessionCookies } from "./session-cookie";
import { findShopperSession, revokeAccountSessions, revokeShopperSession, type ShopperSession } from "./sessions.repo";

const MINUTE = 60_000;
export const ACCOUNT_LIMITS = {
  codeFromAddress: { name: "account-code-ip", limit: 10, windowMs: 10 * MINUTE },
  codeToEmailHour: { name: "account-code-email", limit: 5, windowMs: 60 * MINUTE },
  codeToEmailDay: { name: "account-code-email-day", limit: 10, windowMs: 24 * 60 * MINUTE },
  signInFromAddress: { name: "account-sign-in-ip", limit: 30, windowMs: 10 * MINUTE },
} satisfies Record<string, RateRule>;

export const TOO_MANY_CODES = "Too many codes for this e-mail. Please use the last one we sent, or try again later.";

async function sessionOf(db: Db, req: Request): Promise<ShopperSession> {
  const token = readSessionCookie(req);
  const session = token ? await findShopperSession(db, token) : undefined;
  if (!session) throw new HttpError(401, SIGN_IN_NEEDED);
  return session;
}

export function accountsRoutes(db: Db, accounts: AccountsService, siteUrl: string | undefined): Router {
  const router = Router();
  router.use("/account", sameOriginWrites(siteUrl), (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  router.post("/account/code", rateLimit(db, ACCOUNT_LIMITS.codeFromAddress), async (req, res) => {
    const { email } = parseInput(SignInEmailInput, req.body);
    for (const rule of [ACCOUNT_LIMITS.codeToEmailHour, ACCOUNT_LIMITS.codeToEmailDay]) {
      const state = await hitRateLimit(db, rule, email);
      if (!state.allowed) throw tooManyRequests(state.retryAfterSeconds, TOO_MANY_CODES);
    }
    await accounts.sendCode(email);
    res.status(202).json({ success: true, message: signInCodeSentMessage(email) });
  });

  router.post("/account/sign-in", rateLimit(db, ACCOUNT_LIMITS.signInFromAddress), async (req, res) => {
    const { email, code } = parseInput(SignInCodeInput, req.body);
    const token = await accounts.signIn(email, code, req.get("user-agent") ?? null);
    setSessionCookies(req, res, token);
    res.json({ email });
  });

  router.post("/account/sign-out", async (req, res) => {
    const token = readSessionCookie(req);
    const session = token ? await findShopperSession(db, token) : undefined;
    if (session) await revokeShopperSession(db, session.sessionId);
    clearSessionCookies(req, res);
    res.status(204).end();
  });

  router.post("/account/sign-out-everywhere", async (req, res) => {
    const session = await sessionOf(db, req);
    const ended = await revokeAccountSessions(db, session.accountId);
    clearSessionCookies(req, res);
    res.json({ ended });
  });

  router.get("/account", async (req, res) => {
    const session = await sessionOf(db, req);
    res.json(await accounts.overview(session.accountId, session.email));
  });

  router.get("/account/addresses", async (req, res) => {
    const session = await sessionOf(db, req);
    res.json({ email: session.email, addresses: await accounts.addresses(session.accountId) });
  });

  router.post("/account/addresses", async (req, res) => {
    const session = await sessionOf(db, req);
    const input = parseInput(SavedAddressInput, req.body);
    if ((await countAddresses(db, session.accountId)) >= MAX_SAVED_ADDRESSES)
      throw new HttpError(409, TOO_MANY_ADDRESSES);
    res.status(201).json(await accounts.addAddress(session.accountId, input));
  });

  router.delete("/account/addresses/:id", async (req, res) => {
    const session = await sessionOf(db, req);
    const id = Number(req.params.id);
    const removed =
      Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 && (await removeAddress(db, session.accountId, id));
    if (!removed) throw new HttpError(404, ADDRESS_NOT_FOUND);
    res.status(204).end();
  });

  router.put("/account/newsletter", async (req, res) => {
    const session = await sessionOf(db, req);
    const { subscribed } = parseInput(NewsletterChoiceInput, req.body);
    await accounts.setNewsletter(session.email, subscribed);
    res.json({ newsletter: subscribed });
  });

  router.delete("/account", async (req, res) => {
    const session = await sessionOf(db, req);
    const { confirmEmail } = parseInput(DeleteAccountInput, req.body ?? {});
    if (confirmEmail !== session.email)
      throw new HttpError(400, DELETE_CONFIRM_MISMATCH, { confirmEmail: DELETE_CONFIRM_MISMATCH });
    const result = await accounts.deleteAccount(session.accountId, session.email);
    clearSessionCookies(req, res);
    res.json({
      message: ACCOUNT_DELETED,
      ordersKept: result.orders,
      subscriptionsCancelled: result.subscriptionsCancelled,
    });
  });

  return router;
}
