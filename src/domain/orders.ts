/**
 * Orders: the checkout payload (one zod schema for the form and the API, with the messages shoppers see),
 * the states an order and its payment move through, the order number, and the GST split of the tax.
 */
import { z } from "zod";
import { normalizeBrewingMethod } from "./brewing";
import { CHICORY_PERCENT_MESSAGE } from "./grind";
import { DiscountCodeField } from "./discount-input";
import { MAX_LINE_QUANTITY, MIN_QUANTITY } from "./cart";
import { PINCODE_MESSAGE, PINCODE_PATTERN } from "./geo";
import { GIFT_MESSAGE_MAX, GIFT_MESSAGE_TOO_LONG } from "./gift";
import type { IndianState } from "./indian-states";
import type { Paise } from "./money";
import { parseWeight } from "./pricing";

// The states (their own module, without zod: the order pages show them in their first view).
export {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type OrderStatus,
  type PaymentStatus,
} from "./order-statuses";
import type { OrderStatus, PaymentStatus } from "./order-statuses";
export { ORDER_HOLD_MINUTES, SCARCE_HOLD_MINUTES, holdMinutesOf } from "./order-hold";
export const MAX_ORDER_LINES = 50;

/** "+91 98765 43210", "098765-43210", "(080) 4567 2190" → without the spacing; letters stay (and fail). */
export function normalizePhone(value: string): string {
  return value.trim().replace(/[\s\-().]/g, "");
}

const text = (min: number, max: number, message: string, tooLong: string) =>
  z.string({ error: message }).trim().min(min, message).max(max, tooLong);

export const CustomerDetails = z.object({
  customerName: text(2, 100, "Name must be at least 2 characters", "Name must be at most 100 characters"),
  customerEmail: z
    .string({ error: "Please enter a valid email" })
    .trim()
    .max(254, "Please enter a valid email")
    .pipe(z.email("Please enter a valid email"))
    .transform((email) => email.toLowerCase()),
  customerPhone: z
    .string({ error: "Please enter a valid phone number" })
    .max(30, "Please enter a valid phone number")
    .transform(normalizePhone)
    .pipe(z.string().regex(/^\+?\d{10,14}$/, "Please enter a valid phone number")),
});

export const ShippingAddress = z.object({
  street: text(5, 300, "Please enter complete address", "Address must be at most 300 characters"),
  city: text(2, 80, "Please enter city", "City must be at most 80 characters"),
  state: text(2, 80, "Please enter state", "State must be at most 80 characters"),
  pincode: z.string({ error: PINCODE_MESSAGE }).trim().regex(PINCODE_PATTERN, PINCODE_MESSAGE),
});
export type ShippingAddress = z.infer<typeof ShippingAddress>;

export { GIFT_MESSAGE_MAX, GIFT_MESSAGE_TOO_LONG } from "./gift";

/**
 * "This is a gift" (issue 20, decision 154): who receives it and the message printed on the packing slip.
 * The order's `shippingAddress` is then the recipient's; the buyer's name, e-mail and phone stay the order's.
 */
export const GiftInput = z.object({
  recipientName: text(2, 100, "Please enter the recipient's name", "Name must be at most 100 characters"),
  recipientPhone: z
    .string({ error: "Please enter the recipient's phone number" })
    .max(30, "Please enter the recipient's phone number")
    .transform(normalizePhone)
    .pipe(z.string().regex(/^\+?\d{10,14}$/, "Please enter the recipient's phone number")),
  message: z
    .string({ error: "Gift message must be text" })
    // Checked before trimming too: 5,000 characters are refused, not cut down to size.
    .max(GIFT_MESSAGE_MAX * 4, GIFT_MESSAGE_TOO_LONG)
    .transform((value) =>
      value
        .replace(/\r\n?/g, "\n")
        .replace(/\n{3,}/g, "\n\n")
        .trim(),
    )
    .pipe(z.string().max(GIFT_MESSAGE_MAX, GIFT_MESSAGE_TOO_LONG))
    .default(""),
});
export type GiftInput = z.infer<typeof GiftInput>;

/**
 * From ₹50,000 of taxable value a B2C invoice must carry the buyer's address (CGST Rules, rule 46), which a
 * gift's checkout does not ask for: such gifts are placed by writing to us (decision 154).
 */
export const GIFT_ONLINE_LIMIT_PAISE = 50_000_00;
export const GIFT_TOO_LARGE =
  "A gift of ₹50,000 or more needs your billing address on its invoice. Please write to us.";

