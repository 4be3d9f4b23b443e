/**
 * Back in stock (decision 133): "Notify me" on a sold-out coffee keeps one waiting alert per address;
 * when stock returns, the `restock-alerts` job (a database job: one process at a time, rows claimed
 * with SKIP LOCKED and stamped in the transaction that queues the mail) sends exactly one mail per
 * alert, with a link that stops the others. `announce()` is the trigger: the admin's stock adjustment
 * calls it, and so can anything else that brings stock back (a new roast batch).
 */
import type { Db, Executor } from "../../db/client";
import { HttpError } from "../../http/errors";
import { hitRateLimit, tooManyRequests, type RateRule } from "../../http/rate-limit";
import { renderMail } from "../../mail/layout";
import type { OutgoingMail } from "../../mail/outbox";
import { listUnsubscribeHeaders, type UnsubscribeSigner } from "../../mail/unsubscribe";
import type { Job } from "../../jobs/jobs";
import { products } from "../../db/schema";
import { eq } from "drizzle-orm";
import { addAlert, claimDueAlerts, dropAlerts, waitingCount, type DueAlert } from "./restock.repo";

export const RESTOCK_JOB = "restock-alerts";
const BATCH = 50;
/** Requests for one address: enough for a shopper's wish list, too few to flood a mailbox. */
export const RESTOCK_PER_ADDRESS: RateRule = { name: "restock-address", limit: 10, windowMs: 24 * 60 * 60 * 1000 };
/** Waiting alerts one address may hold at a time. */
const MAX_WAITING = 20;

export const RESTOCK_MESSAGES = {
  saved: (name: string, email: string) => `We'll e-mail ${email} once, when ${name} is back in stock.`,
  inStock: (name: string) => `${name} is in stock. Add it to your cart.`,
  tooMany: "You are already waiting for many coffees. We'll write as they come back.",
  badLink: "This link is not valid. Please use the link from your latest back-in-stock e-mail.",
};

export type RestockService = ReturnType<typeof createRestockService>;

export function createRestockService(deps: {
  db: Db;
  origin: string;
  links: UnsubscribeSigner;
  mail: { enqueue: (executor: Executor, mail: OutgoingMail) => Promise<number>; kick: () => void };
  kickJob: () => void;
}) {
  const { db } = deps;
  const origin = deps.origin.replace(/\/+$/, "");

  function alertMail(alert: DueAlert): OutgoingMail {
    const token = deps.links.token(alert.email);
    const page = `${origin}/back-in-stock?token=${encodeURIComponent(token)}`;
    const oneClick = `${origin}/api/restock-alerts/unsubscribe?token=${encodeURIComponent(token)}`;
    const { text, html } = renderMail({
      preheader: `${alert.productName} is back. Small lots sell out quickly.`,
      heading: `${alert.productName} is back in stock`,
      blocks: [
        {
          kind: "paragraph",
          text: `You asked us to tell you when ${alert.productName} returned. It is back on our shelves now, freshly roasted. Small lots sell out quickly, so don't wait too long.`,
        },
        { kind: "button", label: `Buy ${alert.productName}`, url: `${origin}/product/${alert.productSlug}` },
        { kind: "note", text: "This is the only mail we send about this coffee." },
      ],
      unsubscribeUrl: page,
    });
    return {
      to: alert.email,
      subject: `${alert.productName} is back in stock — Bean & Bhūmi`,
      text,
      html,
      headers: listUnsubscribeHeaders(oneClick),
      template: "back-in-stock",
    };
  }

  /** One run of the job: every due alert gets its one mail, in batches, each batch one transaction. */
  async function sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await db.transaction(async (tx) => {
        const due = await claimDueAlerts(tx, BATCH);
        for (const alert of due) await deps.mail.enqueue(tx, alertMail(alert));
        return due.length;
      });
      sent += claimed;
      if (claimed > 0) deps.mail.kick();
      if (claimed < BATCH) return sent;
    }
  }

  return {
    job: { name: RESTOCK_JOB, everyMs: 5 * 60_000, run: async () => void (await sendDue()) } satisfies Job,
    sendDue,
    /** Stock came back somewhere: send the waiting alerts now rather than at the next tick. */
    announce: () => deps.kickJob(),

    /** "Notify me": the product must be sold out; the same request twice changes nothing. */
    async request(productId: number, email: string): Promise<string> {
      const [product] = await db
        .select({
          id: products.id,
          name: products.name,
          isActive: products.isActive,
          trackInventory: products.trackInventory,
          stock: products.stockQuantity,
        })
        .from(products)
        .where(eq(products.id, productId));
      if (!product || !product.isActive) throw new HttpError(404, "Product not found");
      if (!product.trackInventory || product.stock > 0)
        throw new HttpError(409, RESTOCK_MESSAGES.inStock(product.name));
      const limit = await hitRateLimit(db, RESTOCK_PER_ADDRESS, email);
      if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
      if ((await waitingCount(db, email)) >= MAX_WAITING)
        throw new HttpError(429, RESTOCK_MESSAGES.tooMany, { email: RESTOCK_MESSAGES.tooMany });
      await addAlert(db, product.id, email);
      return RESTOCK_MESSAGES.saved(product.name, email);
    },

    /** The address behind an unsubscribe token, or null. */
    addressOf: (token: string) => (token ? deps.links.verify(token) : null),

    /** Stops every alert still waiting for the token's address; null when the token is not valid. */
    async unsubscribe(token: string): Promise<string | null> {
      const email = token ? deps.links.verify(token) : null;
      if (!email) return null;
      await dropAlerts(db, email);
      return email;
    },
  };
}
