/**
 * Cash on delivery (issue 17 item 2, decision 085): where the owner offers it, up to which order value,
 * for what fee, and how many open cash orders one phone or one delivery address may have. The checkout's
 * payment step, the server that converts an order and the admin's settings all use these rules.
 *
 * Pricing step (kept apart from the goods' pricing and from discount codes): the fee comes LAST, after any
 * discount, shipping and tax; GST (18 %, rounded to the whole rupee like the goods' tax) is charged on the
 * fee and added to the order's tax. The cap looks at the order's total BEFORE the fee, so the fee never
 * pushes an order over it.
 */
import { formatRupees, type Paise } from "./money";
import { taxFor } from "./totals";

export type CodSettings = {
  enabled: boolean;
  /** States (names as in INDIAN_STATES) where cash on delivery is offered. */
  states: string[];
  /** Single pincodes where it is offered, besides whole states. */
  pincodes: string[];
  /** Highest order total (before the fee) accepted as a cash order. */
  capPaise: Paise;
  /** The fee before GST. */
  feePaise: Paise;
  /** Open cash orders (due on delivery, not cancelled) one phone may have. */
  openPerPhone: number;
  /** Open cash orders one delivery address may have. */
  openPerAddress: number;
};

/** Working defaults: the roastery's own state, ₹5,000 cap, ₹49 fee, two open cash orders per phone or address. */
export const COD_DEFAULTS: CodSettings = {
  enabled: true,
  states: ["Karnataka"],
  pincodes: [],
  capPaise: 5_000_00,
  feePaise: 49_00,
  openPerPhone: 2,
  openPerAddress: 2,
};

export const COD_PAYMENT_METHOD = "cod";
/** The services code (SAC) of the fee on the invoice. */
export const SAC_COD_FEE = "9985";
/** Why a returned cash order was cancelled; it also marks the phone for the owner. */
export const COD_RETURNED_REASON = "Returned to us undelivered — cash on delivery was not accepted";

export type CodFee = { feePaise: Paise; feeTaxPaise: Paise };

export function codFee(settings: Pick<CodSettings, "feePaise">): CodFee {
  return { feePaise: settings.feePaise, feeTaxPaise: taxFor(settings.feePaise) };
}

export type CodOrderFacts = {
  state: string;
  pincode: string;
  phone: string | null;
  totalPaise: Paise;
  /** A gift is paid in advance: the recipient is never asked for money (decision 154). */
  gift?: boolean;
};
export const COD_NOT_FOR_GIFTS =
  "Cash on delivery is not offered for gifts — the recipient would be asked to pay. Please pay online.";
export type CodAvailability =
  | ({ available: true } & CodFee)
  | { available: false; reason: string; field: "paymentMethod" | "pincode" | "customerPhone" | "total" };

const letters = (value: string) => value.toLowerCase().replace(/[^a-z]/g, "");

function areaText(settings: CodSettings): string {
  const parts = [...settings.states];
  if (settings.pincodes.length > 0)
    parts.push(`${settings.pincodes.length === 1 ? "pincode" : "pincodes"} ${settings.pincodes.join(", ")}`);
  return parts.join(", ");
}

/**
 * Whether cash on delivery is offered at this place at all, before an order's value and phone are known
 * (the delivery check on the product page, decision 150); null when it is.
 */
export function codRefusedAt(
  settings: CodSettings,
  place: Pick<CodOrderFacts, "state" | "pincode">,
): Extract<CodAvailability, { available: false }> | null {
  if (!settings.enabled || (settings.states.length === 0 && settings.pincodes.length === 0))
    return { available: false, reason: "Cash on delivery is not offered at the moment.", field: "paymentMethod" };
  const inState = settings.states.some((state) => letters(state) === letters(place.state));
  if (!inState && !settings.pincodes.includes(place.pincode.trim()))
    return {
      available: false,
      reason: `Cash on delivery is not available for pincode ${place.pincode.trim()} yet. We offer it in ${areaText(settings)}.`,
      field: "pincode",
    };
  return null;
}

/** Whether this order may be paid in cash on delivery, and if not, why (in words the shopper reads). */
export function codAvailability(settings: CodSettings, order: CodOrderFacts): CodAvailability {
  if (order.gift) return { available: false, reason: COD_NOT_FOR_GIFTS, field: "paymentMethod" };
  const refused = codRefusedAt(settings, order);
  if (refused) return refused;
  if (order.totalPaise > settings.capPaise)
    return {
      available: false,
      reason: `Cash on delivery is available for orders up to ${formatRupees(settings.capPaise)}; this order is ${formatRupees(order.totalPaise)}.`,
      field: "total",
    };
  if (!order.phone || order.phone.replace(/\D/g, "").length < 10)
    return {
      available: false,
      reason: "Cash on delivery needs a phone number, so the courier can call you.",
      field: "customerPhone",
    };
  return { available: true, ...codFee(settings) };
}

/** What paying online saves on a cash order: its fee and the fee's GST. */
export const feeWithTax = (order: { codFeePaise: Paise }): Paise => order.codFeePaise + taxFor(order.codFeePaise);

/** An order's figures without the cash-on-delivery fee and its GST: what it costs paid in advance. */
export function withoutCodFee(order: { codFeePaise: Paise; taxPaise: Paise; totalPaise: Paise }) {
  const feeTax = taxFor(order.codFeePaise);
  return {
    codFeePaise: 0,
    taxPaise: order.taxPaise - feeTax,
    totalPaise: order.totalPaise - order.codFeePaise - feeTax,
  };
}

/** A delivery address as one comparable key: letters and digits of the street, and the pincode. */
export function deliveryAddressKey(address: { street: string; pincode: string }): string {
  return `${address.street.toLowerCase().replace(/[^a-z0-9]/g, "")}|${address.pincode.trim()}`;
}
