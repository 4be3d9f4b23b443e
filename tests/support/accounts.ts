/** Helpers for the account suites: a shopper's browser (cookies and Origin), the mailed code, signing in. */
import { and, desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { mailOutbox } from "../../src/server/db/schema";
import type { TestApp } from "./test-app";

let shoppers = 0;
export const newEmail = () => `kavya.${++shoppers}.${Math.random().toString(36).slice(2, 7)}@example.com`;

/** A browser of one shopper: keeps the cookies the app sets and sends this app's Origin on writes. */
export function browser(app: () => TestApp) {
  const jar = new Map<string, string>();
  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await app().api(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(method === "GET" ? {} : { Origin: app().baseUrl }),
        ...(jar.size ? { Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, value] = pair!.split("=") as [string, string];
      if (/Expires=Thu, 01 Jan 1970/.test(line) || value === "") jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  }
  return { call, jar };
}

export async function latestCode(app: TestApp, email: string): Promise<string> {
  const [mail] = await app.services.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, "account-sign-in-code")))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return /Your code: (\d{6})/.exec(mail!.text)![1]!;
}

/** A browser signed in as `email` with the code mailed to it. */
export async function signedIn(app: () => TestApp, email = newEmail()) {
  const b = browser(app);
  expect((await b.call("POST", "/api/account/code", { email })).status).toBe(202);
  const res = await b.call("POST", "/api/account/sign-in", { email, code: await latestCode(app(), email) });
  expect(res.status).toBe(200);
  return { b, email };
}
