/**
 * The owner's subscriptions console (issue 19 item 6): every paid subscription with its state, the
 * monthly recurring revenue, the bags due in the next 14 days, pause/resume/cancel (saved, sent to the
 * provider, mailed, audited), a CSV, the cycles held for sold-out coffees and the failed renewals, and —
 * in the sandbox — making the next renewals fail.
 */
import type { Router } from "express";
import { z } from "zod";
import type { AdminPaidSubscriptions } from "@domain/admin/types";
import { formatRupees } from "@domain/money";
import { frequencyLabel } from "@domain/subscription-plans";
import { istDateTime, sendCsv, toCsv } from "../../http/csv";
import { parseInput } from "../../http/errors";
import type { Services } from "../../services";
import { cycleTroubles, NO_TROUBLE } from "../subscriptions/subscription-console.repo";
import { actorOf } from "./auth/guard";
import { idParam } from "./http";

const OwnerAction = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("pause"), until: z.iso.date({ error: "Please choose the date to resume on" }) }),
    z.object({ action: z.literal("resume") }),
    z.object({ action: z.literal("cancel") }),
  ],
  { error: "Please choose pause, resume or cancel" },
);
const DeclineNext = z.object({
  count: z.number({ error: "Count must be a whole number from 0 to 10" }).int().min(0).max(10),
});

export function registerPaidSubscriptionRoutes(router: Router, { subscriptions, db, payments }: Services): void {
  /** The service's console with each subscription's held and failed cycles, and what the provider allows. */
  async function ownerConsole(): Promise<AdminPaidSubscriptions> {
    const owner = await subscriptions.ownerConsole();
    const troubles = await cycleTroubles(db);
    return {
      ...owner,
      subscriptions: owner.subscriptions.map((row) => ({
        ...row,
        trouble: troubles.bySubscription.get(row.id) ?? NO_TROUBLE,
      })),
      summary: { ...owner.summary, heldCycles: troubles.heldCycles, failedRenewals: troubles.failedRenewals },
      paymentProvider: payments.provider.name,
      canDeclineRenewals: typeof payments.provider.mandates.declineNextRenewals === "function",
    };
  }

  router.get("/paid-subscriptions", async (_req, res) => {
    res.json(await ownerConsole());
  });

  router.get("/paid-subscriptions/export.csv", async (_req, res) => {
    const { subscriptions: rows } = await ownerConsole();
    const csv = toCsv(
      [
        "Id",
        "Status",
        "Plan",
        "Mood",
        "Frequency",
        "Price",
        "Name",
        "Email",
        "Next charge (IST)",
        "Cycles paid",
        "Failures",
        "Held cycles",
      ],
      rows.map((row) => [
        row.id,
        row.statusLabel,
        row.planName,
        row.moodName,
        frequencyLabel(row.frequency),
        formatRupees(row.pricePaise),
        row.customerName,
        row.customerEmail,
        istDateTime(row.nextChargeAt ? new Date(row.nextChargeAt) : null),
        row.cyclesPaid,
        row.failures,
        row.trouble.held?.cycles ?? 0,
      ]),
    );
    sendCsv(res, "subscriptions.csv", csv);
  });

  router.post("/paid-subscriptions/:id/actions", async (req, res) => {
    const id = idParam(req, "id", "Subscription not found");
    const change = parseInput(OwnerAction, req.body);
    res.json(await subscriptions.ownerChange(id, change, `admin:${actorOf(res).username}`));
  });

  router.post("/paid-subscriptions/:id/decline-next", async (req, res) => {
    const id = idParam(req, "id", "Subscription not found");
    const { count } = parseInput(DeclineNext, req.body);
    await subscriptions.declineNextRenewals(id, count);
    res.json({ success: true, count });
  });
}
