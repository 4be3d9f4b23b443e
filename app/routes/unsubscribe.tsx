import CheckCircle2 from "lucide-react/icons/circle-check";
import MailX from "lucide-react/icons/mail-x";
import { data, Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/unsubscribe";
import { formText } from "~/lib/form-data";

/**
 * Where the Unsubscribe link of a newsletter mail leads. Opening it only asks (mail scanners open
 * links too); the button unsubscribes. Mail clients' one-click POST goes to the API instead.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const status = token ? await context.services.newsletter.status(token) : null;
  return data(
    { token, status, origin: context.origin },
    { status: status ? 200 : 400, headers: { "Cache-Control": "no-store" } },
  );
}

/** Personal to the link's token: never kept by the page cache (docs/decisions/025). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const email = await context.services.newsletter.unsubscribe(formText(form, "token"));
  return data({ unsubscribed: email }, { status: email ? 200 : 400 });
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({
    title: "Unsubscribe",
    description: "Stop receiving the Bean & Bhūmi newsletter.",
    path: "/unsubscribe",
    origin: data?.origin ?? "",
    noindex: true,
  });
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { token, status } = loaderData;
  const busy = useNavigation().state === "submitting";
  const done = actionData?.unsubscribed ?? (status && !status.subscribed ? status.email : null);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center">
      {!status ? (
        <>
          <MailX aria-hidden className="size-12 text-terracotta-500" />
          <h1 className="mt-5 font-display text-3xl font-semibold">This link is not valid</h1>
          <p className="mt-3 text-coffee-600">
            Please use the Unsubscribe link from your latest Bean & Bhūmi e-mail, or write to us and we'll remove your
            address.
          </p>
          <Link to="/contact" className="mt-8 font-semibold text-terracotta-600 hover:underline">
            Contact us
          </Link>
        </>
      ) : done ? (
        <div role="status">
          <CheckCircle2 aria-hidden className="mx-auto size-12 text-forest-500" />
          <h1 className="mt-5 font-display text-3xl font-semibold">You're unsubscribed</h1>
          <p className="mt-3 text-coffee-600">
            <strong className="break-all">{done}</strong> will no longer receive our newsletter. Orders and
            subscriptions still send the mail they need.
          </p>
          <Link to="/" className="mt-8 inline-block font-semibold text-terracotta-600 hover:underline">
            Back to the shop
          </Link>
        </div>
      ) : (
        <>
          <MailX aria-hidden className="size-12 text-coffee-500" />
          <h1 className="mt-5 font-display text-3xl font-semibold">Unsubscribe from our newsletter?</h1>
          <p className="mt-3 text-coffee-600">
            <strong className="break-all">{status.email}</strong> will stop receiving brewing tips and farmer stories
            from Bean & Bhūmi.
          </p>
          <Form method="post" className="mt-8">
            <input type="hidden" name="token" value={token} />
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? "Unsubscribing..." : "Unsubscribe"}
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
