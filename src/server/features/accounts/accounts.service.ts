/**
 * Shopper accounts (decisions 095, 096): sign in with a mailed code, the account's data (its orders
 * and paid subscriptions are every one placed with the verified e-mail, on any device), saved
 * addresses, the newsletter choice, and deleting it all.
 */
import { desc, eq } from "drizzle-orm";
import { SIGN_IN_CODE_EXPIRED, SIGN_IN_CODE_SPENT, SIGN_IN_CODE_WRONG, type SavedAddressInput } from "@domain/accounts";
import type { Db, Executor } from "../../db/client";
import { orders } from "../../db/schema";
import { HttpError } from "../../http/errors";
import type { OutgoingMail } from "../../mail/outbox";
import { findSubscriber, unsubscribe, upsertSubscriber } from "../newsletter/newsletter.repo";
import { loadOrderViews } from "../orders/order-view";
import type { OrdersService } from "../orders/orders.service";
import type { ReviewsService } from "../reviews/reviews.service";
import type { SubscriptionRow, SubscriptionsService } from "../subscriptions/subscriptions.service";
import { cancelDeletedSubscriptions, deleteAccountAndData } from "./account-deletion";
import { signInCodeMail } from "./account-mail";
import { addAddress, reorderProducts, savedAddresses, subscriptionsOf, upsertAccount } from "./accounts.repo";
import { issueSignInCode, redeemSignInCode } from "./sign-in-codes.repo";
import { createShopperSession } from "./sessions.repo";

export type AccountsDeps = {
  db: Db;
  mail: { enqueue(executor: Executor, mail: OutgoingMail): Promise<number>; kick(): void };
  orders: Pick<OrdersService, "withInvoice" | "linkToken">;
  /** The coffees a verified e-mail bought and may review (decision 130). */
  reviews: Pick<ReviewsService, "reviewableLines">;
  /** Paid subscriptions (decision 137's links; cancelled when the account is deleted). */
  subscriptions: Pick<SubscriptionsService, "linkToken" | "view" | "ownerChange">;
};

const REDEEM_ERRORS = {
  wrong: new HttpError(400, SIGN_IN_CODE_WRONG, { code: SIGN_IN_CODE_WRONG }),
  expired: new HttpError(400, SIGN_IN_CODE_EXPIRED, { code: SIGN_IN_CODE_EXPIRED }),
  spent: new HttpError(429, SIGN_IN_CODE_SPENT, { code: SIGN_IN_CODE_SPENT }),
} as const;

export function createAccountsService({ db, mail, orders: orderService, reviews, subscriptions }: AccountsDeps) {
  /**
   * One subscription as the account lists it, with a fresh management token (the kind the mails carry;
   * issuing one retires no other). Its view is read through that token, as the management page reads it.
   */
  async function accountSubscription(row: SubscriptionRow) {
    const manageToken = subscriptions.linkToken(row);
    const { subscription: view, moodName } = await subscriptions.view(manageToken);
    return {
      id: view.id,
      plan: view.plan,
      planName: view.planName,
      bags: view.bags,
      pricePaise: view.pricePaise,
      moodName,
      frequency: view.frequency,
      status: view.status,
      statusLabel: view.statusLabel,
      nextDeliveryAt: view.nextChargeAt,
      skipNext: view.skipNext,
      resumeAt: view.resumeAt,
      manageToken,
    };
  }

  return {
    async sendCode(email: string): Promise<void> {
      await db.transaction(async (tx) => {
        const code = await issueSignInCode(tx, email);
        await mail.enqueue(tx, signInCodeMail(email, code));
      });
      mail.kick();
    },

    /** A session token for the address when `code` is its live code; a clear 4xx otherwise. */
    async signIn(email: string, code: string, userAgent: string | null): Promise<string> {
      const result = await db.transaction(async (tx) => {
        const outcome = await redeemSignInCode(tx, email, code);
        if (outcome !== "ok") return { outcome };
        const accountId = await upsertAccount(tx, email);
        return { outcome, token: await createShopperSession(tx, accountId, userAgent) };
      });
      if (result.outcome !== "ok") throw REDEEM_ERRORS[result.outcome];
      return result.token;
    },

    /** Everything the account page shows; only ever for the session's own account and e-mail. */
    async overview(accountId: number, email: string) {
      const views = await loadOrderViews(db, { where: eq(orders.customerEmail, email), orderBy: [desc(orders.id)] });
      const productIds = [...new Set(views.flatMap((view) => view.items.map((item) => item.productId)))];
      const subscriber = await findSubscriber(db, email);
      return {
        email,
        newsletter: Boolean(subscriber && subscriber.confirmedAt && !subscriber.unsubscribedAt),
        addresses: await savedAddresses(db, accountId),
        products: await reorderProducts(
          db,
          productIds.filter((id): id is number => id !== null),
        ),
        orders: views.map((view) => ({
          ...orderService.withInvoice(view),
          linkToken: orderService.linkToken(view.orderNumber),
        })),
        toReview: await reviews.reviewableLines(email),
        subscriptions: await Promise.all((await subscriptionsOf(db, email)).map(accountSubscription)),
      };
    },

    addresses: (accountId: number) => savedAddresses(db, accountId),
    addAddress: (accountId: number, input: SavedAddressInput) =>
      db.transaction((tx) => addAddress(tx, accountId, input)),

    /** The mailbox is proven by the sign-in code, so this needs no second confirmation mail. */
    async setNewsletter(email: string, subscribed: boolean): Promise<void> {
      if (subscribed) await db.transaction((tx) => upsertSubscriber(tx, email));
      else await unsubscribe(db, email);
    },

    /** Deletes the data in one transaction, then cancels the subscriptions it left running (decision 096). */
    async deleteAccount(accountId: number, email: string) {
      const deleted = await deleteAccountAndData(db, accountId, email);
      const cancelled = await cancelDeletedSubscriptions(db, subscriptions, deleted.liveSubscriptions);
      return { orders: deleted.orders, subscriptionsCancelled: cancelled };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
