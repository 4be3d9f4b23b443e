/**
 * The invoice printed on the order page and sent with the confirmation mail: a GST tax invoice when
 * the shop has a GSTIN (CGST 9 % + SGST 9 % within Karnataka, IGST 18 % elsewhere; HSN 0901), a plain
 * receipt otherwise. Tax is 18 % of the goods (the subtotal); shipping is charged as it is.
 */
import { grindLabel } from "./grind";
import type { Paise } from "./money";
import { gstSplit, HSN_COFFEE, type GstSplit, type OrderView } from "./orders";
import { TAX_RATE_PERCENT } from "./totals";

export const SELLER = { name: "Bean & Bhūmi", address: "27 Lavelle Road, Bengaluru 560001, Karnataka" } as const;

export type InvoiceLine = {
  description: string;
  hsn: string;
  quantity: number;
  unitPaise: Paise;
  totalPaise: Paise;
  /** The line's share of the discount code (0 without one); its taxable value is `totalPaise - discountPaise`. */
  discountPaise: Paise;
};

export type Invoice = {
  /** The order number doubles as the invoice number: one invoice per order, numbers that only grow. */
  number: string;
  date: string;
  isTaxInvoice: boolean;
  seller: { name: string; address: string; gstin: string | null };
  /** The buyer, who pays and gets the invoice; a gift's buyer has no address with us (decision 154). */
  buyer: { name: string; address: string | null };
  /** A gift's recipient and where it goes; null when the buyer's own address is where it goes. */
  shipTo: { name: string; address: string } | null;
  /** Where the goods are delivered (a gift's recipient's state): B2C supply, IGST Act s. 10(1)(a). */
  placeOfSupply: string;
  hsn: typeof HSN_COFFEE;
  taxRatePercent: number;
  split: GstSplit;
  lines: InvoiceLine[];
  subtotalPaise: Paise;
  /** The discount code and what it took off before tax (decision 125); the taxable value is what is left. */
  discountCode: string | null;
  discountPaise: Paise;
  taxablePaise: Paise;
  shippingPaise: Paise;
  taxPaise: Paise;
  /** Cash on delivery's fee before GST (SAC 9985), taxed with the goods; 0 when paid online (decision 085). */
  codFeePaise: Paise;
  totalPaise: Paise;
};

// The discount row's label lives with the discounts (zod-free: the cart's summary shows it in the first view).
export { discountLabel } from "./discounts";

export function addressLine(address: OrderView["shippingAddress"]): string {
  return `${address.street}, ${address.city}, ${address.state} ${address.pincode}`;
}

/** " · batch R261118-42": the roasts a line's bags came from, so a bag can be traced (decision 152). */
function batchesOf(order: OrderView, productId: number | null): string {
  const codes = (order.roasts ?? []).filter((roast) => roast.productId === productId).map((roast) => roast.code);
  return codes.length === 0 ? "" : ` · ${codes.length === 1 ? "batch" : "batches"} ${codes.join(", ")}`;
}

export function buildInvoice(order: OrderView, gstin: string | null): Invoice {
  return {
    number: order.orderNumber,
    date: order.paidAt ?? order.createdAt,
    isTaxInvoice: gstin !== null,
    seller: { ...SELLER, gstin },
    buyer: { name: order.customerName, address: order.gift ? null : addressLine(order.shippingAddress) },
    shipTo: order.gift ? { name: order.gift.recipientName, address: addressLine(order.shippingAddress) } : null,
    placeOfSupply: order.shippingAddress.state,
    hsn: HSN_COFFEE,
    taxRatePercent: TAX_RATE_PERCENT,
    split: gstSplit(order.taxPaise, order.shippingAddress.state),
    lines: order.items.map((item) => ({
      description: `${item.productName} · ${item.weight} g${item.brewingMethod ? ` · ${grindLabel(item.brewingMethod, item.chicoryPercent)}` : ""}${batchesOf(order, item.productId)}`,
      hsn: HSN_COFFEE,
      quantity: item.quantity,
      unitPaise: item.unitPricePaise,
      totalPaise: item.totalPricePaise,
      discountPaise: item.discountPaise,
    })),
    subtotalPaise: order.subtotalPaise,
    discountCode: order.discountCode,
    discountPaise: order.discountPaise,
    // Goods after the discount, and the cash-on-delivery fee (a taxable service of its own).
    taxablePaise: order.subtotalPaise - order.discountPaise + order.codFeePaise,
    shippingPaise: order.shippingPaise,
    taxPaise: order.taxPaise,
    codFeePaise: order.codFeePaise,
    totalPaise: order.totalPaise,
  };
}
