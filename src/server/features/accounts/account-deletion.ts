/**
 * "Delete my account and data" (decision 096). Orders stay, because a GST invoice must be kept
 * (CGST Rules 2017, rule 56: six years), but everything that names or reaches the shopper goes:
 * exactly what is kept and what is removed is written in decision 096, and this file does that, in one
 * transaction, so nothing is half-deleted.
 */
import { eq, inArray, like, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { refreshProductRating } from "../reviews/reviews.repo";
import {
  coffeeSubscriptions,
  contactMessages,
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
} from "../../db/schema";

export const DELETED_CUSTOMER_NAME = "Deleted customer";

export async function deleteAccountAndData(db: Db, accountId: number, email: string): Promise<{ orders: number }> {
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
    return { orders: orderIds.length };
  });
}
