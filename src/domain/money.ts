/**
 * Money is integer paise everywhere inside the system. Rupee strings and numbers exist only at the
 * edges: the API's decimal strings, the cart kept in the browser, and what a shopper reads.
 */
export type Paise = number;

const DECIMAL = /^\s*(\d{1,9})(?:\.(\d{1,2}))?\s*$/;

/** "1300", "1300.5", "1300.50", 1300.5 → paise. Throws on negatives, >2 decimals or junk. */
export function toPaise(rupees: string | number): Paise {
  const text = typeof rupees === "number" ? numberToDecimalText(rupees) : rupees;
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not a rupee amount: ${String(rupees)}`);
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? "").padEnd(2, "0"));
  return whole * 100 + fraction;
}

function numberToDecimalText(value: number): string {
  if (!Number.isFinite(value) || value < 0) return "invalid";
  // Round to paise first: 1404.0000000002 and 1403.9999999998 both mean ₹1404.00.
  return (Math.round(value * 100) / 100).toFixed(2);
}

/** Paise → rupees as a number with at most two decimals (the API's `amount`). */
export function toRupees(paise: Paise): number {
  return Math.round(paise) / 100;
}

/** Paise → "1300.00", the decimal text the product API uses for prices. */
export function toDecimalText(paise: Paise): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(Math.round(paise));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

const wholeRupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const withPaise = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ₹1,300 or ₹1,404.50 — paise are shown only when there are some. Indian digit grouping. */
export function formatRupees(paise: Paise): string {
  return paise % 100 === 0 ? wholeRupees.format(paise / 100) : withPaise.format(paise / 100);
}
