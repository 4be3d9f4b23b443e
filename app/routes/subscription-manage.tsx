import CheckCircle2 from "lucide-react/icons/circle-check";
import LinkIcon from "lucide-react/icons/link";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { formatRupees } from "@domain/money";
import { subscriptionMoodOptions } from "@domain/moods";
import { SUBSCRIPTION_FREQUENCY_OPTIONS, SUBSCRIPTION_PLANS, frequencyLabel } from "@domain/subscription-plans";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { Input, Label } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { formText } from "~/lib/form-data";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/subscription-manage";

/**
 * Where every subscription mail's link leads (decision 137): the subscriber's subscription, and one
 * form per change. Each change is saved, mailed, and answered with a new link — the page moves to it,
 * and the old one stops working.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const found = token ? await context.services.subscriptions.viewForm(token) : null;
  return data(
    {
      origin: context.origin,
      token,
      welcome: url.searchParams.get("welcome") === "1",
      changed: url.searchParams.get("changed") === "1",
      found: found?.ok ? found.value : null,
      moods: subscriptionMoodOptions(await context.services.moods.moodChoices()),
    },
    { status: found?.ok ? 200 : 403, headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } },
  );
}

/** Personal to the link's token: never kept by the page cache (docs/decisions/025). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const action = formText(form, "action");
  const body: Record<string, unknown> = { token: formText(form, "token"), action };
  if (action === "pause") body.until = formText(form, "until");
  if (action === "change") {
    for (const name of ["plan", "mood", "frequency"] as const)
      if (formText(form, name)) body[name] = formText(form, name);
    if (formText(form, "street"))
      body.shippingAddress = {
        street: formText(form, "street"),
        city: formText(form, "city"),
        state: formText(form, "state"),
        pincode: formText(form, "pincode"),
      };
  }
  const result = await context.services.subscriptions.manageForm(body);
  // A halted subscription through a provider that charges itself is authorised again in its window.
  if (result.ok && result.value.subscription.status === "created")
    return redirect(`/subscription/start?${new URLSearchParams({ token: result.value.token })}`);
  if (result.ok)
    return redirect(`/subscription/manage?${new URLSearchParams({ token: result.value.token, changed: "1" })}`);
  return data({ action, message: result.message, errors: result.errors }, { status: result.status });
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({
    title: "Your subscription",
    description: "Pause, skip, change or cancel your Bean & Bhūmi subscription.",
    path: "/subscription/manage",
    origin: data?.origin ?? "",
    noindex: true,
  });
}

const indianDay = (iso: string) =>
  new Date(iso).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });
const card = "rounded-[var(--radius-card)] border border-coffee-800/10 bg-white p-5 shadow-sm sm:p-6";

export default function SubscriptionManage({ loaderData, actionData }: Route.ComponentProps) {
  const { token, found, moods, welcome, changed } = loaderData;
  const busy = useNavigation().state === "submitting";
  if (!found) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center">
        <LinkIcon aria-hidden className="size-12 text-terracotta-500" />
        <h1 className="mt-5 font-display text-3xl font-semibold">This link has expired</h1>
        <p className="mt-3 text-coffee-600">
          It has expired or has been replaced by a newer one. Please use the link in your latest subscription e-mail.
        </p>
        <Link to="/contact" className="mt-8 font-semibold text-terracotta-600 hover:underline">
          Contact us
        </Link>
      </section>
    );
  }
  const { subscription: sub, moodName } = found;
  const live = sub.status === "active" || sub.status === "paused";
  const failed = (name: string) => (actionData?.action === name ? actionData.message : undefined);
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-display text-4xl font-semibold">Your subscription</h1>
      {welcome || changed ? (
        <p role="status" className="mt-4 flex items-center gap-2 rounded-xl bg-forest-500/10 px-4 py-3 text-sm">
          <CheckCircle2 aria-hidden className="size-4 text-forest-500" />
          {welcome
            ? "Thank you! Your subscription has started and your first delivery is paid. We've e-mailed you the details."
            : "Saved. We've e-mailed you the change with a new link; older links no longer work."}
        </p>
      ) : null}
      <div className={`${card} mt-6`}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-coffee-500">Status</dt>
          <dd className="font-semibold" data-testid="subscription-status">
            {sub.statusLabel}
            {sub.status === "paused" && sub.resumeAt ? ` until ${indianDay(sub.resumeAt)}` : ""}
          </dd>
          <dt className="text-coffee-500">Plan</dt>
          <dd>
            {sub.planName} · {sub.bags} × 250 g · {formatRupees(sub.pricePaise)} a delivery
          </dd>
          <dt className="text-coffee-500">Mood</dt>
          <dd data-testid="subscription-mood">{moodName}</dd>
          <dt className="text-coffee-500">How often</dt>
          <dd>{frequencyLabel(sub.frequency)}</dd>
          {sub.nextChargeAt ? (
            <>
              <dt className="text-coffee-500">Next delivery</dt>
              <dd data-testid="subscription-next">
                {indianDay(sub.nextChargeAt)}
                {sub.skipNext ? " — skipped" : ""}
              </dd>
            </>
          ) : null}
          <dt className="text-coffee-500">Deliver to</dt>
          <dd>
            {sub.customerName}, {sub.shippingAddress.street}, {sub.shippingAddress.city}, {sub.shippingAddress.state}{" "}
            {sub.shippingAddress.pincode}
          </dd>
        </dl>
        {found.perkCode ? (
          <p className="mt-4 text-sm text-coffee-600" data-testid="subscription-perk">
            Your plan's perk: enter <strong className="font-mono">{found.perkCode}</strong> at checkout for{" "}
            {sub.plan === "estate-partner" ? "15" : "10"} % off every extra order.
          </p>
        ) : null}
      </div>
      {sub.status === "halted" ? (
        <Form method="post" className={`${card} mt-4`}>
          <input type="hidden" name="token" value={token} />
          <h2 className="font-display text-xl font-semibold">Payment failed</h2>
          <p className="mt-2 text-sm text-coffee-600">Nothing was sent or charged for the delivery that failed.</p>
          <Button type="submit" name="action" value="resume" className="mt-4" disabled={busy}>
            Try the payment again
          </Button>
          <FieldError id="resume-error" message={failed("resume")} />
        </Form>
      ) : null}
      {live ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Form method="post" className={card}>
            <input type="hidden" name="token" value={token} />
            <h2 className="font-display text-xl font-semibold">Skip the next delivery</h2>
            <p className="mt-2 text-sm text-coffee-600">Nothing is charged for it; the one after comes as usual.</p>
            <Button type="submit" name="action" value="skip" className="mt-4" disabled={busy || sub.skipNext}>
              {sub.skipNext ? "Next delivery skipped" : "Skip next delivery"}
            </Button>
            <FieldError id="skip-error" message={failed("skip")} />
          </Form>
          <Form method="post" className={card}>
            <input type="hidden" name="token" value={token} />
            {sub.status === "paused" ? (
              <>
                <h2 className="font-display text-xl font-semibold">Resume now</h2>
                <Button type="submit" name="action" value="resume" className="mt-4" disabled={busy}>
                  Resume deliveries
                </Button>
                <FieldError id="resume-error" message={failed("resume")} />
              </>
            ) : (
              <>
                <h2 className="font-display text-xl font-semibold">Pause</h2>
                <Label htmlFor="pause-until" className="mt-3 block">
                  Resume on
                </Label>
                <Input id="pause-until" name="until" type="date" className="mt-1.5" required />
                <FieldError id="pause-error" message={failed("pause")} />
                <Button type="submit" name="action" value="pause" className="mt-4" disabled={busy}>
                  Pause deliveries
                </Button>
              </>
            )}
          </Form>
          <Form method="post" className={`${card} sm:col-span-2`}>
            <input type="hidden" name="token" value={token} />
            <h2 className="font-display text-xl font-semibold">Change plan, mood or frequency</h2>
            <div className="mt-4 grid gap-4 sm:grid-cols-3">
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="change-plan">Plan</Label>
                <Select id="change-plan" name="plan" defaultValue={sub.plan}>
                  {SUBSCRIPTION_PLANS.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.name}
                    </option>
                  ))}
                </Select>
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="change-mood">Mood</Label>
                <Select id="change-mood" name="mood" defaultValue={sub.mood}>
                  {moods.map((mood) => (
                    <option key={mood.value} value={mood.value}>
                      {mood.label}
                    </option>
                  ))}
                </Select>
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="change-frequency">How often</Label>
                <Select id="change-frequency" name="frequency" defaultValue={sub.frequency}>
                  {SUBSCRIPTION_FREQUENCY_OPTIONS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </Select>
              </div>
            </div>
            <FieldError id="change-error" message={failed("change")} />
            <Button type="submit" name="action" value="change" className="mt-4" disabled={busy}>
              Save changes
            </Button>
          </Form>
        </div>
      ) : null}
      {sub.status !== "cancelled" ? (
        <Form method="post" className={`${card} mt-4`}>
          <input type="hidden" name="token" value={token} />
          <h2 className="font-display text-xl font-semibold">Cancel</h2>
          <p className="mt-2 text-sm text-coffee-600">Nothing more is charged. Deliveries already paid still come.</p>
          <Button type="submit" name="action" value="cancel" variant="outline" className="mt-4" disabled={busy}>
            Cancel subscription
          </Button>
          <FieldError id="cancel-error" message={failed("cancel")} />
        </Form>
      ) : null}
    </section>
  );
}
