import CheckCircle2 from "lucide-react/icons/circle-check";
import MessageSquareWarning from "lucide-react/icons/message-square-exclamation-point";
import { data, Form, Link, useNavigation } from "react-router";
import { brewingMethodLabel, DEFAULT_BREWING_METHODS } from "@domain/brewing";
import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from "@domain/reviews";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { Input, Label, textareaClass } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { formText } from "~/lib/form-data";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/review";

const BREW_METHODS = [...DEFAULT_BREWING_METHODS, "south-indian-filter", "aeropress", "moka-pot"];

/**
 * Where the review links of the delivery mail lead (decision 130): the signed token names one order
 * line; the page shows its coffee and takes one review, held for the owner's moderation. Works
 * without JavaScript (a plain form post to this route's action).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const noStore = { "Cache-Control": "no-store" };
  try {
    const line = await context.services.reviews.formFor(token);
    return data({ token, line, problem: null, origin: context.origin }, { headers: noStore });
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (typeof status !== "number" || status >= 500) throw error;
    return data(
      { token, line: null, problem: (error as Error).message, origin: context.origin },
      { status, headers: noStore },
    );
  }
}

/** Personal to the link's token: never kept by the page cache (docs/decisions/025). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const fields = Object.fromEntries(
    ["token", "rating", "title", "body", "brewMethod"].map((name) => [name, formText(form, name)]),
  );
  const result = await context.services.reviews.submitForm(fields);
  return data(result, { status: result.ok ? 200 : 400 });
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({
    title: "Review your coffee",
    description: "Tell other coffee lovers how your Bean & Bhūmi coffee tastes.",
    path: "/review",
    origin: data?.origin ?? "",
    noindex: true,
  });
}

export default function Review({ loaderData, actionData }: Route.ComponentProps) {
  const { token, line, problem } = loaderData;
  const busy = useNavigation().state === "submitting";
  const errors = actionData && !actionData.ok ? actionData.errors : {};
  const formProblem =
    actionData && !actionData.ok && !Object.keys(errors).some((k) => k !== "token") ? actionData.message : null;

  if (!line)
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center">
        <MessageSquareWarning aria-hidden className="size-12 text-terracotta-500" />
        <h1 className="mt-5 font-display text-3xl font-semibold">This review link does not work</h1>
        <p className="mt-3 text-coffee-600">{problem}</p>
        <Link to="/shop" className="mt-8 font-semibold text-terracotta-600 hover:underline">
          Back to the shop
        </Link>
      </section>
    );

  if (actionData?.ok || line.reviewed)
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center" role="status">
        <CheckCircle2 aria-hidden className="size-12 text-forest-500" />
        <h1 className="mt-5 font-display text-3xl font-semibold">
          {actionData?.ok ? "Thank you for your review" : "You have reviewed this coffee"}
        </h1>
        <p className="mt-3 text-coffee-600">
          {actionData?.ok
            ? `Your review of ${line.productName} will appear on its page once we have read it.`
            : `Your review of ${line.productName} from order ${line.orderNumber} is with us. Thank you!`}
        </p>
        {line.productSlug ? (
          <Link to={`/product/${line.productSlug}`} className="mt-8 font-semibold text-terracotta-600 hover:underline">
            See {line.productName}
          </Link>
        ) : null}
      </section>
    );

  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-coffee-500">Order {line.orderNumber}</p>
      <h1 className="mt-2 font-display text-3xl font-semibold sm:text-4xl">Review {line.productName}</h1>
      <p className="mt-2 text-coffee-600">
        {line.weightGrams} g{line.brewingMethod ? `, ground for ${brewingMethodLabel(line.brewingMethod)}` : ""}. We
        show your first name and initial with your review.
      </p>
      {formProblem ? (
        <p role="alert" className="mt-6 rounded-xl bg-terracotta-500/10 p-4 text-sm font-medium text-terracotta-700">
          {formProblem}
        </p>
      ) : null}
      <Form method="post" className="mt-8 space-y-6" noValidate>
        <input type="hidden" name="token" value={token} />
        <fieldset aria-describedby="rating-error">
          <legend className="text-sm font-semibold">Your rating</legend>
          <div className="mt-2 flex flex-row-reverse justify-end gap-1">
            {[5, 4, 3, 2, 1].map((n) => (
              <label key={n} className="cursor-pointer">
                <input type="radio" name="rating" value={n} required className="peer sr-only" />
                <span className="flex min-h-11 items-center rounded-full border border-coffee-800/20 px-3 text-sm font-semibold peer-checked:border-coffee-800 peer-checked:bg-coffee-800 peer-checked:text-cream-50 peer-focus-visible:ring-2 peer-focus-visible:ring-terracotta-500">
                  {n} ★<span className="sr-only"> {n === 1 ? "star" : "stars"}</span>
                </span>
              </label>
            ))}
          </div>
          <FieldError id="rating-error" message={errors.rating} />
        </fieldset>
        <div className="space-y-2">
          <Label htmlFor="review-title">Title</Label>
          <Input
            id="review-title"
            name="title"
            required
            maxLength={REVIEW_TITLE_MAX}
            aria-describedby="title-error"
            aria-invalid={errors.title ? true : undefined}
          />
          <FieldError id="title-error" message={errors.title} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="review-body">Your review</Label>
          <textarea
            id="review-body"
            name="body"
            required
            rows={6}
            minLength={10}
            maxLength={REVIEW_TEXT_MAX}
            className={textareaClass}
            aria-describedby="body-error"
            aria-invalid={errors.body ? true : undefined}
          />
          <FieldError id="body-error" message={errors.body} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="review-brew">How did you brew it? (optional)</Label>
          <Select id="review-brew" name="brewMethod" defaultValue={line.brewingMethod ?? ""}>
            <option value="">—</option>
            {BREW_METHODS.map((method) => (
              <option key={method} value={method}>
                {brewingMethodLabel(method)}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
          {busy ? "Sending…" : "Send review"}
        </Button>
      </Form>
    </section>
  );
}
