import { SAC_COD_FEE } from "@domain/cash-on-delivery";
import { discountLabel } from "@domain/discounts";
import type { Invoice } from "@domain/invoice";
import type { Paise } from "@domain/money";

const amount = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** Invoices show paise always: ₹1,300.00. */
const money = (paise: Paise) => amount.format(paise / 100);
const invoiceDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={
        strong
          ? "flex justify-between border-t border-coffee-800/20 pt-2 text-base font-semibold"
          : "flex justify-between"
      }
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * The printable invoice: a GST tax invoice (CGST + SGST within Karnataka, IGST elsewhere) when the
 * shop has a GSTIN, otherwise a plain receipt. Printing the orders page prints only this.
 */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const title = invoice.isTaxInvoice ? "Tax Invoice" : "Receipt";
  const half = invoice.taxRatePercent / 2;
  return (
    <article
      aria-label={title}
      data-invoice
      className="rounded-[var(--radius-card)] border border-coffee-800/15 bg-white p-5 text-sm text-coffee-800 sm:p-8 print:rounded-none print:border-0 print:p-0 print:text-[11pt]"
    >
      <header className="flex flex-col gap-4 border-b border-coffee-800/15 pb-5 sm:flex-row sm:justify-between print:flex-row print:justify-between">
        <div>
          <p className="font-display text-2xl font-semibold">{invoice.seller.name}</p>
          <p className="mt-1 max-w-xs text-coffee-600">{invoice.seller.address}</p>
          {invoice.seller.gstin ? <p className="mt-1 font-mono text-xs">GSTIN {invoice.seller.gstin}</p> : null}
        </div>
        <div className="sm:text-right print:text-right">
          <p className="text-lg font-bold uppercase tracking-widest">{title}</p>
          <dl className="mt-1 space-y-0.5 text-coffee-600">
            <div>
              <dt className="inline">No. </dt>
              <dd className="inline whitespace-nowrap font-mono text-coffee-800">{invoice.number}</dd>
            </div>
            <div>
              <dt className="inline">Date: </dt>
              <dd className="inline whitespace-nowrap">{invoiceDate.format(new Date(invoice.date))}</dd>
            </div>
            {invoice.isTaxInvoice ? (
              <div>
                <dt className="inline">Place of supply: </dt>
                <dd className="inline">{invoice.placeOfSupply}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      </header>
      <section className="py-5">
        <p className="text-xs font-semibold uppercase tracking-widest text-coffee-500">
          {invoice.shipTo ? "Billed to" : "Billed and shipped to"}
        </p>
        <p className="mt-1 font-semibold">{invoice.buyer.name}</p>
        {invoice.buyer.address ? <p className="text-coffee-600">{invoice.buyer.address}</p> : null}
        {invoice.shipTo ? (
          <>
            <p className="mt-3 text-xs font-semibold uppercase tracking-widest text-coffee-500">Shipped to (gift)</p>
            <p className="mt-1 font-semibold">{invoice.shipTo.name}</p>
            <p className="text-coffee-600">{invoice.shipTo.address}</p>
          </>
        ) : null}
      </section>
      <table className="w-full border-collapse text-left">
        <thead>
          <tr className="border-y border-coffee-800/15 text-xs uppercase tracking-wider text-coffee-500">
            <th scope="col" className="py-2 pr-2 font-semibold">
              Item
            </th>
            <th scope="col" className="hidden py-2 pr-2 font-semibold sm:table-cell print:table-cell">
              HSN
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-semibold">
              Qty
            </th>
            <th scope="col" className="hidden py-2 pr-2 text-right font-semibold sm:table-cell print:table-cell">
              Rate
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={index} className="border-b border-coffee-800/10 align-top">
              <td className="py-2 pr-2">
                {line.description}
                <span className="block text-xs text-coffee-500 sm:hidden print:hidden">
                  HSN {line.hsn} · {money(line.unitPaise)} each
                </span>
                {line.discountPaise > 0 ? (
                  <span className="block text-xs text-coffee-500">
                    {discountLabel(invoice.discountCode)}: −{money(line.discountPaise)}
                  </span>
                ) : null}
              </td>
              <td className="hidden py-2 pr-2 tabular-nums sm:table-cell print:table-cell">{line.hsn}</td>
              <td className="py-2 pr-2 text-right tabular-nums">{line.quantity}</td>
              <td className="hidden py-2 pr-2 text-right tabular-nums sm:table-cell print:table-cell">
                {money(line.unitPaise)}
              </td>
              <td className="py-2 text-right tabular-nums">{money(line.totalPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ml-auto mt-4 max-w-xs space-y-1.5">
        {invoice.discountPaise > 0 || invoice.codFeePaise > 0 ? (
          <>
            <Row label={invoice.codFeePaise > 0 ? "Coffee" : "Subtotal"} value={money(invoice.subtotalPaise)} />
            {invoice.discountPaise > 0 ? (
              <Row label={discountLabel(invoice.discountCode)} value={`−${money(invoice.discountPaise)}`} />
            ) : null}
            {invoice.codFeePaise > 0 ? (
              <Row
                label={invoice.isTaxInvoice ? `Cash on delivery fee (SAC ${SAC_COD_FEE})` : "Cash on delivery fee"}
                value={money(invoice.codFeePaise)}
              />
            ) : null}
            {invoice.isTaxInvoice ? <Row label="Taxable value" value={money(invoice.taxablePaise)} /> : null}
          </>
        ) : (
          <Row label={invoice.isTaxInvoice ? "Taxable value" : "Subtotal"} value={money(invoice.subtotalPaise)} />
        )}
        {invoice.isTaxInvoice && invoice.split.kind === "intra" ? (
          <>
            <Row label={`CGST ${half}%`} value={money(invoice.split.cgst)} />
            <Row label={`SGST ${half}%`} value={money(invoice.split.sgst)} />
          </>
        ) : invoice.isTaxInvoice && invoice.split.kind === "inter" ? (
          <Row label={`IGST ${invoice.taxRatePercent}%`} value={money(invoice.split.igst)} />
        ) : (
          <Row label={`GST ${invoice.taxRatePercent}%`} value={money(invoice.taxPaise)} />
        )}
        <Row label="Shipping" value={invoice.shippingPaise === 0 ? "Free" : money(invoice.shippingPaise)} />
        <Row label="Total" value={money(invoice.totalPaise)} strong />
      </dl>
      <footer className="mt-8 border-t border-coffee-800/10 pt-4 text-xs text-coffee-500">
        {invoice.isTaxInvoice
          ? "Amounts in Indian rupees. Roasted coffee, HSN 0901. This is a computer-generated invoice and needs no signature."
          : `Amounts in Indian rupees; GST at ${invoice.taxRatePercent}% is added to the subtotal, as shown. This is a receipt for your payment, not a tax invoice.`}
      </footer>
    </article>
  );
}
