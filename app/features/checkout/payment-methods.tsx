import type { LucideIcon } from "lucide-react";
import CreditCard from "lucide-react/icons/credit-card";
import Landmark from "lucide-react/icons/landmark";
import ShieldCheck from "lucide-react/icons/shield-check";
import Smartphone from "lucide-react/icons/smartphone";
import type { ReactNode } from "react";
import { PAYMENT_MESSAGES } from "@domain/payment-inputs";
import { BANK_NAMES, NETBANKING_BANKS, UPI_APPS, type PaymentMethod } from "@domain/payment-providers";
import { cn } from "~/lib/utils";

export type MethodChoice = { method: PaymentMethod; upiApp: string | null; bank: string | null };

type MethodInfo = { id: PaymentMethod; icon: LucideIcon; label: string; hint: string };

function methods(windowName: string): MethodInfo[] {
  return [
    {
      id: "provider",
      icon: ShieldCheck,
      label: "All payment options",
      hint: `UPI, cards, net banking and wallets in ${windowName}`,
    },
    { id: "upi", icon: Smartphone, label: "UPI", hint: "Google Pay, PhonePe, Paytm or BHIM" },
    { id: "netbanking", icon: Landmark, label: "Net banking", hint: "SBI, HDFC, ICICI, Axis and four more banks" },
    { id: "card", icon: CreditCard, label: "Credit or debit card", hint: "Visa, Mastercard, RuPay" },
  ];
}

const tile =
  "flex min-h-11 cursor-pointer items-center justify-center rounded-xl border border-coffee-800/20 bg-white px-3 py-2 text-center text-sm font-medium leading-tight transition-colors hover:border-coffee-800/50 peer-checked:border-coffee-800 peer-checked:bg-coffee-800 peer-checked:text-cream-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-terracotta-500";

/** Pill-shaped radios for a UPI app or a bank, with the message that says one is needed. */
function SubChoice({
  legend,
  name,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  value: string | null;
  onChange: (v: string) => void;
  error?: string;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="mt-4" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {options.map((option) => (
          <label key={option.value} className="relative">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="peer absolute inset-0 z-10 cursor-pointer opacity-0"
            />
            <span className={tile}>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-terracotta-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

type Props = {
  /** "Razorpay's secure window", "the secure test window". */
  windowName: string;
  choice: MethodChoice;
  onChange: (choice: MethodChoice) => void;
  /** Set when the shopper tried to pay without the app or bank their method needs. */
  missing: "upiApp" | "bank" | null;
  disabled: boolean;
};

/** The spec's method choice: the provider's window with everything (default), or UPI, net banking or card prefilled. */
export function PaymentMethods({ windowName, choice, onChange, missing, disabled }: Props) {
  const detail = (method: PaymentMethod): ReactNode => {
    if (method === "upi")
      return (
        <SubChoice
          legend="Choose your UPI app"
          name="upiApp"
          options={UPI_APPS.map((app) => ({ value: app, label: app }))}
          value={choice.upiApp}
          onChange={(upiApp) => onChange({ ...choice, upiApp })}
          error={missing === "upiApp" ? PAYMENT_MESSAGES.chooseUpiApp : undefined}
        />
      );
    if (method === "netbanking")
      return (
        <SubChoice
          legend="Choose your bank"
          name="bank"
          options={NETBANKING_BANKS.map((bank) => ({ value: bank, label: BANK_NAMES[bank] }))}
          value={choice.bank}
          onChange={(bank) => onChange({ ...choice, bank })}
          error={missing === "bank" ? PAYMENT_MESSAGES.chooseBank : undefined}
        />
      );
    if (method === "card")
      return (
        <p className="mt-3 text-sm text-coffee-600">
          You enter your card in the secure payment window — card numbers never touch our site.
        </p>
      );
    return null;
  };

  return (
    <fieldset disabled={disabled} className="space-y-3">
      <legend className="mb-3 text-lg font-semibold">How would you like to pay?</legend>
      {methods(windowName).map(({ id, icon: Icon, label, hint }) => {
        const selected = choice.method === id;
        return (
          <div
            key={id}
            className={cn(
              "rounded-2xl border bg-white transition-colors",
              selected ? "border-coffee-800 shadow-[0_0_0_1px_var(--color-coffee-800)]" : "border-coffee-800/15",
            )}
          >
            <label className="flex cursor-pointer items-center gap-3 p-4">
              <input
                type="radio"
                name="paymentMethod"
                value={id}
                checked={selected}
                onChange={() => onChange({ ...choice, method: id })}
                aria-labelledby={`method-${id}`}
                aria-describedby={`method-${id}-hint`}
                className="size-4 shrink-0 accent-coffee-800"
              />
              <span
                className={cn(
                  "grid size-10 shrink-0 place-items-center rounded-full",
                  selected ? "bg-coffee-800 text-cream-50" : "bg-cream-100 text-coffee-600",
                )}
              >
                <Icon aria-hidden className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold">
                  <span id={`method-${id}`}>{label}</span>
                  {id === "provider" ? (
                    <span className="ml-2 rounded-full bg-forest-600/10 px-2 py-0.5 text-xs font-semibold text-forest-700">
                      Recommended
                    </span>
                  ) : null}
                </span>
                <span id={`method-${id}-hint`} className="block text-sm text-coffee-500">
                  {hint}
                </span>
              </span>
            </label>
            {selected && id !== "provider" ? (
              <div className="border-t border-coffee-800/10 px-4 pb-4">{detail(id)}</div>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
