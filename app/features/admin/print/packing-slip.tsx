import { grindLabel } from "@domain/grind";
import { roastsOf, shortRoastDate } from "@domain/roast-batches";
import { courierName } from "@domain/couriers";
import { SELLER } from "@domain/invoice";
import type { SlipOrder } from "@domain/packing-slip";

const placedOn = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/**
 * One order's packing slip (what goes in the box: coffee, size, grind, bags; no prices, they are on the
 * invoice) and its 4 × 6 in address label, on one printed page (print.css).
 */
export function PackingSlip({ order }: { order: SlipOrder }) {
  const address = order.shippingAddress;
  // A gift (decision 154) goes to its recipient, who is called by the courier; the buyer stays off the box.
  const to = order.gift
    ? { name: order.gift.recipientName, phone: order.gift.recipientPhone }
    : { name: order.customerName, phone: order.customerPhone };
  const bags = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const courier = courierName(order.courier);
  const placed = placedOn.format(new Date(order.createdAt));

  return (
    <article className="slip" aria-label={`Packing slip ${order.orderNumber}`}>
      <header className="slip-head">
        <div>
          <p className="slip-brand">{SELLER.name}</p>
          <h2>Packing slip</h2>
        </div>
        <dl className="slip-facts">
          <dt>Order</dt>
          <dd className="slip-mono">{order.orderNumber}</dd>
          <dt>Placed</dt>
          <dd>{placed}</dd>
          <dt>Bags</dt>
          <dd>{bags}</dd>
        </dl>
      </header>

      {order.gift ? (
        <section className="slip-gift" aria-label="Gift message">
          <h3>Gift for {order.gift.recipientName}</h3>
          {order.gift.message ? <p className="slip-gift-message">{order.gift.message}</p> : null}
        </section>
      ) : null}

      <section className="slip-ship-to" aria-label="Ship to">
        <h3>Ship to</h3>
        <p className="slip-name">{to.name}</p>
        <p>{address.street}</p>
        <p>
          {address.city}, {address.state} {address.pincode}
        </p>
        {to.phone ? <p>Phone {to.phone}</p> : null}
      </section>

      <table className="slip-lines">
        <caption>In this parcel</caption>
        <thead>
          <tr>
            <th scope="col">Coffee</th>
            <th scope="col">Size</th>
            <th scope="col">Grind</th>
            <th scope="col">Batch</th>
            <th scope="col" className="slip-qty">
              Qty
            </th>
            <th scope="col" className="slip-check">
              <span className="sr-only">Packed</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <td>{item.productName}</td>
              <td>{item.weight} g</td>
              <td>{item.brewingMethod ? grindLabel(item.brewingMethod, item.chicoryPercent) : "Whole beans"}</td>
              <td>
                {roastsOf(order.roasts, item.productId)
                  .map((roast) => `${roast.code} (${shortRoastDate(roast.roastedOn)})`)
                  .join(", ") || "—"}
              </td>
              <td className="slip-qty">{item.quantity}</td>
              <td className="slip-check" aria-hidden>
                ☐
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <section className="label" aria-label={`Address label ${order.orderNumber}`}>
        <p className="label-caption">To</p>
        <p className="label-name">{to.name}</p>
        <p className="label-address">{address.street}</p>
        <p className="label-address">
          {address.city}, {address.state}
        </p>
        <p className="label-pincode">PIN {address.pincode}</p>
        {to.phone ? <p className="label-phone">Phone {to.phone}</p> : null}
        <div className="label-foot">
          <p className="label-order">
            <span className="slip-mono">{order.orderNumber}</span> · {bags} {bags === 1 ? "bag" : "bags"}
            {order.paymentStatus === "due_on_delivery" ? " · Cash on delivery" : " · Prepaid"}
          </p>
          {order.trackingNumber ? (
            <p className="label-awb">
              {courier ?? "Courier"} AWB <span className="slip-mono">{order.trackingNumber}</span>
            </p>
          ) : null}
          <p className="label-caption">From</p>
          <p>
            {SELLER.name}, {SELLER.address}
          </p>
        </div>
      </section>
    </article>
  );
}
