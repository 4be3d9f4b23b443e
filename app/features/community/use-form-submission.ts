/**
 * Sending one of the community forms: the pending flag, the server's per-field messages (shown
 * under each field) and a failure toast. The caller decides what success looks like.
 */
import { useState } from "react";
import { toast } from "~/features/toast/toast-store";
import { ApiError, apiRequest, errorMessage } from "~/lib/api";

export function useFormSubmission<T>(url: string, failure: { title: string; fallback: string }) {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function send(payload: T): Promise<boolean> {
    setPending(true);
    setErrors({});
    try {
      await apiRequest("POST", url, payload);
      return true;
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      toast({ title: failure.title, description: errorMessage(error, failure.fallback), variant: "destructive" });
      return false;
    } finally {
      setPending(false);
    }
  }

  return { pending, errors, setErrors, send };
}
