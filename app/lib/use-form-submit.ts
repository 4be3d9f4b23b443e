/**
 * How every public form is sent (docs/decisions/061): the form's own checks first, then one request with
 * a pending flag; the server's per-field messages go under the fields; each form's toasts say how it went.
 */
import { useState, type FormEvent } from "react";
import { ApiError, errorMessage } from "~/lib/api";
import { toast, type ToastInput } from "~/lib/toast";

export type FieldErrors = Record<string, string>;

/** What the form's own check decided: send this payload, or show these field messages and/or this toast. */
export type FormCheck<T> = { payload: T } | { errors?: FieldErrors; toast?: ToastInput };

type Options<T, R> = {
  check: (data: FormData) => FormCheck<T>;
  send: (payload: T) => Promise<R>;
  /** The toast after the server said yes. */
  success?: ToastInput;
  /**
   * When the server says no: with a `title`, a toast whose text is the server's message or `fallback`;
   * without one, that text is handed back as `failure` for the form to show in place.
   */
  failure: { title?: string; fallback: string };
  onSuccess?: (result: R, payload: T) => void;
  /** Empty the form after success (a sign-up); off for forms that are replaced by a thank-you. */
  reset?: boolean;
};

export function useFormSubmit<T, R = unknown>({
  check,
  send,
  success,
  failure,
  onSuccess,
  reset = true,
}: Options<T, R>) {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = check(new FormData(form));
    if (!("payload" in checked)) {
      setErrors(checked.errors ?? {});
      setFailed(null);
      if (checked.toast) toast({ variant: "destructive", ...checked.toast });
      return;
    }
    setPending(true);
    setErrors({});
    setFailed(null);
    try {
      const result = await send(checked.payload);
      if (success) toast(success);
      if (reset) form.reset();
      onSuccess?.(result, checked.payload);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      const message = errorMessage(error, failure.fallback);
      if (failure.title) toast({ title: failure.title, description: message, variant: "destructive" });
      else setFailed(message);
    } finally {
      setPending(false);
    }
  }

  return { pending, errors, failure: failed, onSubmit };
}
