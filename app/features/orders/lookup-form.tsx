import { LoaderCircle, Search } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/field";
import { ApiError } from "~/lib/api";
import { lookupOrder, type OrderWithInvoice } from "./orders-api";

type Errors = Partial<Record<"orderNumber" | "email", string>>;

/** Find any order by its number and the e-mail it was placed with (the server answers the same way for both misses). */
export function LookupForm({
  initialNumber,
  initialEmail,
  autoSubmit,
  onFound,
}: {
  initialNumber: string;
  initialEmail: string;
  /** The confirmation mail's link carries both: look the order up straight away. */
  autoSubmit: boolean;
  onFound: (found: OrderWithInvoice) => void;
}) {
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (!autoSubmit || autoSubmitted.current) return;
    autoSubmitted.current = true;
    formRef.current?.requestSubmit();
  }, [autoSubmit]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    // The schema (and zod) loads when someone looks an order up, not with the page.
    const { OrderLookupInput } = await import("@domain/orders");
    const parsed = OrderLookupInput.safeParse({ orderNumber: String(data.get("orderNumber") ?? ""), email: String(data.get("email") ?? "") });
    setFailure(null);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(next);
      form.querySelector<HTMLInputElement>(`[name="${next.orderNumber ? "orderNumber" : "email"}"]`)?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    try {
      onFound(await lookupOrder(parsed.data.orderNumber, parsed.data.email));
    } catch (error) {
      setFailure(error instanceof ApiError && error.serverMessage ? error.serverMessage : "We couldn't look that up just now. Please try again in a moment.");
    } finally {
      setPending(false);
    }
  }

  const describe = (field: keyof Errors) => (errors[field] ? { "aria-invalid": true, "aria-describedby": `lookup-${field}-error` } : {});
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="lookup-heading" className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor="lookup-orderNumber">Order number</Label>
        <Input id="lookup-orderNumber" name="orderNumber" defaultValue={initialNumber} placeholder="BB-2026-000123" autoCapitalize="characters" autoComplete="off" spellCheck={false} {...describe("orderNumber")} />
        {errors.orderNumber ? (
          <p id="lookup-orderNumber-error" className="text-sm font-medium text-terracotta-600">
            {errors.orderNumber}
          </p>
        ) : null}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="lookup-email">Email used for the order</Label>
        <Input id="lookup-email" name="email" defaultValue={initialEmail} type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...describe("email")} />
        {errors.email ? (
          <p id="lookup-email-error" className="text-sm font-medium text-terracotta-600">
            {errors.email}
          </p>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className="rounded-xl bg-terracotta-500/10 px-4 py-3 text-sm font-medium text-terracotta-600">
          {failure}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Search aria-hidden />} Find order
      </Button>
    </form>
  );
}
