import CreditCard from "lucide-react/icons/credit-card";
import ShieldCheck from "lucide-react/icons/shield-check";
import { useState, type ComponentProps, type ReactNode } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { typedPincode } from "@domain/geo";
import { INDIAN_STATES } from "@domain/indian-states";
import { formatRupees } from "@domain/money";
import { subscriptionMoodOptions } from "@domain/moods";
import {
  SUBSCRIPTION_FREQUENCY_IDS,
  SUBSCRIPTION_FREQUENCY_OPTIONS,
  SUBSCRIPTION_PLANS,
  type SubscriptionPlanId,
} from "@domain/subscription-plans";
import { Button } from "~/components/ui/button";
import { PincodeLookupHint } from "~/features/checkout/pincode-lookup-hint";
import { SubscriptionWindowButton } from "~/features/checkout/subscription-window";
import { FieldError } from "~/components/ui/field-error";
import { Input, Label } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { formText } from "~/lib/form-data";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/subscription-start";

/**
 * Subscribe and pay (issue 19): plan, mood, frequency and the delivery details, then the provider's
 * mandate window — in the sandbox, a screen of ours standing in for the bank; with Razorpay, its
 * checkout.js opened with the subscription's id (decision 143). Server-rendered forms: nothing here adds
 * to the shop's first-view script, and they work without it; with it, city and state are filled in from
 * the pincode as at the checkout.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const plan = SUBSCRIPTION_PLANS.find((option) => option.id === url.searchParams.get("plan"))?.id ?? "bhumi-devotee";
  const pending = token ? await context.services.subscriptions.viewForm(token) : null;
  const moods = subscriptionMoodOptions(await context.services.moods.moodChoices());
  // Prefilled from an invitation (issue 19 item 7): only values the form offers are taken.
  const mood = moods.find((option) => option.value === url.searchParams.get("mood"))?.value ?? null;
  const frequency = SUBSCRIPTION_FREQUENCY_IDS.find((id) => id === url.searchParams.get("frequency")) ?? null;
  return data(
    {
      origin: context.origin,
      plan,
      mood,
      frequency,
      moods,
      token,
      pending: pending?.ok ? pending.value.subscription : null,
      moodName: pending?.ok ? pending.value.moodName : null,
      window: pending?.ok ? pending.value.window : null,
      sandbox: context.paymentProvider === "sandbox",
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, "intent");
  const subscriptions = context.services.subscriptions;
  if (intent === "approve" || intent === "decline") {
    const token = formText(form, "token");
    const result = await subscriptions.approveForm(token, intent === "approve" ? "success" : "failure");
    if (result.ok) return redirect(`/subscription/manage?${new URLSearchParams({ token, welcome: "1" })}`);
    return data({ message: result.message, errors: result.errors }, { status: result.status });
  }
  const values = Object.fromEntries(
    [
      "plan",
      "mood",
      "frequency",
      "customerName",
      "customerEmail",
      "customerPhone",
      "street",
      "city",
      "state",
      "pincode",
    ].map((name) => [name, formText(form, name)]),
  );
  const result = await subscriptions.startForm(
    {
      plan: formText(form, "plan"),
      mood: formText(form, "mood"),
      frequency: formText(form, "frequency"),
      customerName: formText(form, "customerName"),
      customerEmail: formText(form, "customerEmail"),
      customerPhone: formText(form, "customerPhone"),
      shippingAddress: {
        street: formText(form, "street"),
        city: formText(form, "city"),
        state: formText(form, "state"),
        pincode: formText(form, "pincode"),
      },
    },
    context.origin,
  );
  if (result.ok) return redirect(`/subscription/start?${new URLSearchParams({ token: result.value.token })}`);
  return data({ message: result.message, errors: result.errors, values }, { status: result.status });
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({
    title: "Start your subscription",
    description: "Choose a plan, a mood and how often, and start your Bean & Bhūmi coffee subscription.",
    path: "/subscription/start",
    origin: data?.origin ?? "",
    noindex: true,
  });
}

const field = "flex flex-col gap-1.5";

export default function SubscriptionStart({ loaderData, actionData }: Route.ComponentProps) {
  const { plan, mood, frequency, moods, token, pending, moodName, sandbox, window: providerWindow } = loaderData;
  const busy = useNavigation().state === "submitting";
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values = (actionData as { values?: Partial<Record<string, string>> } | undefined)?.values ?? {};
  if (pending && pending.status === "created") {
    return (
      <section className="mx-auto max-w-xl px-4 py-12 sm:py-16">
        <div className="rounded-[var(--radius-card)] border border-coffee-800/10 bg-white p-6 shadow-sm sm:p-8">
          <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-widest text-coffee-500">
            <ShieldCheck aria-hidden className="size-4" /> {sandbox ? "Sandbox bank · test mode" : "Secure payment"}
          </p>
          <h1 className="mt-3 font-display text-3xl font-semibold">Authorise your subscription</h1>
          <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-coffee-500">Plan</dt>
            <dd>
              {pending.planName} · {pending.bags} × 250 g
            </dd>
            <dt className="text-coffee-500">Mood</dt>
            <dd>{moodName}</dd>
            <dt className="text-coffee-500">Pay now</dt>
            <dd className="font-semibold">{formatRupees(pending.pricePaise)} (GST included, free shipping)</dd>
            <dt className="text-coffee-500">Then</dt>
            <dd>
              {formatRupees(pending.pricePaise)} charged automatically for each delivery, until you pause or cancel
            </dd>
          </dl>
          {actionData?.message ? (
            <p role="alert" className="mt-5 rounded-xl bg-terracotta-500/10 px-4 py-3 text-sm text-terracotta-600">
              {actionData.message}
            </p>
          ) : null}
          {sandbox ? (
            <Form method="post" className="mt-6 flex flex-col gap-3 sm:flex-row">
              <input type="hidden" name="token" value={token} />
              <Button type="submit" name="intent" value="approve" size="lg" disabled={busy} className="flex-1">
                <CreditCard aria-hidden className="size-4" /> Pay {formatRupees(pending.pricePaise)} and authorise
              </Button>
              <Button type="submit" name="intent" value="decline" variant="outline" size="lg" disabled={busy}>
                Decline (test)
              </Button>
            </Form>
          ) : providerWindow ? (
            <SubscriptionWindowButton
              providerKey={providerWindow.providerKey}
              mandateId={providerWindow.mandateId}
              token={token}
              pricePaise={pending.pricePaise}
              planName={pending.planName}
              prefill={{ name: pending.customerName, email: pending.customerEmail, contact: providerWindow.phone }}
            />
          ) : null}
        </div>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-display text-4xl font-semibold">Start your subscription</h1>
      <p className="mt-3 text-coffee-600">
        Freshly roasted coffee for your mood, delivered free. Pay for the first delivery now; the next ones are charged
        automatically, and you can pause, skip or cancel from the link in every e-mail.
      </p>
      {actionData?.message ? (
        <p role="alert" className="mt-6 rounded-xl bg-terracotta-500/10 px-4 py-3 text-sm text-terracotta-600">
          {actionData.message}
        </p>
      ) : null}
      <Form
        method="post"
        noValidate
        className="mt-8 grid gap-5 rounded-[var(--radius-card)] border border-coffee-800/10 bg-white p-6 shadow-sm sm:grid-cols-2 sm:p-8"
      >
        <input type="hidden" name="intent" value="start" />
        <div className={`${field} sm:col-span-2`}>
          <Label htmlFor="sub-plan">Plan</Label>
          <Select id="sub-plan" name="plan" defaultValue={values.plan || (plan satisfies SubscriptionPlanId)}>
            {SUBSCRIPTION_PLANS.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name} — {formatRupees(option.pricePaise)} a delivery · {option.description}
              </option>
            ))}
          </Select>
          <FieldError id="sub-plan-error" message={errors.plan} />
        </div>
        <div className={field}>
          <Label htmlFor="sub-mood">Mood</Label>
          <Select id="sub-mood" name="mood" defaultValue={values.mood || mood || moods[0]?.value}>
            {moods.map((mood) => (
              <option key={mood.value} value={mood.value}>
                {mood.label}
              </option>
            ))}
          </Select>
          <FieldError id="sub-mood-error" message={errors.mood} />
        </div>
        <div className={field}>
          <Label htmlFor="sub-frequency">How often</Label>
          <Select id="sub-frequency" name="frequency" defaultValue={values.frequency || frequency || "monthly"}>
            {SUBSCRIPTION_FREQUENCY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
          <FieldError id="sub-frequency-error" message={errors.frequency} />
        </div>
        {(
          [
            ["customerName", "Full name", "text", "name", "sm:col-span-2"],
            ["customerEmail", "E-mail", "email", "email", ""],
            ["customerPhone", "Phone", "tel", "tel", ""],
            ["street", "Address", "text", "street-address", "sm:col-span-2"],
          ] as const
        ).map((spec) => (
          <TextInput key={spec[0]} spec={spec} errors={errors} defaultValue={values[spec[0]]} />
        ))}
        <PlaceFields values={values} errors={errors} />
        <Button type="submit" size="lg" disabled={busy} className="sm:col-span-2">
          {busy ? "Starting..." : "Continue to payment"}
        </Button>
      </Form>
    </section>
  );
}

type FieldSpec = readonly [name: string, label: string, type: string, autoComplete: string, span: string];

/** One labelled field of the start form, its message (zod's path or the address's) tied to it. */
function TextInput({
  spec: [name, label, type, autoComplete, span],
  errors,
  hint,
  ...input
}: { spec: FieldSpec; errors: Record<string, string>; hint?: ReactNode } & ComponentProps<"input">) {
  const message = errors[name] ?? errors[`shippingAddress.${name}`];
  const describedBy = message ? `sub-${name}-error` : hint ? `sub-${name}-hint` : undefined;
  return (
    <div className={`${field} ${span}`}>
      <Label htmlFor={`sub-${name}`}>{label}</Label>
      <Input
        id={`sub-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      <FieldError id={`sub-${name}-error`} message={message} />
      {hint && !message ? (
        <div id={`sub-${name}-hint`} aria-live="polite" className="text-sm text-coffee-500">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

/**
 * Pincode, city and state. The checkout's lookup fills city and state once six digits are typed (only
 * fields left empty or filled by the last lookup); server-rendered, the fields post as typed without script.
 */
function PlaceFields({ values, errors }: { values: Partial<Record<string, string>>; errors: Record<string, string> }) {
  const [place, setPlace] = useState(() => ({
    pincode: values.pincode ?? "",
    city: values.city ?? "",
    state: values.state ?? "",
  }));
  return (
    <>
      <TextInput
        spec={["pincode", "Pincode", "text", "postal-code", ""]}
        errors={errors}
        inputMode="numeric"
        placeholder="6 digits"
        value={place.pincode}
        onChange={(event) => setPlace({ ...place, pincode: typedPincode(event.target.value) })}
        hint={<PincodeLookupHint values={place} setValues={setPlace} />}
      />
      <TextInput
        spec={["city", "City", "text", "address-level2", ""]}
        errors={errors}
        value={place.city}
        onChange={(event) => setPlace({ ...place, city: event.target.value })}
      />
      <TextInput
        spec={["state", "State", "text", "address-level1", ""]}
        errors={errors}
        list="sub-states"
        value={place.state}
        onChange={(event) => setPlace({ ...place, state: event.target.value })}
      />
      <datalist id="sub-states">
        {INDIAN_STATES.map((state) => (
          <option key={state} value={state} />
        ))}
      </datalist>
    </>
  );
}
