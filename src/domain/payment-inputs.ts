/**
 * The payment calls' payloads, with their messages: the payment step checks the shopper's choice with
 * `ProcessPaymentInput` before it calls the API, and the API refuses the same things with the same words.
 */
import { z } from "zod";
import { CARD_TYPES, NETBANKING_BANKS, PAYMENT_METHODS, UPI_APPS, WINDOW_METHODS } from "./payment-providers";

export const PAYMENT_MESSAGES = {
  chooseMethod: "Please choose a payment method",
  chooseUpiApp: "Please choose a UPI app to continue",
  chooseBank: "Please choose your bank to continue",
  verificationFailed: "Payment verification failed",
  /** No `X-Order-Token` at all: nothing about the order is read. */
  tokenRequired:
    "Paying for an order needs its token: pay from the browser that placed the order, or from the link in its e-mail.",
  /** A token that does not fit, or no such order: one answer for both, so nothing is revealed. */
  orderNotFound: "Order not found",
} as const;

export const orderId = z
  .number({ error: "orderId must be a whole number" })
  .int("orderId must be a whole number")
  .positive("orderId must be a whole number")
  .max(2_147_483_647, "orderId must be a whole number");

/** An id the provider gave us, used exactly as sent (a signature covers it untrimmed). */
const providerText = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(1, `${field} is required`)
    .max(100, `${field} is too long`);

export const PaymentDetails = z.object(
  {
    upiApp: z.enum(UPI_APPS, { error: PAYMENT_MESSAGES.chooseUpiApp }).optional(),
    bank: z.enum(NETBANKING_BANKS, { error: PAYMENT_MESSAGES.chooseBank }).optional(),
    cardType: z.enum(CARD_TYPES, { error: "cardType must be credit or debit" }).optional(),
  },
  { error: "paymentDetails must be an object" },
);

export const ProcessPaymentInput = z
  .object({
    orderId,
    paymentMethod: z.enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.chooseMethod }),
    paymentDetails: PaymentDetails.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.paymentMethod === "upi" && !input.paymentDetails?.upiApp)
      ctx.addIssue({ code: "custom", path: ["paymentDetails", "upiApp"], message: PAYMENT_MESSAGES.chooseUpiApp });
    if (input.paymentMethod === "netbanking" && !input.paymentDetails?.bank)
      ctx.addIssue({ code: "custom", path: ["paymentDetails", "bank"], message: PAYMENT_MESSAGES.chooseBank });
  });
export type ProcessPaymentInput = z.infer<typeof ProcessPaymentInput>;
export type PaymentChoice = { method: string; upiApp?: string; bank?: string; cardType?: string };

export const CreateProviderOrderInput = z.object({
  orderId,
  // Sent by the page and never trusted: the answer carries the order's own total.
  amount: z.number({ error: "amount must be a number" }).nonnegative("amount must be a number").optional(),
  customerInfo: z
    .object(
      {
        name: z.string().max(200).optional(),
        email: z.string().max(254).optional(),
        phone: z.string().max(30).optional(),
      },
      { error: "customerInfo must be an object" },
    )
    .optional(),
});

export const VerifyPaymentInput = z.object({
  providerOrderId: providerText("providerOrderId"),
  providerPaymentId: providerText("providerPaymentId"),
  signature: providerText("signature").pipe(z.string().max(128, "signature is too long")),
  orderId,
});
export type VerifyPaymentInput = z.infer<typeof VerifyPaymentInput>;

/** What the sandbox's window sends when the shopper presses Pay (or the failure button). */
export const SandboxPayInput = z.object({
  providerOrderId: z
    .string({ error: "providerOrderId is required" })
    .trim()
    .min(1, "providerOrderId is required")
    .max(100, "providerOrderId is too long"),
  outcome: z.enum(["success", "failure"], { error: "outcome must be success or failure" }),
  method: z.enum(WINDOW_METHODS, { error: "method must be upi, card or netbanking" }),
  upiApp: z.enum(UPI_APPS, { error: PAYMENT_MESSAGES.chooseUpiApp }).optional(),
  bank: z.enum(NETBANKING_BANKS, { error: PAYMENT_MESSAGES.chooseBank }).optional(),
});
