/** The payment calls' payloads (server side; the page sends the same shapes). */
import { z } from "zod";
import { NETBANKING_BANKS, PAYMENT_METHODS, UPI_APPS } from "@domain/orders";

const orderId = z
  .number({ error: "orderId must be a whole number" })
  .int("orderId must be a whole number")
  .positive("orderId must be a whole number")
  .max(2_147_483_647, "orderId must be a whole number");
const providerText = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(100, `${field} is too long`);

export const ProcessPaymentInput = z
  .object({
    orderId,
    paymentMethod: z.enum(PAYMENT_METHODS, { error: "Please choose a payment method" }),
    paymentDetails: z
      .object(
        {
          upiApp: z.enum(UPI_APPS, { error: "Please choose a UPI app to continue" }).optional(),
          bank: z.enum(NETBANKING_BANKS, { error: "Please choose your bank to continue" }).optional(),
          cardType: z.enum(["credit", "debit"], { error: "cardType must be credit or debit" }).optional(),
        },
        { error: "paymentDetails must be an object" },
      )
      .optional(),
  })
  .superRefine((input, ctx) => {
    if (input.paymentMethod === "upi" && !input.paymentDetails?.upiApp)
      ctx.addIssue({
        code: "custom",
        path: ["paymentDetails", "upiApp"],
        message: "Please choose a UPI app to continue",
      });
    if (input.paymentMethod === "netbanking" && !input.paymentDetails?.bank)
      ctx.addIssue({
        code: "custom",
        path: ["paymentDetails", "bank"],
        message: "Please choose your bank to continue",
      });
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
