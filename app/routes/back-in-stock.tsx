import CheckCircle2 from "lucide-react/icons/circle-check";
import MailX from "lucide-react/icons/mail-x";
import { data, Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { formText } from "~/lib/form-data";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/back-in-stock";

/**
 * Where the unsubscribe link of a back-in-stock mail leads (decision 133). Opening it only asks (mail
 * scanners open links too); the button stops every alert still waiting for the address.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const email = context.services.restock.addressOf(token);
  return data(
    { token, email, origin: context.origin },
    { status: email ? 200 : 400, headers: { "Cache-Control": "no-store" } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function action({ context, request }: Route.ActionArgs) {
  const email = await context.services.restock.unsubscribe(formText(await request.formData(), "token"));
  return data({ stopped: email }, { status: email ? 200 : 400 });
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({
    title: "Back-in-stock e-mails",
    description: "Stop back-in-stock e-mails from Bean & Bhūmi.",
    path: "/back-in-stock",
    origin: data?.origin ?? "",
    noindex: true,
  });
}

export default function BackInStock({ loaderData, actionData }: Route.ComponentProps) {
  const { token, email } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center">
      {!email ? (
        <>
          <MailX aria-hidden className="size-12 text-terracotta-500" />
          <h1 className="mt-5 font-display text-3xl font-semibold">This link is not valid</h1>
          <p className="mt-3 text-coffee-600">Please use the link from your latest back-in-stock e-mail.</p>
        </>
      ) : actionData?.stopped ? (
        <div role="status">
          <CheckCircle2 aria-hidden className="mx-auto size-12 text-forest-500" />
          <h1 className="mt-5 font-display text-3xl font-semibold">No more back-in-stock e-mails</h1>
          <p className="mt-3 text-coffee-600">
            <strong className="break-all">{email}</strong> will not hear about other coffees coming back.
          </p>
          <Link to="/shop" className="mt-8 inline-block font-semibold text-terracotta-600 hover:underline">
            Back to the shop
          </Link>
        </div>
      ) : (
        <>
          <MailX aria-hidden className="size-12 text-coffee-500" />
          <h1 className="mt-5 font-display text-3xl font-semibold">Stop back-in-stock e-mails?</h1>
          <p className="mt-3 text-coffee-600">
            <strong className="break-all">{email}</strong> is waiting to hear when sold-out coffees return. Stop all of
            those e-mails?
          </p>
          <Form method="post" className="mt-8">
            <input type="hidden" name="token" value={token} />
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? "Stopping..." : "Stop these e-mails"}
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
