import LoaderCircle from "lucide-react/icons/loader-circle";
import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { ApiError } from "~/lib/api";
import { fetchAccount, type AccountOverview } from "./account-api";
import { AccountAddresses } from "./account-addresses";
import { AccountOrders } from "./account-orders";
import { AccountReviews } from "./account-reviews";
import { AccountSubscriptions } from "./account-subscriptions";
import { DeleteAccount, NewsletterChoice, SessionControls } from "./account-settings";
import { SignInForm } from "./sign-in-form";

type State =
  | { kind: "loading" }
  | { kind: "signed-out"; notice?: string }
  | { kind: "failed" }
  | { kind: "ready"; overview: AccountOverview };

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className="scroll-mt-24">
      <h2 id={`${id}-heading`} className="mb-4 text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /account (decision 095): the shopper's orders and subscriptions from every device, saved addresses, newsletter,
 * sign-out and deletion — read with the session cookie after the page loads, so the page itself stays
 * the same for everyone (and cacheable). `?email=` prefills the sign-in (the confirmation page's offer).
 */
export function AccountPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { state: navigationState } = useLocation() as { state: { codeSent?: unknown } | null };
  const codeSent = typeof navigationState?.codeSent === "string" ? navigationState.codeSent : undefined;
  const [state, setState] = useState<State>({ kind: "loading" });

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      setState({ kind: "ready", overview: await fetchAccount(signal) });
    } catch (error) {
      if (signal?.aborted) return;
      setState(error instanceof ApiError && error.status === 401 ? { kind: "signed-out" } : { kind: "failed" });
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  // A navigation lets the header notice the sign-in cookie (it reads it when it renders).
  const refresh = () => void load().then(() => navigate("/account", { replace: true }));
  const signedOut = (notice?: string) => {
    setState({ kind: "signed-out", notice });
    void navigate("/account", { replace: true });
  };

  return (
    <section className="mx-auto max-w-5xl px-4 pb-16 pt-8 sm:px-6 sm:pt-12">
      <h1 className="text-4xl font-semibold sm:text-5xl">{state.kind === "signed-out" ? "Sign in" : "Your Account"}</h1>
      {state.kind === "loading" ? (
        <p role="status" className="mt-8 flex items-center gap-2 text-coffee-500">
          <LoaderCircle aria-hidden className="size-5 animate-spin text-terracotta-500" /> Loading your account…
        </p>
      ) : null}
      {state.kind === "failed" ? (
        <p role="alert" className="mt-8 text-terracotta-600">
          We couldn't load your account just now. Please try again in a moment.
        </p>
      ) : null}
      {state.kind === "signed-out" ? (
        <div className="mt-6 max-w-md space-y-4">
          {state.notice ? (
            <p role="status" className="rounded-xl bg-forest-500/10 px-4 py-3 text-sm text-coffee-700">
              {state.notice}
            </p>
          ) : null}
          <p className="text-coffee-600">
            No password needed: we email you a 6-digit code. Every order placed with your email, on any device, shows in
            your account.
          </p>
          <h2 id="sign-in-heading" className="sr-only">
            Sign in with your email
          </h2>
          <SignInForm initialEmail={params.get("email") ?? ""} codeSent={codeSent} onSignedIn={refresh} />
        </div>
      ) : null}
      {state.kind === "ready" ? (
        <div className="mt-4 space-y-12">
          <p className="text-coffee-600">
            Signed in as <strong className="font-semibold text-coffee-800">{state.overview.email}</strong>
          </p>
          <Section id="account-orders" title="Your orders">
            <AccountOrders overview={state.overview} />
          </Section>
          <Section id="account-subscriptions" title="Your subscriptions">
            <AccountSubscriptions subscriptions={state.overview.subscriptions} />
          </Section>
          <Section id="account-reviews" title="Coffees to review">
            <AccountReviews lines={state.overview.toReview} />
          </Section>
          <Section id="account-addresses" title="Saved addresses">
            <AccountAddresses addresses={state.overview.addresses} onChange={() => void load()} />
          </Section>
          <Section id="account-newsletter" title="Newsletter">
            <NewsletterChoice subscribed={state.overview.newsletter} onChange={() => void load()} />
          </Section>
          <Section id="account-sign-out" title="Signing out">
            <SessionControls onSignedOut={() => signedOut()} />
          </Section>
          <Section id="account-delete" title="Delete my account">
            <h3 id="delete-heading" className="sr-only">
              Delete my account and data
            </h3>
            <DeleteAccount email={state.overview.email} onDeleted={signedOut} />
          </Section>
        </div>
      ) : null}
    </section>
  );
}
