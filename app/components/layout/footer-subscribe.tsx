import { useState, type FormEvent } from "react";
import { apiRequest, errorMessage } from "~/lib/api";

type State = { kind: "idle" } | { kind: "pending" } | { kind: "done"; message: string } | { kind: "error"; message: string };

/** The footer's email box: a real newsletter sign-up. */
export function FooterSubscribe() {
  const [state, setState] = useState<State>({ kind: "idle" });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    if (!email) {
      setState({ kind: "error", message: "Please enter your email address." });
      return;
    }
    setState({ kind: "pending" });
    try {
      const result = await apiRequest<{ message: string }>("POST", "/api/newsletter/subscribe", { email });
      setState({ kind: "done", message: result.message });
      event.currentTarget?.reset();
    } catch (error) {
      setState({ kind: "error", message: errorMessage(error, "Please try again later.") });
    }
  }

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
          disabled={state.kind === "pending"}
          className="h-11 shrink-0 rounded-full bg-gold-500 px-5 text-sm font-semibold text-coffee-900 hover:bg-gold-400 disabled:opacity-60"
        >
          Subscribe
        </button>
      </div>
      <p aria-live="polite" className={state.kind === "error" ? "mt-2 text-sm text-terracotta-400" : "mt-2 text-sm text-cream-200"}>
        {state.kind === "done" || state.kind === "error" ? state.message : ""}
      </p>
    </form>
  );
}