/** The checkout form's fields (details step), flat as the form has them. */
export const CheckoutDetails = CustomerDetails.extend(ShippingAddress.shape);
export type CheckoutDetails = z.infer<typeof CheckoutDetails>;

const quantityMessage = `Quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_LINE_QUANTITY}`;

/** One cart line as the browser sends it. Name, price and image may come along; the server ignores them. */
export const OrderLineInput = z.object({
  id: z.coerce
    .number({ error: "Unknown product" })
    .int("Unknown product")
    .positive("Unknown product")
    .max(2_147_483_647, "Unknown product"),
  quantity: z
    .number({ error: quantityMessage })
    .int(quantityMessage)
    .min(MIN_QUANTITY, quantityMessage)
    .max(MAX_LINE_QUANTITY, quantityMessage),
  weight: z.union([z.string().max(10), z.number()], { error: "Please select weight" }).transform((value, ctx) => {
    const grams = parseWeight(value);
    if (grams === null) {
      ctx.addIssue({ code: "custom", message: "Please select weight" });
      return z.NEVER;
    }
    return grams;
  }),
  brewingMethod: z
    .string({ error: "Brewing method must be text" })
    .max(40, "Brewing method must be at most 40 characters")
    .optional()
    .transform((value) => (value ? normalizeBrewingMethod(value) : "")),
  /** A South Indian filter line's chicory share (decision 153); the server refuses it on other grinds. */
  chicoryPercent: z
    .union([z.literal(0), z.literal(20), z.literal(30)], { error: CHICORY_PERCENT_MESSAGE })
    .nullish()
    .transform((value) => value ?? null),
});
export type OrderLineInput = z.infer<typeof OrderLineInput>;

/**
 * `POST /api/orders`. The original client's payload also carries subtotal, shipping, tax and total: accepted
 * and ignored — the server prices every line itself.
 */
export const OrderInput = CustomerDetails.extend({
  shippingAddress: ShippingAddress,
  items: z
    .array(OrderLineInput, { error: "Your cart is empty" })
    .min(1, "Your cart is empty")
    .max(MAX_ORDER_LINES, `An order can hold at most ${MAX_ORDER_LINES} lines`),
  /** A discount code ("Have a code?"), any case and spacing; the server checks and prices it. */
  discountCode: DiscountCodeField,
  /** Absent or null: not a gift. */
  gift: GiftInput.nullish(),
});
export type OrderInput = z.infer<typeof OrderInput>;

/** `POST /api/orders/quote`: the cart and a code ("Have a code?"); the address when typed, for the per-address rules. */
export const OrderQuoteInput = z.object({
  items: OrderInput.shape.items,
  discountCode: DiscountCodeField.refine((code) => code !== undefined, "Please enter a code"),
  customerEmail: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    CustomerDetails.shape.customerEmail.optional(),
  ),
});
export type OrderQuoteInput = z.infer<typeof OrderQuoteInput>;

/** What every order number of `year` starts with. */
export const orderNumberPrefix = (year: number) => `BB-${year}-`;
/** The digits an order number's sequence has at least (more once a year passes 999,999). */
export const ORDER_NUMBER_DIGITS = 6;

/** BB-2026-000123: the year the order was placed and a number that only grows. */
export function formatOrderNumber(year: number, sequence: number): string {
  return `${orderNumberPrefix(year)}${String(sequence).padStart(ORDER_NUMBER_DIGITS, "0")}`;
}

export const ORDER_NUMBER_PATTERN = /^BB-\d{4}-\d{6,}$/;

/** The /orders lookup: order number (any case, spaces trimmed) and the e-mail it was placed with. */
export const OrderLookupInput = z.object({
  orderNumber: z
    .string({ error: "Please enter your order number, like BB-2026-000123" })
    .trim()
    .max(40, "Please enter your order number, like BB-2026-000123")
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(ORDER_NUMBER_PATTERN, "Please enter your order number, like BB-2026-000123")),
  email: CustomerDetails.shape.customerEmail,
});
export type OrderLookupInput = z.infer<typeof OrderLookupInput>;

/** The lookup's second step: the one-time code mailed to the order's address (decision 033). */
export const OrderLookupCodeInput = OrderLookupInput.extend({
  code: z
    .string({ error: "Please enter the 6-digit code from the e-mail" })
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "Please enter the 6-digit code from the e-mail")),
});
export type OrderLookupCodeInput = z.infer<typeof OrderLookupCodeInput>;

