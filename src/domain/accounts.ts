/**
 * Shopper accounts without passwords (decision 095): the sign-in payloads, a saved address, the
 * newsletter choice and the deletion confirmation, with the words shoppers see.
 */
import { z } from "zod";
import { CustomerDetails, ShippingAddress } from "./orders";

export const SIGN_IN_CODE_MINUTES = 10;
export const SIGN_IN_CODE_ATTEMPTS = 5;
export const SESSION_DAYS = 30;
export const MAX_SAVED_ADDRESSES = 10;

export const SignInEmailInput = z.object({ email: CustomerDetails.shape.customerEmail });
export type SignInEmailInput = z.infer<typeof SignInEmailInput>;

export const SignInCodeInput = SignInEmailInput.extend({
  code: z
    .string({ error: "Please enter the 6-digit code from the e-mail" })
    .max(20, "Please enter the 6-digit code from the e-mail")
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "Please enter the 6-digit code from the e-mail")),
});
export type SignInCodeInput = z.infer<typeof SignInCodeInput>;

/** A delivery address kept for checkout: the checkout's own fields and messages. */
export const SavedAddressInput = CustomerDetails.pick({ customerName: true, customerPhone: true })
  .extend(ShippingAddress.shape)
  .extend({ isDefault: z.boolean({ error: "isDefault must be true or false" }).optional() });
export type SavedAddressInput = z.infer<typeof SavedAddressInput>;
export type SavedAddress = Omit<SavedAddressInput, "isDefault"> & { id: number; isDefault: boolean };

export const NewsletterChoiceInput = z.object({
  subscribed: z.boolean({ error: "Choose whether you want the newsletter" }),
});

export const DeleteAccountInput = z.object({
  confirmEmail: z
    .string({ error: "Type your e-mail address to confirm" })
    .trim()
    .max(254, "Type your e-mail address to confirm")
    .transform((value) => value.toLowerCase()),
});

export const signInCodeSentMessage = (email: string) =>
  `We have sent a 6-digit code to ${email}. Enter it below; it works for ${SIGN_IN_CODE_MINUTES} minutes.`;
export const SIGN_IN_CODE_WRONG = "That code is not right. Please check the e-mail and try again.";
export const SIGN_IN_CODE_EXPIRED = "That code has expired or was already used. Please ask for a new one.";
export const SIGN_IN_CODE_SPENT = "Too many wrong tries for that code. Please ask for a new one.";
export const SIGN_IN_NEEDED = "Please sign in to see your account.";
export const CROSS_SITE_REFUSED = "This request came from another site, so it was refused.";
export const ADDRESS_NOT_FOUND = "We couldn't find that address.";
export const TOO_MANY_ADDRESSES = `You can keep up to ${MAX_SAVED_ADDRESSES} addresses. Remove one first.`;
export const DELETE_CONFIRM_MISMATCH = "Type your e-mail address exactly as shown to confirm.";
export const ACCOUNT_DELETED =
  "Your account and personal data have been deleted. Invoices of paid orders are kept, without your name or contact details, as GST rules require.";
