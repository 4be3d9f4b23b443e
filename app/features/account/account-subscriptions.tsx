import Settings2 from "lucide-react/icons/settings-2";
import { Link } from "react-router";
import { formatRupees } from "@domain/money";
import { frequencyLabel } from "@domain/subscription-plans";
import type { AccountSubscription } from "./account-api";

const indianDay = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

const manageHref = (token: string) => `/subscription/manage?${new URLSearchParams({ token })}`;

/**
 * The paid subscriptions started with the account's e-mail: each opens the management page with a fresh
 * link of the kind the subscription mails carry (decision 137), so pausing, skipping, changing and
 * cancelling work the same from here as from a mail.
 */
export function AccountSubscriptions({ subscriptions }: { subscriptions: AccountSubscription[] }) {
  if (subscriptions.length === 0)
    return (
      <p className="text-coffee-600">
        No coffee subscriptions with this email.{" "}
        <Link to="/subscription" className="font-semibold text-terracotta-600 hover:underline">
          See the plans
        </Link>
      </p>
    );
  return (
    <ul className="space-y-4">
      {subscriptions.map((sub) => (
        <li key={sub.id} className="rounded-2xl border border-coffee-800/10 bg-white p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="text-lg font-semibold">{sub.planName}</h3>
            <span className="text-sm font-medium text-coffee-700">
              {sub.statusLabel}
              {sub.status === "paused" && sub.resumeAt ? ` until ${indianDay.format(new Date(sub.resumeAt))}` : ""}
            </span>
          </div>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-coffee-500">Mood</dt>
            <dd>{sub.moodName}</dd>
            <dt className="text-coffee-500">How often</dt>
            <dd>
              {frequencyLabel(sub.frequency)} · {sub.bags} × 250 g · {formatRupees(sub.pricePaise)} a delivery
            </dd>
            {sub.nextDeliveryAt ? (
              <>
                <dt className="text-coffee-500">Next delivery</dt>
                <dd>
                  {indianDay.format(new Date(sub.nextDeliveryAt))}
                  {sub.skipNext ? " — skipped" : ""}
                </dd>
              </>
            ) : null}
          </dl>
          <Link
            to={manageHref(sub.manageToken)}
            className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-full border border-coffee-300 px-4 text-sm font-semibold hover:bg-coffee-50"
          >
            <Settings2 aria-hidden className="size-4" />
            Manage<span className="sr-only"> your {sub.planName} subscription</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
