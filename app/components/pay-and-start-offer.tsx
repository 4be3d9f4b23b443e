import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

export type StartChoice = { plan?: string; mood: string; frequency: string };

/** The start page with the sign-up's choices filled in (it reads `plan`, `mood` and `frequency`). */
export function subscriptionStartPath({ plan, mood, frequency }: StartChoice): string {
  return `/subscription/start?${new URLSearchParams({ ...(plan ? { plan } : {}), mood, frequency })}`;
}

/**
 * Shown under a subscription sign-up form once it succeeded (issue 19 item 1): the sign-up is stored as
 * "interested", and this is the way on to pay for the first delivery and start now.
 */
export function PayAndStartOffer({ choice }: { choice: StartChoice }) {
  return (
    <div role="status" className="rounded-2xl border border-forest-500/30 bg-forest-500/10 p-4 text-sm">
      <p className="font-semibold">You're signed up.</p>
      <p className="mt-1 text-coffee-600">
        Want your first bag roasted now? Pay for the first delivery and the next ones follow automatically — your
        choices are filled in.
      </p>
      <Link
        to={subscriptionStartPath(choice)}
        className={buttonVariants({ variant: "primary", size: "md", className: "mt-3 w-full sm:w-auto" })}
      >
        Pay and start now <ArrowRight aria-hidden />
      </Link>
    </div>
  );
}
