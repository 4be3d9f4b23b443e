import { Input, Label } from "./field";

/**
 * The second step of a mailed one-time code (the order lookup, decision 033; signing in, decision 095):
 * what the server said about the mail, the code field and its message, and a failure of the whole form.
 */
export function CodeStep({ idPrefix, message, error }: { idPrefix: string; message: string; error?: string }) {
  const errorId = `${idPrefix}-code-error`;
  return (
    <div className="space-y-1.5">
      <p role="status" className="rounded-xl bg-forest-500/10 px-4 py-3 text-sm text-coffee-700">
        {message}
      </p>
      <Label htmlFor={`${idPrefix}-code`}>Code from the e-mail</Label>
      <Input
        id={`${idPrefix}-code`}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        {...(error ? { "aria-invalid": true, "aria-describedby": errorId } : {})}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-terracotta-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function FormFailure({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="rounded-xl bg-terracotta-500/10 px-4 py-3 text-sm font-medium text-terracotta-600">
      {message}
    </p>
  ) : null;
}
