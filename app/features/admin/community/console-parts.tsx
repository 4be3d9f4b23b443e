/** Parts of the subscriptions console: what to roast, what needs the owner, and the pause dialog. */
import { useId, useState } from "react";
import type { AdminPaidSubscription, AdminPaidSubscriptions } from "@domain/admin/types";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/field";
import { formatDate } from "../format";
import { Modal } from "../ui/modal";

const DAY_MS = 86_400_000;
/** A date in India, `days` from now, as the date input wants it (YYYY-MM-DD). */
const indianDateIn = (days: number) =>
  new Date(Date.now() + days * DAY_MS + 5.5 * 3_600_000).toISOString().slice(0, 10);

/**
 * A subscription's cycles that need the owner: held because the mood's coffees sold out (not charged and
 * tried again daily, or paid with no order: fulfil by hand), and the last failed renewal.
 */
export function CycleTroubleNote({ trouble }: { trouble: AdminPaidSubscription["trouble"] }) {
  const { held, failed } = trouble;
  if (!held && !failed) return null;
  return (
    <div className="mt-1 space-y-0.5 text-xs font-semibold text-terracotta-600">
      {held ? (
        <p>
          {held.cycles === 1 ? "Held" : `${held.cycles} held`}: out of stock since {formatDate(held.since)}
          {held.paid ? ` · ${held.paid} paid, fulfil by hand` : ""}
        </p>
      ) : null}
      {failed ? <p title={failed.reason ?? undefined}>Renewal failed {formatDate(failed.at)}</p> : null}
    </div>
  );
}

/** What to roast: the bags of the deliveries due in the next 14 days, per coffee and size. */
export function DueSoon({ due }: { due: AdminPaidSubscriptions["due"] }) {
  const total = due.bags.reduce((sum, entry) => sum + entry.bags, 0);
  return (
    <section aria-labelledby="due-soon-title" className="rounded-2xl border border-coffee-800/10 bg-white p-5">
      <h4 id="due-soon-title" className="font-sans text-xs font-bold uppercase tracking-wider text-coffee-400">
        Deliveries due in the next {due.days} days
      </h4>
      {due.bags.length === 0 ? (
        <p className="mt-3 text-sm text-coffee-500">Nothing due.</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-coffee-600">
            {due.deliveries} {due.deliveries === 1 ? "delivery" : "deliveries"} · {total} {total === 1 ? "bag" : "bags"}{" "}
            to roast
          </p>
          <ul className="mt-3 divide-y divide-coffee-800/5">
            {due.bags.map((entry) => (
              <li
                key={`${entry.productId}-${entry.grams}`}
                className="flex items-baseline justify-between gap-3 py-2 text-sm"
              >
                <span className="min-w-0">
                  <span className="font-medium">{entry.name}</span>{" "}
                  <span className="text-coffee-500">· {entry.grams} g</span>
                </span>
                <span className="shrink-0 font-semibold tabular-nums">
                  {entry.bags} {entry.bags === 1 ? "bag" : "bags"}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function PauseDialog({
  row,
  pending,
  onClose,
  onPause,
}: {
  row: AdminPaidSubscription | null;
  pending: boolean;
  onClose: () => void;
  onPause: (row: AdminPaidSubscription, until: string) => void;
}) {
  const id = useId();
  const [until, setUntil] = useState(() => indianDateIn(30));
  return (
    <Modal
      open={row !== null}
      onClose={onClose}
      labelledBy={`${id}-title`}
      describedBy={`${id}-description`}
      className="w-[calc(100%-2rem)] max-w-md rounded-3xl p-6"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (row) onPause(row, until);
        }}
      >
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          Pause this subscription?
        </h2>
        <p id={`${id}-description`} className="mt-2 text-sm text-coffee-600">
          {row?.customerName ?? ""} is not charged and gets no deliveries until the day you choose. They are told by
          e-mail.
        </p>
        <div className="mt-4 flex flex-col gap-1.5">
          <Label htmlFor={`${id}-until`}>Resume on</Label>
          <Input
            id={`${id}-until`}
            type="date"
            required
            min={indianDateIn(1)}
            value={until}
            onChange={(event) => setUntil(event.target.value)}
          />
        </div>
        <div className="mt-6 flex justify-end gap-3">
          <Button type="button" variant="outline" onClick={onClose}>
            Keep it active
          </Button>
          <Button type="submit" variant="accent" disabled={pending}>
            {pending ? "Working..." : "Pause"}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
