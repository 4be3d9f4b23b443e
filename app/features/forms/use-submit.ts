import { useState, type FormEvent } from "react";
import { toast, type ToastInput } from "~/features/toast/toast-store";
import { errorMessage } from "~/lib/api";

type Options<T> = {
  /** Returns the payload, or a toast to show instead of sending (a missing field). */
  read: (data: FormData) => T | { invalid: ToastInput };
  send: (payload: T) => Promise<unknown>;
  success: ToastInput;
  /** Title of the failure toast; its text is the server's message or `fallback`. */
  failure: { title: string; fallback: string };
};

/** A sign-up style form: validate, send, pending flag, success or failure toast, reset on success. */
export function useSubmit<T>({ read, send, success, failure }: Options<T>) {
  const [pending, setPending] = useState(false);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const payload = read(new FormData(form));
    if (payload && typeof payload === "object" && "invalid" in payload) {
      toast({ variant: "destructive", ...payload.invalid });
      return;
    }
    setPending(true);
    try {
      await send(payload as T);
      toast(success);
      form.reset();
    } catch (error) {
      toast({ title: failure.title, description: errorMessage(error, failure.fallback), variant: "destructive" });
    } finally {
      setPending(false);
    }
  }
  return { pending, onSubmit };
}
