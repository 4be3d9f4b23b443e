/** "Notify me" on a sold-out coffee (decision 133): one e-mail when it is back, nothing else. */
import { useId, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { apiRequest, ApiError } from "~/lib/api";
import { formText } from "~/lib/form-data";

export function NotifyMe({ slug, name }: { slug: string; name: string }) {
  const id = useId();
  const [state, setState] = useState<{ busy: boolean; done?: string; error?: string }>({ busy: false });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = formText(new FormData(event.currentTarget), "email").trim();
    if (!email) {
      setState({ busy: false, error: "Please enter your email address." });
      return;
    }
    setState({ busy: true });
    try {
      const answer = await apiRequest<{ message: string }>(
        "POST",
        `/api/products/${encodeURIComponent(slug)}/restock-alerts`,
        {
          email,
        },
      );
      setState({ busy: false, done: answer.message });
    } catch (error) {
      const message =
        error instanceof ApiError
          ? (error.fieldErrors.email ?? error.serverMessage ?? "Something went wrong. Please try again.")
          : "Something went wrong. Please try again.";
      setState({ busy: false, error: message });
    }
  }

  if (state.done)
    return (
      <p role="status" className="rounded-xl bg-forest-600/10 p-4 text-sm font-medium text-forest-700">
        {state.done}
      </p>
    );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="rounded-xl bg-cream-100 p-4">
      <label htmlFor={`${id}-email`} className="text-sm font-semibold">
        Notify me when {name} is back
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          placeholder="you@example.com"
          aria-invalid={state.error ? true : undefined}
          aria-describedby={state.error ? `${id}-error` : `${id}-hint`}
          className="min-h-11 flex-1 rounded-lg border border-coffee-800/20 bg-white px-3 text-base"
        />
        <Button type="submit" disabled={state.busy} className="min-h-11">
          {state.busy ? "Saving…" : "Notify me"}
        </Button>
      </div>
      {state.error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-terracotta-600">
          {state.error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-2 text-xs text-coffee-500">
          One e-mail when it is back in stock, with a link to stop it. Nothing else.
        </p>
      )}
    </form>
  );
}
