/**
 * Secrets generated once per installation and kept in the database (`app_meta`), so every process
 * on one database agrees on them and they survive restarts: the sandbox payment secret when
 * PAYMENT_SECRET is unset, the key that signs unsubscribe links, and so on.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Executor } from "./db/client";
import { appMeta } from "./db/schema";

export async function getOrCreateSecret(db: Executor, name: string): Promise<string> {
  const key = `secret:${name}`;
  // Two processes starting together may both try; the first insert wins and both read it back.
  await db
    .insert(appMeta)
    .values({ key, value: randomBytes(32).toString("hex") })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return row!.value;
}