export const LOOKUP_CODE_SENT =
  "If that order number and email match an order, we have sent a 6-digit code to that email. Enter it below to see the order; it works for 15 minutes.";
export const LOOKUP_CODE_WRONG = "That code is not right, or it has expired. Please check it, or ask for a new one.";

/** Where the roastery is registered for GST (name and code): shipping inside this state is intra-state supply. */
export const ROASTERY_STATE = { name: "Karnataka", code: "KA" } as const satisfies { name: IndianState; code: string };
export const HSN_COFFEE = "0901";

export type GstSplit = { kind: "intra"; cgst: Paise; sgst: Paise } | { kind: "inter"; igst: Paise };

const lettersOf = (state: string) => state.toLowerCase().replace(/[^a-z]/g, "");

/** The state a shopper typed, by name or code, in any case and spacing. */
function isRoasteryState(state: string): boolean {
  const typed = lettersOf(state);
  return typed === lettersOf(ROASTERY_STATE.name) || typed === lettersOf(ROASTERY_STATE.code);
}

/** 18 % GST as CGST 9 % + SGST 9 % within the roastery's state, IGST 18 % elsewhere. The halves always add up. */
export function gstSplit(taxPaise: Paise, shippingState: string): GstSplit {
  if (!isRoasteryState(shippingState)) return { kind: "inter", igst: taxPaise };
  const cgst = Math.floor(taxPaise / 2);
  return { kind: "intra", cgst, sgst: taxPaise - cgst };
}

/** Bags of one product from one roast batch (decision 152): what the order page, invoice and slip print. */
export type OrderRoast = { productId: number; code: string; roastedOn: string; quantity: number };

/** An order as the API answers it (checkout, the shopper's order page, the admin). */
export type OrderView = {
  /** The roast batches the order's bags came from, oldest roast first (none before it is placed). */
  roasts?: OrderRoast[];
  id: number;
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  shippingAddress: ShippingAddress;
  items: {
    id: number;
    productId: number | null;
    productSlug: string | null;
    productName: string;
    weight: number;
    brewingMethod: string | null;
    /** Per cent of chicory on a South Indian filter line (0, 20, 30); null on other grinds. */
    chicoryPercent?: number | null;
    quantity: number;
    /** Decimal rupees, e.g. "1300.00"; the paise figure alongside. */
    unitPrice: string;
    unitPricePaise: Paise;
    totalPrice: string;
    totalPricePaise: Paise;
    /** This line's share of the order's discount (the shares sum to `discountPaise`). */
    discountPaise: Paise;
  }[];
  subtotal: string;
  subtotalPaise: Paise;
  /** The discount code used (normalised) and what it took off the subtotal before tax; 0 without one. */
  discountCode: string | null;
  discount: string;
  discountPaise: Paise;
  shipping: string;
  shippingPaise: Paise;
  tax: string;
  /** Includes the GST on a cash-on-delivery fee. */
  taxPaise: Paise;
  /** The cash-on-delivery fee before GST; 0 for prepaid orders (decision 085). */
  codFeePaise: Paise;
  totalAmount: string;
  totalPaise: Paise;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: string | null;
  /** Who carries the parcel (an id of `./couriers`), its AWB, and the courier's tracking page (decision 151). */
  courier: string | null;
  /** The courier's name as the shopper reads it, worked out on the server (the registry stays off the page). */
  courierName: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  createdAt: string;
  paidAt: string | null;
  expiresAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
  /** Why it was cancelled, in words a shopper reads ("Payment window expired", a refund note…). */
  cancelReason: string | null;
  /**
   * The IST day promised when the order was placed ("2026-12-01", decision 150); null for orders from before
   * the promise and for subscription cycles. Optional so hand-made views (tests, previews) may leave it out.
   */
  promisedDeliveryOn?: string | null;
  /** A gift (decision 154): the recipient's name and phone (the address is `shippingAddress`) and the message. */
  gift?: OrderGift | null;
};

export type OrderGift = { recipientName: string; recipientPhone: string; message: string };

/** A refund on the shopper's order page (decision 052): how much, where it is, and its credit note. */
export type ShopperRefund = {
  amountPaise: Paise;
  status: "pending" | "processed" | "failed";
  createdAt: string;
  updatedAt: string;
  creditNoteNumber: string | null;
};
