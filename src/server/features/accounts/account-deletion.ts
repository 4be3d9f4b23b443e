/**
 * "Delete my account and data" (decision 096). Orders stay, because a GST invoice must be kept
 * (CGST Rules 2017, rule 56: six years), but everything that names or reaches the shopper goes:
 * exactly what is kept and what is removed is written in decision 096, and this file does that, in one
 * transaction, so nothing is half-deleted. Paid subscriptions are anonymised in it too, and cancelled
 * through the subscriptions service right after (it tells the payment provider, which it must not do
 * inside a transaction).
 */
import { eq, inArray, like, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import { refreshProductRating } from "../reviews/reviews.repo";
import type { SubscriptionsService } from "../subscriptions/subscriptions.service";
import {
  auditLog,
  coffeeSubscriptions,
  contactMessages,
  discountCodes,
  discountRedemptions,
  mailOutbox,
  newsletterSubscribers,
  orderLookupCodes,
  orders,
  orderItems,
  payments,
  productReviews,
  rateLimits,
  restockAlerts,
  shopperAccounts,
  shopperSignInCodes,
  signUpConfirmations,
  subscriptions,
} from "../../db/schema";

export const DELETED_CUSTOMER_NAME = "Deleted customer";
/** Who cancels a deleted shopper's subscriptions, in the audit log. */
export const ACCOUNT_DELETION_ACTOR = "shop:account-deletion";
/** A personal code's owner once she is deleted: never a valid e-mail, so no checkout can use the code. */
const DELETED_CODE_OWNER = "deleted-customer";

/** The subscriptions of a deleted account that were not cancelled yet: they still renew until cancelled. */
export type LiveSubscription = { id: number; mandateId: string | null };

export async function deleteAccountAndData(
  db: Db,
  accountId: number,
  email: string,
): Promise<{ orders: number; liveSubscriptions: LiveSubscription[] }> {
  return db.transaction(async (tx) => {
    const kept = await tx
      .update(orders)
      .set({
        customerName: DELETED_CUSTOMER_NAME,
        customerEmail: "",
        customerPhone: null,
        // The state stays: it is the invoice's place of supply (and decides CGST + SGST or IGST).
        shippingAddress: sql`jsonb_build_object('street', '', 'city', '', 'pincode', '', 'state', ${orders.shippingAddress}->>'state')`,
        clientKey: null,
        // A gift's recipient and message came from the shopper too; that it was a gift (no prices on its slip) stays.
        gift: sql`case when ${orders.gift} is null then null else jsonb_build_object('recipientName', '', 'recipientPhone', '', 'message', '') end`,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.customerEmail, email))
      .returning({ id: orders.id });
    const orderIds = kept.map((row) => row.id);
    if (orderIds.length > 0) {
      // The provider's payment details can hold a UPI id, card holder, phone or e-mail.
      await tx.update(payments).set({ methodDetails: null }).where(inArray(payments.orderId, orderIds));
      await tx.delete(orderLookupCodes).where(inArray(orderLookupCodes.orderId, orderIds));
      // The shopper's reviews go with her (their author and words are hers); the products' averages follow.
      const reviewed = await tx
        .delete(productReviews)
        .where(
          inArray(
            productReviews.orderItemId,
            tx.select({ id: orderItems.id }).from(orderItems).where(inArray(orderItems.orderId, orderIds)),
          ),
        )
        .returning({ productId: productReviews.productId });
      for (const productId of new Set(reviewed.map((row) => row.productId))) await refreshProductRating(tx, productId);
    }
    // Paid subscriptions are anonymised like orders (their cycles' orders are among those above); the
    // state stays because a renewal the provider charged before hearing of the cancellation is still an
    // order, and its invoice needs the place of supply.
    const subscribed = await tx
      .update(subscriptions)
      .set({
        customerName: DELETED_CUSTOMER_NAME,
        customerEmail: "",
        customerPhone: "",
        shippingAddress: sql`jsonb_build_object('street', '', 'city', '', 'pincode', '', 'state', ${subscriptions.shippingAddress}->>'state')`,
        updatedAt: sql`now()`,
      })
      .where(eq(subscriptions.customerEmail, email))
      .returning({
        id: subscriptions.id,
        status: subscriptions.status,
        mandateId: subscriptions.providerSubscriptionId,
      });
    // Personal codes (the newsletter's welcome, a subscriber's perk) name the address and work only for it.
    await tx
      .update(discountCodes)
      .set({
        isActive: false,
        email: DELETED_CODE_OWNER,
        description: "Personal code of a deleted customer",
        updatedAt: sql`now()`,
      })
      .where(eq(discountCodes.email, email));
    await tx.update(discountRedemptions).set({ email: "" }).where(eq(discountRedemptions.email, email));
    await tx.delete(mailOutbox).where(eq(mailOutbox.to, email));
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    await tx.delete(signUpConfirmations).where(eq(signUpConfirmations.email, email));
    await tx.delete(coffeeSubscriptions).where(eq(coffeeSubscriptions.email, email));
    await tx.delete(contactMessages).where(eq(contactMessages.email, email));
    await tx.delete(restockAlerts).where(eq(restockAlerts.email, email));
    await tx.delete(shopperSignInCodes).where(eq(shopperSignInCodes.email, email));
    await tx.delete(rateLimits).where(or(like(rateLimits.key, `%:${email.replace(/[\\%_]/g, "\\$&")}`)));
    // Sessions and saved addresses go with the account (on delete cascade).
    await tx.delete(shopperAccounts).where(eq(shopperAccounts.id, accountId));
    return {
      orders: orderIds.length,
      liveSubscriptions: subscribed
        .filter((row) => row.status !== "cancelled")
        .map(({ id, mandateId }) => ({ id, mandateId })),
    };
  });
}

/**
 * Cancels the deleted shopper's subscriptions through the service, which tells the provider so nothing
 * renews, without the "your subscription was changed" mail: the person asked for her data to go, not
 * for more mail to it. When
 * the provider cannot be reached the cancellation is still saved (no renewal is charged by the shop) and
 * the owner is told in the audit log to cancel the mandate in the provider's dashboard.
 */
export async function cancelDeletedSubscriptions(
  db: Db,
  service: Pick<SubscriptionsService, "ownerChange">,
  live: readonly LiveSubscription[],
): Promise<number> {
  let cancelled = 0;
  for (const { id, mandateId } of live) {
    try {
      await service.ownerChange(id, { action: "cancel" }, ACCOUNT_DELETION_ACTOR, new Date(), { mail: false });
      cancelled++;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // 409: cancelled meanwhile (by the owner or the subscriber's link); nothing more to do.
      if (error.status === 409) continue;
      if (error.status !== 502) throw error;
      cancelled++;
      await db.insert(auditLog).values({
        actor: ACCOUNT_DELETION_ACTOR,
        action: "subscription.provider-not-told",
        entityType: "paid-subscription",
        entityId: String(id),
        details: { mandateId, note: "Cancel this mandate in the payment provider's dashboard." },
      });
    }
  }
  return cancelled;
}
