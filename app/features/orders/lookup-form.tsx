import LoaderCircle from "lucide-react/icons/loader-circle";
import Search from "lucide-react/icons/search";
import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { CodeStep, FormFailure } from "~/components/ui/code-step";
import { Input, Label } from "~/components/ui/field";
import { ApiError } from "~/lib/api";
import { formText } from "~/lib/form-data";
import { openWithCode, requestLookupCode, type OrderWithInvoice } from "./orders-api";

type Field = "orderNumber" | "email" | "code";
type Errors = Partial<Record<Field, string>>;

/**
 * Find any order by its number and the e-mail it was placed with, then the one-time code the shop
 * mails to that address (decision 033): number and e-mail alone show nothing, whoever types them.
 */
export function LookupForm({
  initialNumber,
  initialEmail,
  onFound,
}: {
  initialNumber: string;
  initialEmail: string;
  onFound: (found: OrderWithInvoice & { accessToken: string }) => void;
}) {
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  /** Set once a code was asked for (and cleared when number or e-mail change): what it was asked with, and the server's words. */
  const [asked, setAsked] = useState<{ orderNumber: string; email: string; message: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    // The schemas (and zod) load when someone looks an order up, not with the page.
    const { OrderLookupCodeInput, OrderLookupInput } = await import("@domain/orders");
    const values = {
      orderNumber: formText(data, "orderNumber"),
      email: formText(data, "email"),
      code: formText(data, "code"),
    };
    const sameAsAsked =
      asked &&
      values.orderNumber.trim().toUpperCase() === asked.orderNumber &&
      values.email.trim().toLowerCase() === asked.email;
    const parsed = (sameAsAsked ? OrderLookupCodeInput : OrderLookupInput).safeParse(values);
    setFailure(null);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      const first = (["orderNumber", "email", "code"] as const).find((field) => next[field]);
      form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const { orderNumber, email } = parsed.data;
      const code = "code" in parsed.data ? String(parsed.data.code) : null;
      if (sameAsAsked && code) onFound(await openWithCode(orderNumber, email, code));
      else {
        const { message } = await requestLookupCode(orderNumber, email);
        setAsked({ orderNumber, email, message });
      }
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : "We couldn't look that up just now. Please try again in a moment.",
      );
    } finally {
      setPending(false);
    }
  }

  const describe = (field: Field) =>
    errors[field] ? { "aria-invalid": true, "aria-describedby": `lookup-${field}-error` } : {};
  const error = (field: Field) =>
    errors[field] ? (
      <p id={`lookup-${field}-error`} className="text-sm font-medium text-terracotta-600">
        {errors[field]}
      </p>
    ) : null;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="lookup-heading" className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor="lookup-orderNumber">Order number</Label>
        <Input
          id="lookup-orderNumber"
          name="orderNumber"
          defaultValue={initialNumber}
          placeholder="BB-2026-000123"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          onChange={() => setAsked(null)}
          {...describe("orderNumber")}
        />
        {error("orderNumber")}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="lookup-email">Email used for the order</Label>
        <Input
          id="lookup-email"
          name="email"
          defaultValue={initialEmail}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          onChange={() => setAsked(null)}
          {...describe("email")}
        />
        {error("email")}
      </div>
      {asked ? <CodeStep idPrefix="lookup" message={asked.message} error={errors.code} /> : null}
      <FormFailure message={failure} />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Search aria-hidden />}{" "}
        {asked ? "Find order" : "Send me a code"}
      </Button>
    </form>
  );
}
