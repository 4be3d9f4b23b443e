import { useState } from "react";
import { apiRequest } from "~/lib/api";
import { useFormSubmit } from "~/lib/use-form-submit";
import { formText } from "~/lib/form-data";

/** The footer's email box: a real newsletter sign-up, answered in place rather than with a toast. */
export function FooterSubscribe() {
  const [done, setDone] = useState<string | null>(null);
  const { pending, errors, failure, onSubmit } = useFormSubmit({
    check: (data) => {
      const email = formText(data, "email").trim();
      return email ? { payload: { email } } : { errors: { email: "Please enter your email address." } };
    },
    send: (payload) => apiRequest<{ message: string }>("POST", "/api/newsletter/subscribe", payload),
    failure: { fallback: "Please try again later." },
    onSuccess: (result) => setDone(result.message),
  });
  const error = errors.email ?? failure;

  return (
    <form onSubmit={onSubmit} className="mt-4" noValidate>
      <label htmlFor="footer-email" className="sr-only">
        Email address
      </label>
      <div className="flex gap-2">
        <input
          id="footer-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          className="h-11 min-w-0 flex-1 rounded-full border border-cream-50/20 bg-cream-50/10 px-4 text-sm text-cream-50 placeholder:text-cream-200/60 focus:border-gold-400 focus:outline-none"
        />
        <button
          type="submit"
          disabled={pending}
          className="h-11 shrink-0 rounded-full bg-gold-500 px-5 text-sm font-semibold text-coffee-900 hover:bg-gold-400 disabled:opacity-60"
        >
          Subscribe
        </button>
      </div>
      <p aria-live="polite" className={error ? "mt-2 text-sm text-terracotta-400" : "mt-2 text-sm text-cream-200"}>
        {error ?? (pending ? "" : (done ?? ""))}
      </p>
    </form>
  );
}
