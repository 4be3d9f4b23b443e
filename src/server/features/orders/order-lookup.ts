/**
 * The guest lookup (decision 033): an order number and the e-mail it was placed with are not a secret
 * (numbers are sequential; e-mails are known), so they only ask for a one-time code, mailed to the
 * order's address; the code opens the order. The answer to the first step is the same whether or not
 * they match, so it reveals nothing; a code works once, for 15 minutes and 5 guesses.
 */
import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";
import { orderLookupCodes } from "../../db/schema";
import type { OutgoingMail } from "../../mail/outbox";
import { mayMail } from "../../mail/recipient-limit";
import { lookupCodeMail } from "./order-mail";
import { orderByNumberAndEmail } from "./orders.repo";

export const CODE_MINUTES = 15;
export const CODE_ATTEMPTS = 5;

const hashCode = (orderId: number, code: string) => createHash("sha256").update(`${orderId}:${code}`).digest("hex");

export type LookupDeps = {
  db: Db;
  mail: { enqueue(executor: Executor, mail: OutgoingMail): Promise<number>; kick(): void };
};

/** Mails a code when number and e-mail match an order; does nothing visible otherwise. */
export async function requestLookupCode(deps: LookupDeps, orderNumber: string, email: string): Promise<void> {
  const { db, mail } = deps;
  const order = await orderByNumberAndEmail(db, orderNumber, email);
  if (!order || !(await mayMail(db, order.customerEmail))) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await db.transaction(async (tx) => {
    // A new code replaces the ones before it.
    await tx
      .update(orderLookupCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(orderLookupCodes.orderId, order.id), isNull(orderLookupCodes.usedAt)));
    await tx.insert(orderLookupCodes).values({
      orderId: order.id,
      codeHash: hashCode(order.id, code),
      expiresAt: sql`now() + make_interval(mins => ${CODE_MINUTES})`,
    });
    await mail.enqueue(tx, lookupCodeMail(order, code));
  });
  mail.kick();
}

/** The order's id when `code` is its live code (spending it), else null; every guess counts. */
export async function redeemLookupCode(
  db: Db,
  orderNumber: string,
  email: string,
  code: string,
): Promise<number | null> {
  const order = await orderByNumberAndEmail(db, orderNumber, email);
  if (!order) return null;
  return db.transaction(async (tx) => {
    const [live] = await tx
      .update(orderLookupCodes)
      .set({ attempts: sql`${orderLookupCodes.attempts} + 1` })
      .where(
        sql`${orderLookupCodes.id} = (select id from ${orderLookupCodes} where ${and(
          eq(orderLookupCodes.orderId, order.id),
          isNull(orderLookupCodes.usedAt),
          gt(orderLookupCodes.expiresAt, sql`now()`),
          sql`${orderLookupCodes.attempts} < ${CODE_ATTEMPTS}`,
        )} order by ${desc(orderLookupCodes.id)} limit 1 for update)`,
      )
      .returning();
    if (!live) return null;
    const given = Buffer.from(hashCode(order.id, code), "hex");
    const stored = Buffer.from(live.codeHash, "hex");
    if (given.length !== stored.length || !timingSafeEqual(given, stored)) return null;
    await tx
      .update(orderLookupCodes)
      .set({ usedAt: sql`now()` })
      .where(eq(orderLookupCodes.id, live.id));
    return order.id;
  });
}
