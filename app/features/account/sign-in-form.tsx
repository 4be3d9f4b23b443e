import KeyRound from "lucide-react/icons/key-round";
import LoaderCircle from "lucide-react/icons/loader-circle";
import Mail from "lucide-react/icons/mail";
import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { CodeStep, FormFailure } from "~/components/ui/code-step";
import { Input, Label } from "~/components/ui/field";
import { errorMessage } from "~/lib/api";
import { formText } from "~/lib/form-data";
import { requestSignInCode, signInWithCode } from "./account-api";

type Field = "email" | "code";

/**
 * Sign in without a password (decision 095): an e-mail, then the 6-digit code mailed to it. The first
 * sign-in makes the account; every order placed with that e-mail shows in it.
 */
export function SignInForm({
  initialEmail,
  codeSent,
  onSignedIn,
}: {
  initialEmail: string;
  /** The server's words when a code was already sent to `initialEmail` (the confirmation page's offer). */
  codeSent?: string;
  onSignedIn: () => void;
}) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [asked, setAsked] = useState<{ email: string; message: string } | null>(() =>
    codeSent && initialEmail ? { email: initialEmail.trim().toLowerCase(), message: codeSent } : null,
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const { SignInCodeInput, SignInEmailInput } = await import("@domain/accounts");
    const values = { email: formText(data, "email"), code: formText(data, "code") };
    const withCode = asked !== null && values.email.trim().toLowerCase() === asked.email;
    const parsed = (withCode ? SignInCodeInput : SignInEmailInput).safeParse(values);
    setFailure(null);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      form.querySelector<HTMLInputElement>(`[name="${next.email ? "email" : "code"}"]`)?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    try {
      if (withCode && "code" in parsed.data) {
        await signInWithCode(parsed.data.email, String(parsed.data.code));
        onSignedIn();
      } else {
        const { message } = await requestSignInCode(parsed.data.email);
        setAsked({ email: parsed.data.email, message });
      }
    } catch (error) {
      setFailure(errorMessage(error, "We couldn't sign you in just now. Please try again in a moment."));
    } finally {
      setPending(false);
    }
  }

  const described = (field: Field) =>
    errors[field] ? { "aria-invalid": true, "aria-describedby": `sign-in-${field}-error` } : {};
  const error = (field: Field) =>
    errors[field] ? (
      <p id={`sign-in-${field}-error`} className="text-sm font-medium text-terracotta-600">
        {errors[field]}
      </p>
    ) : null;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="sign-in-heading" className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor="sign-in-email">Email</Label>
        <Input
          id="sign-in-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          defaultValue={initialEmail}
          onChange={() => setAsked(null)}
          {...described("email")}
        />
        {error("email")}
      </div>
      {asked ? <CodeStep idPrefix="sign-in" message={asked.message} error={errors.code} /> : null}
      <FormFailure message={failure} />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? (
          <LoaderCircle aria-hidden className="animate-spin" />
        ) : asked ? (
          <KeyRound aria-hidden />
        ) : (
          <Mail aria-hidden />
        )}{" "}
        {asked ? "Sign in" : "Email me a code"}
      </Button>
    </form>
  );
}
