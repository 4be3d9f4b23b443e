/**
 * "Have a code?" once opened (loaded on the click, not with the page): the shopper types a code, the
 * server prices the cart with it (`POST /api/orders/quote`) and says which rule failed when it cannot.
 */
import { useEffect, useEffectEvent, useId, useState, type FormEvent } from "react";
import type { CartItem } from "@domain/cart";
import { normalizeCode } from "@domain/discounts";
import type { AppliedDiscount } from "~/features/cart";
import { ApiError, apiRequest } from "~/lib/api";

type Quote = { discountCode: string | null; discountPaise: number; offer: { freeShipping: boolean } | null };

export type CodeFormProps = {
  items: CartItem[];
  email: string;
  applied: AppliedDiscount | null;
  error: string | null;
  onApplied: (applied: AppliedDiscount | null) => void;
  onError: (message: string | null) => void;
};

async function quote(code: string, items: CartItem[], email: string): Promise<AppliedDiscount> {
  const answer = await apiRequest<Quote>("POST", "/api/orders/quote", {
    discountCode: code,
    items,
    ...(/^\S+@\S+\.\S+$/.test(email.trim()) ? { customerEmail: email.trim() } : {}),
  });
  return {
    code: answer.discountCode ?? normalizeCode(code),
    discountPaise: answer.discountPaise,
    freeShipping: answer.offer?.freeShipping ?? false,
  };
}

export default function DiscountCodeForm({ items, email, applied, error, onApplied, onError }: CodeFormProps) {
  const id = useId();
  const [text, setText] = useState(applied?.code ?? "");
  const [busy, setBusy] = useState(false);

  async function apply(code: string) {
    setBusy(true);
    try {
      onApplied(await quote(code, items, email));
      onError(null);
    } catch (failure) {
      onApplied(null);
      onError(
        failure instanceof ApiError
          ? (failure.fieldErrors.discountCode ?? failure.fieldErrors.items ?? failure.serverMessage ?? "")
          : "We couldn't check the code just now. Please try again.",
      );
    } finally {
      setBusy(false);
    }
  }

  // The cart changed under an applied code: ask the server again, so the figures stay its own.
  const cartKey = JSON.stringify(items);
  const requote = useEffectEvent(() => {
    if (applied) void apply(applied.code);
  });
  useEffect(() => requote(), [cartKey]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!normalizeCode(text)) {
      onError("Please enter a code");
      return;
    }
    void apply(text);
  }

  if (applied)
    return (
      <p
        className="flex items-center justify-between gap-3 rounded-2xl bg-forest-500/10 px-4 py-3 text-sm"
        role="status"
      >
        <span>
          Code <strong className="font-mono">{applied.code}</strong> applied
        </span>
        <button
          type="button"
          className="font-medium text-coffee-600 underline underline-offset-4 hover:text-coffee-800"
          onClick={() => {
            onApplied(null);
            setText("");
          }}
        >
          Remove
        </button>
      </p>
    );

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium">
        Discount code
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="discountCode"
          type="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-h-11 min-w-0 flex-1 rounded-xl border border-coffee-800/20 bg-white px-3 font-mono uppercase"
        />
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 rounded-xl bg-coffee-800 px-4 text-sm font-semibold text-cream-50 disabled:opacity-60"
        >
          {busy ? "Checking…" : "Apply"}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-terracotta-600">
          {error}
        </p>
      ) : null}
    </form>
  );
}
