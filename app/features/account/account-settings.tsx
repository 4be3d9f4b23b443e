import LogOut from "lucide-react/icons/log-out";
import Trash2 from "lucide-react/icons/trash";
import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/field";
import { errorMessage } from "~/lib/api";
import { formText } from "~/lib/form-data";
import { toast } from "~/lib/toast";
import { deleteAccount, setNewsletter, signOut, signOutEverywhere } from "./account-api";

/** The newsletter choice for the account's e-mail (the sign-in proved the mailbox, so it takes effect at once). */
export function NewsletterChoice({ subscribed, onChange }: { subscribed: boolean; onChange: () => void }) {
  const [pending, setPending] = useState(false);
  async function toggle(next: boolean) {
    setPending(true);
    try {
      await setNewsletter(next);
      toast({
        title: next ? "Subscribed" : "Unsubscribed",
        description: next ? "The newsletter will come to this email." : "No more newsletters to this email.",
      });
      onChange();
    } catch (error) {
      toast({ title: "Not saved", description: errorMessage(error, "Please try again."), variant: "destructive" });
    } finally {
      setPending(false);
    }
  }
  return (
    <label className="flex items-start gap-3 text-coffee-700">
      <input
        type="checkbox"
        className="mt-1 size-5 accent-terracotta-500"
        checked={subscribed}
        disabled={pending}
        onChange={(event) => void toggle(event.currentTarget.checked)}
      />
      <span>Send me the Bean &amp; Bhūmi newsletter: new lots, brewing notes and the batch of the month.</span>
    </label>
  );
}

/** Sign out here, or on every device. */
export function SessionControls({ onSignedOut }: { onSignedOut: () => void }) {
  async function run(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      toast({ title: done });
      onSignedOut();
    } catch (error) {
      toast({ title: "Not signed out", description: errorMessage(error, "Please try again."), variant: "destructive" });
    }
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" variant="outline" onClick={() => void run(signOut, "Signed out")}>
        <LogOut aria-hidden /> Sign out
      </Button>
      <Button type="button" variant="outline" onClick={() => void run(signOutEverywhere, "Signed out on every device")}>
        <LogOut aria-hidden /> Sign out everywhere
      </Button>
    </div>
  );
}

/** Deleting the account and personal data; the e-mail typed again confirms it. */
export function DeleteAccount({ email, onDeleted }: { email: string; onDeleted: (message: string) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const { message } = await deleteAccount(formText(new FormData(event.currentTarget), "confirmEmail"));
      onDeleted(message);
    } catch (error) {
      setFailure(errorMessage(error, "We couldn't delete your account just now. Please try again."));
    }
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby="delete-heading" className="space-y-3">
      <p className="text-sm text-coffee-600">
        This deletes your account, saved addresses, newsletter subscription and the mail we keep for you, cancels your
        coffee subscriptions (nothing more is charged or delivered), and removes your name, email, phone and street
        address from your orders and subscriptions. Invoices of paid orders stay, with the amounts and your state only,
        because GST rules require the shop to keep them.
      </p>
      <div className="space-y-1.5">
        <Label htmlFor="delete-confirm">Type {email} to confirm</Label>
        <Input
          id="delete-confirm"
          name="confirmEmail"
          type="email"
          autoComplete="off"
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? "delete-error" : undefined}
        />
        {failure ? (
          <p id="delete-error" role="alert" className="text-sm font-medium text-terracotta-600">
            {failure}
          </p>
        ) : null}
      </div>
      <Button type="submit" variant="accent">
        <Trash2 aria-hidden /> Delete my account and data
      </Button>
    </form>
  );
}
