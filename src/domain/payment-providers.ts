/**
 * The payment providers the shop can take money through, and the methods its checkout offers. One
 * entry per provider (decision 051): the configuration's enum, the checkout's window (script, global
 * constructor, name on the page) and the page's Content-Security-Policy sources all come from here.
 * The server's implementation of each lives in `src/server/payments/<id>/`.
 */

export type ProviderInfo = {
  /** What the payment step calls the provider's window ("UPI, cards … in {windowName}"). */
  windowName: string;
  /** No real money moves: the page says it is a test. */
  testMode: boolean;
  /** The checkout window: a script defining a Razorpay-style constructor, loaded when the shopper pays. */
  window: {
    src: string;
    global: string;
    /**
     * The window is ours and calls our API itself (the sandbox's "bank"), so it is handed the order's
     * token; a third party's window never sees it.
     */
    takesOrderToken: boolean;
  };
  /** Origins the page must allow while this provider is active (its script, frames and API calls). */
  pageSources: { scriptSrc: string[]; frameSrc: string[]; connectSrc: string[]; imgSrc: string[] };
};

const NO_SOURCES = { scriptSrc: [], frameSrc: [], connectSrc: [], imgSrc: [] };

export const PAYMENT_PROVIDERS = {
  sandbox: {
    windowName: "the secure test window",
    testMode: true,
    window: { src: "/api/sandbox/checkout.js", global: "SandboxCheckout", takesOrderToken: true },
    pageSources: NO_SOURCES,
  },
  razorpay: {
    windowName: "Razorpay's secure window",
    testMode: false,
    window: { src: "https://checkout.razorpay.com/v1/checkout.js", global: "Razorpay", takesOrderToken: false },
    pageSources: {
      scriptSrc: ["https://checkout.razorpay.com"],
      frameSrc: ["https://api.razorpay.com", "https://checkout.razorpay.com"],
      connectSrc: ["https://api.razorpay.com", "https://lumberjack.razorpay.com"],
      imgSrc: ["https://*.razorpay.com"],
    },
  },
} as const satisfies Record<string, ProviderInfo>;

export type PaymentProviderId = keyof typeof PAYMENT_PROVIDERS;

/** The ids as a non-empty tuple, for `z.enum` (the configuration's PAYMENT_PROVIDER). */
export const PAYMENT_PROVIDER_IDS = Object.keys(PAYMENT_PROVIDERS) as [PaymentProviderId, ...PaymentProviderId[]];

/** Used when PAYMENT_PROVIDER is not set: no real money, works offline (the start-up warns in production). */
export const DEFAULT_PAYMENT_PROVIDER: PaymentProviderId = "sandbox";

export function isPaymentProviderId(value: string): value is PaymentProviderId {
  return Object.hasOwn(PAYMENT_PROVIDERS, value);
}

/** The checkout's choice: the provider's own window with every option (the default), or one method prefilled. */
export const PAYMENT_METHODS = ["provider", "upi", "netbanking", "card"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The methods a provider's window itself offers (its tabs; what a payment is recorded as). */
export const WINDOW_METHODS = ["upi", "card", "netbanking"] as const;
export type WindowMethod = (typeof WINDOW_METHODS)[number];

export const UPI_APPS = ["Google Pay", "PhonePe", "Paytm", "BHIM UPI"] as const;
export type UpiApp = (typeof UPI_APPS)[number];
export const NETBANKING_BANKS = ["sbi", "hdfc", "icici", "axis", "kotak", "pnb", "bob", "canara"] as const;
export type NetbankingBank = (typeof NETBANKING_BANKS)[number];
export const BANK_NAMES: Readonly<Record<NetbankingBank, string>> = {
  sbi: "State Bank of India",
  hdfc: "HDFC Bank",
  icici: "ICICI Bank",
  axis: "Axis Bank",
  kotak: "Kotak Mahindra Bank",
  pnb: "Punjab National Bank",
  bob: "Bank of Baroda",
  canara: "Canara Bank",
};
export const CARD_TYPES = ["credit", "debit"] as const;

/**
 * How a payment is recorded (`orders.payment_method`): the checkout's choice ("provider", "upi"…), or what
 * the window reports once paid — a method, with the sandbox's app or bank after a colon ("upi:Google Pay",
 * "netbanking:hdfc"), or Razorpay's own method names ("wallet", "emi"…). One label per code, for the order
 * sheet, the CSV and anything else a person reads.
 */
const PAYMENT_METHOD_LABELS: Readonly<Record<string, string>> = {
  provider: "Payment window",
  upi: "UPI",
  netbanking: "Net banking",
  card: "Card",
  wallet: "Wallet",
  emi: "EMI",
  cardless_emi: "Cardless EMI",
  paylater: "Pay later",
  bank_transfer: "Bank transfer",
};

function isBank(value: string): value is NetbankingBank {
  return (NETBANKING_BANKS as readonly string[]).includes(value);
}

/** "upi:Google Pay" → "UPI (Google Pay)", "netbanking:hdfc" → "Net banking (HDFC Bank)", "card" → "Card". */
export function paymentMethodLabel(code: string): string {
  const [method = "", ...rest] = code.split(":");
  const detail = rest.join(":").trim();
  const name =
    PAYMENT_METHOD_LABELS[method.toLowerCase()] ?? method.replace(/[-_]+/g, " ").replace(/^\w/, (c) => c.toUpperCase());
  if (!detail) return name;
  const shown = isBank(detail.toLowerCase()) ? BANK_NAMES[detail.toLowerCase() as NetbankingBank] : detail;
  return `${name} (${shown})`;
}
