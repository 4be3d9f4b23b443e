import type { OrderView } from "@domain/orders";
import { fetchOwnOrder } from "~/features/orders";
import type { DetailsValues } from "./details-fields";
import type { PendingOrder } from "./pending-order";

/**
 * Back from a reload or a closed tab with an order made and not yet paid: the order as it stands now, and
 * the details it was made with. Loaded only when there is such an order (issue 22).
 */
export async function resumeOrder(
  pending: PendingOrder,
  signal: AbortSignal,
): Promise<{ order: OrderView; details: DetailsValues }> {
  const { order } = await fetchOwnOrder(pending.orderNumber, pending.accessToken, signal);
  return { order, details: detailsOf(order) };
}

function detailsOf(order: OrderView): DetailsValues {
  const { street, city, state, pincode } = order.shippingAddress;
  return {
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone ?? "",
    gift: Boolean(order.gift),
    recipientName: order.gift?.recipientName ?? "",
    recipientPhone: order.gift?.recipientPhone ?? "",
    giftMessage: order.gift?.message ?? "",
    street,
    city,
    state,
    pincode,
  };
}
