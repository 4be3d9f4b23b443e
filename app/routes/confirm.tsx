import CheckCircle2 from "lucide-react/icons/circle-check";
import MailQuestionMark from "lucide-react/icons/mail-question-mark";
import MailX from "lucide-react/icons/mail-x";
import { data, Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { formText } from "~/lib/form-data";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/confirm";

/**
 * Where a sign-up's confirmation link leads (decision 034). Opening it only asks — mail scanners open
 * links too — and the button confirms: the newsletter starts, or the subscription changes.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const status = token ? await context.services.signUps.status(token) : null;
  return data(
    { token, status, origin: context.origin },
    { status: status ? 200 : 404, headers: { "Cache-Control": "no-store" } },
  );
}

/** Personal to the link's token: never kept by the page cache (docs/decisions/025). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const status = await context.services.signUps.confirm(formText(form, "token"));
  return data({ confirmed: status }, { status: status ? 200 : 404 });
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({
    title: "Confirm your sign-up",
    description: "Confirm your Bean & Bhūmi sign-up.",
    path: "/confirm",
    origin: data?.origin ?? "",
    noindex: true,
  });
}

const WHAT = {
  newsletter: {
    ask: "Confirm your newsletter sign-up?",
    done: "You're on the list",
    detail: "will receive our weekly newsletter with brewing tips and farmer stories.",
    button: "Confirm my sign-up",
  },
  subscription: {
    ask: "Confirm the change to your subscription?",
    done: "Your subscription is updated",
    detail: "has the plan, mood and delivery from the e-mail.",
    button: "Confirm the change",
  },
} as const;

export default function Confirm({ loaderData, actionData }: Route.ComponentProps) {
  const { token, status } = loaderData;
  const busy = useNavigation().state === "submitting";
  const done = actionData?.confirmed ?? (status?.confirmed ? status : null);
  const words = status ? WHAT[status.kind] : null;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center">
      {!status || !words ? (
        <>
          <MailX aria-hidden className="size-12 text-terracotta-500" />
          <h1 className="mt-5 font-display text-3xl font-semibold">This link is not valid</h1>
          <p className="mt-3 text-coffee-600">
            It may have expired (links work for a week). Please sign up again and use the link from the new e-mail.
          </p>
          <Link to="/" className="mt-8 font-semibold text-terracotta-600 hover:underline">
            Back to the shop
          </Link>
        </>
      ) : done ? (
        <div role="status">
          <CheckCircle2 aria-hidden className="mx-auto size-12 text-forest-500" />
          <h1 className="mt-5 font-display text-3xl font-semibold">{words.done}</h1>
          <p className="mt-3 text-coffee-600">
            <strong className="break-all">{status.email}</strong> {words.detail}
          </p>
          <Link to="/" className="mt-8 inline-block font-semibold text-terracotta-600 hover:underline">
            Back to the shop
          </Link>
        </div>
      ) : (
        <>
          <MailQuestionMark aria-hidden className="size-12 text-coffee-500" />
          <h1 className="mt-5 font-display text-3xl font-semibold">{words.ask}</h1>
          <p className="mt-3 text-coffee-600">
            For <strong className="break-all">{status.email}</strong>. Nothing changes unless you press the button.
          </p>
          <Form method="post" className="mt-8">
            <input type="hidden" name="token" value={token} />
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? "Confirming..." : words.button}
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
