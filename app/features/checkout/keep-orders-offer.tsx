import LoaderCircle from "lucide-react/icons/loader-circle";
import UserRound from "lucide-react/icons/user-round";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useSignedInHint } from "~/components/layout/account-label";
import { Button } from "~/components/ui/button";
import { requestSignInCode } from "~/features/account";
import { errorMessage } from "~/lib/api";

/**
 * After a guest order: keep this order and every later one by confirming the e-mail with a code
 * (decision 095). The account is that verified e-mail, so signing in is all the linking there is.
 */
export function KeepOrdersOffer({ email }: { email: string }) {
  const signedIn = useSignedInHint();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (signedIn) return null;

  async function send() {
    setPending(true);
    setFailure(null);
    try {
      const { message } = await requestSignInCode(email);
      void navigate(`/account?email=${encodeURIComponent(email)}`, { state: { codeSent: message } });
    } catch (error) {
      setFailure(errorMessage(error, "We couldn't send the code just now. Please try again in a moment."));
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="keep-orders-heading" className="rounded-2xl border border-coffee-800/10 bg-cream-100 p-5">
      <h3 id="keep-orders-heading" className="flex items-center gap-2 text-xl font-semibold">
        <UserRound aria-hidden className="size-5 text-coffee-500" /> Keep your orders in one place
      </h3>
      <p className="mt-2 text-sm text-coffee-700">
        Confirm {email} with a code and see this order, and every order placed with this email, on any device. No
        password needed.
      </p>
      {failure ? (
        <p role="alert" className="mt-2 text-sm font-medium text-terracotta-600">
          {failure}
        </p>
      ) : null}
      <Button type="button" variant="outline" className="mt-4" disabled={pending} onClick={() => void send()}>
        {pending ? <LoaderCircle aria-hidden className="animate-spin" /> : null} Email me a code
      </Button>
    </section>
  );
}
