/**
 * Paid subscriptions (issue 19, decisions 135–137): subscribe, the first payment in the provider's
 * window, renewals, and the subscriber's changes through the mailed link.
 *
 * Exactly one order per paid cycle: `subscription_cycles` has one row per (subscription, cycle), and the
 * order is written in the same transaction that marks its cycle paid, under the subscription's row lock.
 * Renewals (providers the shop charges, i.e. the sandbox) run in three steps so no provider call is made
 * inside a transaction: claim the due subscriptions (`FOR UPDATE SKIP LOCKED`, pushing their due time a
 * few minutes on so another process skips them), charge with an idempotency key per cycle and try, then
 * record the outcome under the lock again. Time comes from the caller (`at`), so tests drive cycles with
 * an injected clock instead of waiting.
 */
import { and, asc, eq, gt, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { buildInvoice } from "@domain/invoice";
import { moodLabel, SURPRISE_MOOD } from "@domain/moods";
import { moodForCycle, type Pick } from "@domain/subscription-picks";
import {
  frequencyLabel,
  SUBSCRIPTION_PLANS,
  type SubscriptionFrequency,
  type SubscriptionPlanId,
} from "@domain/subscription-plans";
import {
  deliveryTotals,
  FREQUENCY_DAYS,
  MANAGE_LINK_INVALID,
  MAX_PAUSE_DAYS,
  PLAN_BAGS,
  planOf,
  RENEWAL_RETRY_DAYS,
  SUBSCRIPTION_BAG_GRAMS,
  SUBSCRIPTION_STATUS_LABELS,
  ManageSubscriptionInput,
  StartSubscriptionInput,
  type SubscriptionStatus,
  type SubscriptionView,
} from "@domain/subscriptions";
import type { Db, Executor } from "../../db/client";
import { auditLog, discountCodes, orders, payments, subscriptionCycles, subscriptions } from "../../db/schema";
import { HttpError, parseInput } from "../../http/errors";
import { hitRateLimit, tooManyRequests } from "../../http/rate-limit";
import type { OutgoingMail } from "../../mail/outbox";
import {
  ProviderUnavailableError,
  type MandateCharge,
  type PaymentProvider,
  type WebhookEvent,
} from "../../payments/provider";
import { recordAudit } from "../admin/audit";
import { issuePersonalCode, SUBSCRIBER_PERKS } from "../discounts/discounts.service";
import type { MoodsService } from "../moods/moods.service";
import { confirmationMail, orderUrl } from "../orders/order-mail";
import { insertOrder, orderViewById } from "../orders/orders.repo";
import { indianYear } from "../orders/orders.service";
import { OutOfStockError, reserveStock } from "../stock/stock.repo";
import { changedMail, haltedMail, indianDay, renewalMail, welcomeMail } from "./subscription-mail";
import { pickForMood } from "./subscription-picks.repo";
import { manageUrl, type SubscriptionLinks } from "./subscription-links";

export type SubscriptionRow = typeof subscriptions.$inferSelect;
type SubscriptionEvent = Extract<WebhookEvent, { kind: "subscription" }>;

const DAY_MS = 86_400_000;
/** How long a claimed renewal is left to the process that claimed it before another may take it. */
const CLAIM_MS = 10 * 60_000;
/** A held cycle (no coffee for the mood in stock) is looked at again after this long. */
const HELD_RETRY_MS = DAY_MS;
const RENEWAL_BATCH = 100;
/** The reconciler of provider-charged subscriptions (decision 143). */
const RECONCILE_ACTIVE_MS = 60 * 60_000;
const RECONCILE_CREATED_MS = 15 * 60_000;
const RECONCILE_GIVE_UP_MS = 48 * 3_600_000;
const RECONCILE_RECHECK_MS = 30 * 60_000;
/** Changes through one subscription's links (API and page alike): plenty for a person, a wall for a script. */
export const MANAGE_LIMIT = { name: "subscription-manage", limit: 20, windowMs: 60 * 60_000 };

export const NO_COFFEE_FOR_MOOD =
  "We have no coffee for this mood in stock right now. Please choose another mood, or try again in a few days.";

export type SubscriptionsDeps = {
  db: Db;
  provider: PaymentProvider;
  moods: MoodsService;
  links: SubscriptionLinks;
  enqueueMail: (executor: Executor, mail: OutgoingMail) => Promise<number>;
  kickMail: () => void;
  gstin: string | null;
  siteUrl: string | undefined;
  orderLinkToken: (orderNumber: string) => string;
};

export type RenewalTally = { charged: number; failed: number; halted: number; skipped: number; held: number };

export function toSubscriptionView(row: SubscriptionRow): SubscriptionView {
  const plan = planOf(row.plan as SubscriptionPlanId);
  return {
    id: row.id,
    status: row.status as SubscriptionStatus,
    statusLabel: SUBSCRIPTION_STATUS_LABELS[row.status as SubscriptionStatus],
    plan: plan.id,
    planName: plan.name,
    pricePaise: plan.pricePaise,
    bags: PLAN_BAGS[plan.id],
    mood: row.mood,
    frequency: row.frequency as SubscriptionFrequency,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    shippingAddress: row.shippingAddress,
    nextChargeAt: row.status === "active" || row.status === "paused" ? (row.nextChargeAt?.toISOString() ?? null) : null,
    resumeAt: row.resumeAt?.toISOString() ?? null,
    skipNext: row.skipNext,
    cyclesPaid: row.cyclesPaid,
    failures: row.failures,
  };
}

export function createSubscriptionsService(deps: SubscriptionsDeps) {
  const { db, provider, moods, links } = deps;
  const mandates = provider.mandates;
  const origin = (row: SubscriptionRow) => row.siteOrigin ?? deps.siteUrl ?? "";

  /**
   * The live moods, read BEFORE a transaction opens: the moods cache reads through the pool, and on the
   * embedded database (one connection) a read from inside a transaction would wait for itself.
   */
  type MoodContext = { offered: string[]; name: (code: string) => string };
  async function moodContext(): Promise<MoodContext> {
    const choices = await moods.moodChoices();
    return {
      offered: choices.filter((mood) => mood.offeredInSubscriptions).map((mood) => mood.code),
      name: (code) => moodLabel(code, choices),
    };
  }
  function requireMood(mood: string, context: MoodContext): void {
    if (mood !== SURPRISE_MOOD.value && !context.offered.includes(mood))
      throw new HttpError(400, "Please choose one of the moods offered", {
        mood: "Please choose one of the moods offered",
      });
  }

  async function lock(tx: Executor, id: number): Promise<SubscriptionRow | null> {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for("update");
    return row ?? null;
  }
  async function update(tx: Executor, id: number, values: Partial<typeof subscriptions.$inferInsert>) {
    const [row] = await tx
      .update(subscriptions)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(subscriptions.id, id))
      .returning();
    if (values.status !== undefined || values.plan !== undefined) await syncPerk(tx, row!);
    return row!;
  }

  /** The perk code's description, which ties it to its subscription. */
  const perkTag = (row: SubscriptionRow) => `Subscription #${row.id}: the plan's perk on extra orders`;

  /**
   * The plan's perk as a personal discount code (decision 127): Bhūmi Devotee 10 %, Estate Partner 15 % off
   * every extra order, for the subscriber's address only, while the subscription is active or paused. A plan
   * change swaps the code; a halt or a cancellation switches it off.
   */
  async function syncPerk(tx: Executor, row: SubscriptionRow): Promise<void> {
    const percent =
      row.status === "active" || row.status === "paused"
        ? SUBSCRIBER_PERKS[row.plan as keyof typeof SUBSCRIBER_PERKS]
        : undefined;
    const live = await tx
      .select({ id: discountCodes.id, value: discountCodes.value })
      .from(discountCodes)
      .where(and(eq(discountCodes.description, perkTag(row)), eq(discountCodes.isActive, true)));
    for (const code of live.filter((code) => code.value !== percent))
      await tx
        .update(discountCodes)
        .set({ isActive: false, updatedAt: sql`now()` })
        .where(eq(discountCodes.id, code.id));
    if (percent !== undefined && !live.some((code) => code.value === percent))
      await issuePersonalCode(tx, {
        email: row.customerEmail,
        percent,
        prefix: row.plan === "estate-partner" ? "PARTNER" : "DEVOTEE",
        source: "subscription",
        description: perkTag(row),
        usageLimit: null,
        perEmailLimit: null,
      });
  }

  /** The subscriber's live perk code, if the plan has one. */
  async function perkCodeOf(executor: Executor, row: SubscriptionRow): Promise<string | null> {
    const [code] = await executor
      .select({ code: discountCodes.code })
      .from(discountCodes)
      .where(and(eq(discountCodes.description, perkTag(row)), eq(discountCodes.isActive, true)));
    return code?.code ?? null;
  }

  /** The management link for the row as it now is. */
  const linkFor = (row: SubscriptionRow, at = new Date()) =>
    manageUrl(origin(row), links.token(row.id, row.linkVersion, at));

  /** The coffees of a cycle for the subscription's mood (surprise rotating), or null when they cannot fill it. */
  async function picksFor(
    executor: Executor,
    row: SubscriptionRow,
    cycle: number,
    context: MoodContext,
  ): Promise<Pick[] | null> {
    const mood = moodForCycle(row.mood, cycle, context.offered);
    return pickForMood(executor, mood, PLAN_BAGS[row.plan as SubscriptionPlanId], row.lastProductIds);
  }

  /**
   * Writes cycle `cycle` as paid with its order (confirmed, paid, stock reserved, invoice mailed), once:
   * when the cycle is already paid nothing changes. A coffee sold between the pick and the reservation
   * is picked around (three tries); if the mood's coffees cannot fill the box the paid cycle is held
   * for the owner, visibly, without an order.
   */
  async function recordPaidCycle(
    tx: Executor,
    row: SubscriptionRow,
    cycle: number,
    charge: { providerPaymentId: string; providerOrderId: string; method: string | null },
    at: Date,
    context: MoodContext,
  ): Promise<{ row: SubscriptionRow; orderNumber: string | null }> {
    const [existing] = await tx
      .select()
      .from(subscriptionCycles)
      .where(and(eq(subscriptionCycles.subscriptionId, row.id), eq(subscriptionCycles.cycle, cycle)));
    if (existing?.status === "paid") return { row, orderNumber: null };
    const plan = planOf(row.plan as SubscriptionPlanId);
    const totals = deliveryTotals(plan.pricePaise);
    let order = null;
    let picks: Pick[] | null = null;
    for (let attempt = 0; attempt < 3 && !order; attempt++) {
      picks = await picksFor(tx, row, cycle, context);
      if (!picks) break;
      try {
        order = await tx.transaction((inner) => insertCycleOrder(inner, row, picks!, totals, charge, at));
      } catch (error) {
        if (!(error instanceof OutOfStockError)) throw error;
      }
    }
    const values = {
      status: order ? ("paid" as const) : ("held" as const),
      orderId: order?.id ?? null,
      amountPaise: plan.pricePaise,
      providerPaymentId: charge.providerPaymentId,
      note: order ? null : "Paid, but the mood's coffees are out of stock: roast or restock, then fulfil by hand.",
      updatedAt: at,
    };
    await tx
      .insert(subscriptionCycles)
      .values({ subscriptionId: row.id, cycle, attempts: 1, ...values })
      .onConflictDoUpdate({ target: [subscriptionCycles.subscriptionId, subscriptionCycles.cycle], set: values });
    if (!order) {
      await tx.insert(auditLog).values({
        actor: "shop:subscriptions",
        action: "subscription.cycle-held",
        entityType: "subscription",
        entityId: String(row.id),
        details: { cycle, providerPaymentId: charge.providerPaymentId, mood: row.mood },
      });
    }
    const next = await update(tx, row.id, {
      currentCycle: Math.max(row.currentCycle, cycle),
      cyclesPaid: row.cyclesPaid + 1,
      failures: 0,
      lastProductIds: picks && order ? picks.map((pick) => pick.productId) : row.lastProductIds,
    });
    if (order) {
      const view = (await orderViewById(tx, order.id))!;
      const link = orderUrl(origin(row), view, deps.orderLinkToken(view.orderNumber));
      await deps.enqueueMail(tx, confirmationMail(view, buildInvoice(view, deps.gstin), link));
    }
    return { row: next, orderNumber: order?.orderNumber ?? null };
  }

  async function insertCycleOrder(
    tx: Executor,
    row: SubscriptionRow,
    picks: Pick[],
    totals: ReturnType<typeof deliveryTotals>,
    charge: { providerPaymentId: string; providerOrderId: string; method: string | null },
    at: Date,
  ) {
    // One line per coffee; the taxable value shared out by bags, the odd paise on the first line.
    const bags = picks.reduce((sum, pick) => sum + pick.bags, 0);
    const perBag = Math.floor(totals.subtotal / bags);
    let rest = totals.subtotal - perBag * bags;
    const lines = picks.flatMap((pick) =>
      Array.from({ length: pick.bags }, () => {
        const unit = perBag + rest;
        rest = 0;
        return {
          productId: pick.productId,
          productSlug: pick.slug,
          productName: pick.name,
          weightGrams: SUBSCRIPTION_BAG_GRAMS,
          brewingMethod: null,
          quantity: 1,
          unitPricePaise: unit,
          totalPricePaise: unit,
        };
      }),
    );
    const order = await insertOrder(
      tx,
      {
        orderYear: indianYear(at),
        customerName: row.customerName,
        customerEmail: row.customerEmail,
        customerPhone: row.customerPhone,
        shippingAddress: row.shippingAddress,
        status: "confirmed",
        paymentStatus: "paid",
        paymentMethod: charge.method,
        paidAt: at,
        siteOrigin: row.siteOrigin,
      },
      totals,
      lines,
    );
    await reserveStock(tx, order.id, lines);
    await tx.insert(payments).values({
      orderId: order.id,
      provider: provider.name,
      providerOrderId: charge.providerOrderId,
      providerPaymentId: charge.providerPaymentId,
      amountPaise: totals.total,
      status: "paid",
      method: charge.method,
    });
    return order;
  }

  /** Subscribe: stored as `created` with its mandate; the page opens the provider's window with the id. */
  async function start(input: StartSubscriptionInput, siteOrigin: string | undefined) {
    const context = await moodContext();
    requireMood(input.mood, context);
    const plan = planOf(input.plan);
    // Said before any payment: a box the mood cannot fill today is refused rather than held after paying.
    const firstMood = moodForCycle(input.mood, 1, context.offered);
    if (!(await pickForMood(db, firstMood, PLAN_BAGS[plan.id], [])))
      throw new HttpError(409, NO_COFFEE_FOR_MOOD, { mood: NO_COFFEE_FOR_MOOD });
    let mandate;
    try {
      mandate = await mandates.createMandate({
        amountPaise: plan.pricePaise,
        intervalDays: FREQUENCY_DAYS[input.frequency],
        notes: { plan: plan.id, email: input.customerEmail },
      });
    } catch (error) {
      if (error instanceof ProviderUnavailableError)
        throw new HttpError(502, "Failed to set up the subscription's payment");
      throw error;
    }
    const [row] = await db
      .insert(subscriptions)
      .values({
        plan: plan.id,
        mood: input.mood,
        frequency: input.frequency,
        customerName: input.customerName,
        customerEmail: input.customerEmail,
        customerPhone: input.customerPhone,
        shippingAddress: input.shippingAddress,
        provider: provider.name,
        providerSubscriptionId: mandate.mandateId,
        siteOrigin: siteOrigin ?? deps.siteUrl ?? null,
      })
      .returning();
    return {
      subscription: toSubscriptionView(row!),
      provider: provider.name,
      key: provider.key,
      mandateId: mandate.mandateId,
      /** The subscriber's key for the window and the management page (the same as the mails' links). */
      token: links.token(row!.id, row!.linkVersion),
    };
  }

  async function byMandate(executor: Executor, mandateId: string): Promise<SubscriptionRow | null> {
    const [row] = await executor
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.providerSubscriptionId, mandateId), eq(subscriptions.provider, provider.name)));
    return row ?? null;
  }

  /**
   * The first payment arrived with the mandate (the window's answer, or the provider's webhook): the
   * subscription becomes active and its first cycle an order. Repeats change nothing.
   */
  async function firstPaymentReceived(
    mandateId: string,
    charge: { providerPaymentId: string; providerOrderId: string; method: string | null },
    at = new Date(),
  ): Promise<{ subscription: SubscriptionView; changed: boolean }> {
    const context = await moodContext();
    const result = await db.transaction(async (tx) => {
      const found = await byMandate(tx, mandateId);
      if (!found) throw new HttpError(404, "Unknown subscription");
      const row = (await lock(tx, found.id))!;
      if (row.status !== "created") return { row, changed: false };
      return { row: await activate(tx, row, charge, at, context, null), changed: true };
    });
    if (result.changed) deps.kickMail();
    return { subscription: toSubscriptionView(result.row), changed: result.changed };
  }

  /** The first payment of a mandate (a new one, or one authorised again after a halt) as a delivery. */
  async function activate(
    tx: Executor,
    row: SubscriptionRow,
    charge: { providerPaymentId: string; providerOrderId: string; method: string | null },
    at: Date,
    context: MoodContext,
    chargeAt: Date | null,
  ): Promise<SubscriptionRow> {
    const paid = await recordPaidCycle(tx, row, row.currentCycle + 1, charge, at, context);
    const active = await update(tx, row.id, {
      status: "active",
      nextChargeAt:
        chargeAt ?? new Date(at.getTime() + FREQUENCY_DAYS[row.frequency as SubscriptionFrequency] * DAY_MS),
    });
    await deps.enqueueMail(
      tx,
      welcomeMail(
        toSubscriptionView(active),
        context.name(active.mood),
        linkFor(active, at),
        paid.orderNumber,
        await perkCodeOf(tx, active),
      ),
    );
    return active;
  }

  /**
   * The window's signed answer for a provider-charged mandate's first payment (Razorpay): the signature
   * is checked, the payment read back from the provider — captured, for the plan's price — and only then
   * is it the first delivery. The webhook may have said so first; either way it is one order.
   */
  async function verifyFirstPayment(input: {
    token: string;
    mandateId: string;
    paymentId: string;
    signature: string;
  }): Promise<SubscriptionView> {
    const { subscription } = await view(input.token);
    const row = await byMandate(db, input.mandateId);
    if (!row || row.id !== subscription.id) throw new HttpError(403, MANAGE_LINK_INVALID);
    const valid = mandates.verifyMandateSignature({
      mandateId: input.mandateId,
      providerPaymentId: input.paymentId,
      signature: input.signature,
    });
    if (!valid) throw new HttpError(400, "Payment verification failed");
    // The sandbox's window records its first payment itself; nothing more to read back.
    if (!mandates.fetchMandatePayment || row.status !== "created") return toSubscriptionView(row);
    let payment;
    try {
      payment = await mandates.fetchMandatePayment(input.paymentId);
    } catch (error) {
      if (error instanceof ProviderUnavailableError)
        throw new HttpError(502, "We could not confirm the payment with the provider yet. Please try again.");
      throw error;
    }
    if (!payment.captured || payment.amountPaise !== subscription.pricePaise)
      throw new HttpError(409, "The payment for this subscription has not been taken yet.");
    const result = await firstPaymentReceived(input.mandateId, {
      providerPaymentId: payment.providerPaymentId,
      providerOrderId: payment.providerOrderId ?? `${input.mandateId}:${payment.providerPaymentId}`,
      method: payment.method,
    });
    return result.subscription;
  }

  /**
   * A provider-charged subscription's webhook (Razorpay Subscriptions, decision 143). A captured charge is
   * a delivery exactly once — one cycle per payment id, written under the row's lock — whatever order the
   * events come in and however often they repeat. A change of state applies only when the provider said
   * it after the last one applied, and nothing revives a cancelled subscription.
   */
  async function providerEvent(
    event: SubscriptionEvent,
    at = new Date(),
  ): Promise<"applied" | "unchanged" | "stale" | "unknown"> {
    const context = await moodContext();
    const result = await db.transaction(async (tx) => {
      const found = await byMandate(tx, event.mandateId);
      if (!found) return { outcome: "unknown" as const, mailed: false };
      const row = (await lock(tx, found.id))!;
      return event.change === "charged"
        ? providerCharged(tx, row, event, at, context)
        : providerStateChanged(tx, row, event, at, context);
    });
    if (result.mailed) deps.kickMail();
    return result.outcome;
  }

  type EventOutcome = { outcome: "applied" | "unchanged" | "stale"; mailed: boolean };
  /** Whether the provider said this after the state the row now has (events arrive out of order). */
  const isNewer = (row: SubscriptionRow, event: SubscriptionEvent) =>
    !row.providerStateAt || event.at.getTime() >= row.providerStateAt.getTime();

  async function providerCharged(
    tx: Executor,
    row: SubscriptionRow,
    event: SubscriptionEvent,
    at: Date,
    context: MoodContext,
  ): Promise<EventOutcome> {
    const payment = event.payment;
    if (!payment?.captured) return { outcome: "unchanged", mailed: false };
    const [seen] = await tx
      .select({ id: subscriptionCycles.id })
      .from(subscriptionCycles)
      .where(
        and(
          eq(subscriptionCycles.subscriptionId, row.id),
          eq(subscriptionCycles.providerPaymentId, payment.providerPaymentId),
        ),
      );
    if (seen) return { outcome: "unchanged", mailed: false };
    const charge = {
      providerPaymentId: payment.providerPaymentId,
      providerOrderId: payment.providerOrderId ?? `${event.mandateId}:${payment.providerPaymentId}`,
      method: payment.method,
    };
    const newer = isNewer(row, event);
    if (row.status === "created") {
      const active = await activate(tx, row, charge, at, context, event.chargeAt);
      if (newer) await update(tx, row.id, { providerStateAt: event.at });
      return { outcome: "applied", mailed: active.status === "active" };
    }
    // Money taken is always a delivery, even when the subscriber paused or cancelled meanwhile.
    const paid = await recordPaidCycle(tx, row, row.currentCycle + 1, charge, at, context);
    const interval = FREQUENCY_DAYS[row.frequency as SubscriptionFrequency] * DAY_MS;
    const revived = newer && row.status === "halted";
    const running = row.status === "active" || revived;
    const next = await update(tx, row.id, {
      ...(revived ? { status: "active" as const } : {}),
      ...(running ? { nextChargeAt: event.chargeAt ?? new Date(at.getTime() + interval) } : {}),
      ...(newer ? { providerStateAt: event.at } : {}),
    });
    if (paid.orderNumber)
      await deps.enqueueMail(
        tx,
        renewalMail(toSubscriptionView(next), context.name(next.mood), linkFor(next, at), paid.orderNumber),
      );
    return { outcome: "applied", mailed: paid.orderNumber !== null };
  }

  async function providerStateChanged(
    tx: Executor,
    row: SubscriptionRow,
    event: SubscriptionEvent,
    at: Date,
    context: MoodContext,
  ): Promise<EventOutcome> {
    if (!isNewer(row, event)) return { outcome: "stale", mailed: false };
    const status = row.status as SubscriptionStatus;
    const chargeAt = event.chargeAt ? { nextChargeAt: event.chargeAt } : {};
    let values: Partial<typeof subscriptions.$inferInsert> | null = null;
    let mail: ((next: SubscriptionRow) => OutgoingMail) | null = null;
    switch (event.change) {
      case "pending":
        // A renewal failed; the provider tries again on its own schedule. No order for an unpaid cycle.
        if (status !== "active") break;
        values = { failures: row.failures + 1, ...chargeAt };
        await tx
          .insert(subscriptionCycles)
          .values({
            subscriptionId: row.id,
            cycle: row.currentCycle + 1,
            status: "failed",
            amountPaise: planOf(row.plan as SubscriptionPlanId).pricePaise,
            providerPaymentId: event.payment?.providerPaymentId ?? null,
            attempts: 1,
            note: "The renewal failed; the provider tries again.",
          })
          .onConflictDoUpdate({
            target: [subscriptionCycles.subscriptionId, subscriptionCycles.cycle],
            set: { status: "failed", attempts: sql`${subscriptionCycles.attempts} + 1`, updatedAt: at },
            setWhere: sql`${subscriptionCycles.status} <> 'paid'`,
          });
        break;
      case "halted":
        if (status !== "active" && status !== "paused") break;
        values = { status: "halted", nextChargeAt: null };
        mail = (next) => haltedMail(toSubscriptionView(next), context.name(next.mood), linkFor(next, at));
        break;
      case "paused":
        if (status === "active") values = { status: "paused" };
        break;
      case "resumed":
      case "activated":
        if (status === "paused" || (status === "halted" && event.change === "activated"))
          values = { status: "active", resumeAt: null, failures: 0, ...chargeAt };
        break;
      case "cancelled":
      case "completed":
        if (status === "cancelled" || status === "created") break;
        values = { status: "cancelled", cancelledAt: at, nextChargeAt: null, skipNext: false };
        mail = (next) =>
          changedMail(
            toSubscriptionView(next),
            context.name(next.mood),
            linkFor(next, at),
            event.change === "completed"
              ? "Your subscription has completed its deliveries; nothing more will be charged. Thank you for brewing with us."
              : "Your subscription was cancelled at the payment provider; nothing more will be charged.",
          );
        break;
      default:
        if (status === "active" && event.chargeAt) values = chargeAt;
    }
    const next = await update(tx, row.id, { ...values, providerStateAt: event.at });
    if (mail) await deps.enqueueMail(tx, mail(next));
    return { outcome: values ? "applied" : "unchanged", mailed: mail !== null };
  }

  /**
   * Provider-charged subscriptions whose webhooks seem lost (decision 143): an active one an hour past its
   * charge date, or one still awaiting its first payment 15 minutes after it was made (the window closed
   * before our page heard back). The provider's captured charges are applied as `charged` events would
   * be — a payment already a delivery changes nothing. Each is asked at most every half hour; the
   * renewals job runs under a lease, so one process asks at a time.
   */
  async function reconcileProviderCharges(at: Date): Promise<number> {
    if (!mandates.listMandatePayments) return 0;
    const list = (mandateId: string) => mandates.listMandatePayments!(mandateId);
    const ago = (ms: number) => new Date(at.getTime() - ms);
    const due = await db
      .select({ id: subscriptions.id, mandateId: subscriptions.providerSubscriptionId })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.provider, provider.name),
          or(
            and(eq(subscriptions.status, "active"), lt(subscriptions.nextChargeAt, ago(RECONCILE_ACTIVE_MS))),
            and(
              eq(subscriptions.status, "created"),
              lt(subscriptions.createdAt, ago(RECONCILE_CREATED_MS)),
              gt(subscriptions.createdAt, ago(RECONCILE_GIVE_UP_MS)),
            ),
          ),
          or(isNull(subscriptions.providerCheckedAt), lt(subscriptions.providerCheckedAt, ago(RECONCILE_RECHECK_MS))),
        ),
      )
      .orderBy(asc(subscriptions.id))
      .limit(RENEWAL_BATCH);
    let applied = 0;
    for (const { id, mandateId } of due) {
      await db.update(subscriptions).set({ providerCheckedAt: at }).where(eq(subscriptions.id, id));
      if (!mandateId) continue;
      let charges;
      try {
        charges = await list(mandateId);
      } catch (error) {
        if (error instanceof ProviderUnavailableError) continue;
        throw error;
      }
      for (const payment of charges.filter((charge) => charge.captured)) {
        const outcome = await providerEvent(
          {
            kind: "subscription",
            dedupKey: `reconciler:${mandateId}:${payment.providerPaymentId}`,
            type: "subscription.charged",
            change: "charged",
            mandateId,
            // The charge's own time, so it never passes for newer than what the webhooks said since.
            at: payment.paidAt ?? new Date(0),
            chargeAt: null,
            payment,
          },
          at,
        );
        if (outcome === "applied") applied++;
      }
    }
    return applied;
  }

  /**
   * Provider-charged subscriptions whose pause ends (a pause until a date, or a skipped delivery): the
   * provider only pauses and resumes "now", so our scheduler resumes them on the day. A skipped delivery
   * is recorded as its cycle, skipped.
   */
  async function resumeDuePauses(at: Date, tally: RenewalTally): Promise<RenewalTally> {
    const due = await db
      .select({ id: subscriptions.id, mandateId: subscriptions.providerSubscriptionId })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.status, "paused"),
          lte(subscriptions.resumeAt, at),
          eq(subscriptions.provider, provider.name),
        ),
      )
      .orderBy(asc(subscriptions.id))
      .limit(RENEWAL_BATCH);
    for (const { id, mandateId } of due) {
      if (!mandateId) continue;
      try {
        await mandates.resumeMandate(mandateId);
      } catch (error) {
        // Another process resumed it first, or the provider is away: the next run looks again.
        if (error instanceof ProviderUnavailableError) continue;
        throw error;
      }
      await db.transaction(async (tx) => {
        const row = await lock(tx, id);
        if (!row || row.status !== "paused" || !row.resumeAt || row.resumeAt > at) return;
        const skipped = row.skipNext ? row.currentCycle + 1 : null;
        if (skipped !== null) {
          await tx
            .insert(subscriptionCycles)
            .values({ subscriptionId: id, cycle: skipped, status: "skipped", amountPaise: 0 })
            .onConflictDoNothing();
          tally.skipped++;
        }
        await update(tx, id, {
          status: "active",
          resumeAt: null,
          skipNext: false,
          ...(skipped !== null ? { currentCycle: skipped } : {}),
        });
      });
    }
    return tally;
  }

  /** Claims due renewals of shop-charged providers for this process; see the file's comment. */
  async function claimDue(at: Date): Promise<number[]> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            inArray(subscriptions.status, ["active", "paused"]),
            lte(subscriptions.nextChargeAt, at),
            eq(subscriptions.provider, provider.name),
          ),
        )
        .orderBy(asc(subscriptions.nextChargeAt), asc(subscriptions.id))
        .limit(RENEWAL_BATCH)
        .for("update", { skipLocked: true });
      const ids = due.map((row) => row.id);
      if (ids.length)
        await tx
          .update(subscriptions)
          .set({ nextChargeAt: new Date(at.getTime() + CLAIM_MS) })
          .where(inArray(subscriptions.id, ids));
      return ids;
    });
  }

  type Prepared =
    | { kind: "charge"; row: SubscriptionRow; cycle: number; attempt: number }
    | { kind: "done"; tally: keyof RenewalTally | null };

  /** Step one under the lock: resume a pause that ended, skip, hold, or write the cycle as being charged. */
  async function prepareRenewal(id: number, at: Date, context: MoodContext): Promise<Prepared> {
    return db.transaction(async (tx): Promise<Prepared> => {
      let row = await lock(tx, id);
      if (!row || (row.status !== "active" && row.status !== "paused")) return { kind: "done", tally: null };
      if (row.status === "paused") row = await update(tx, id, { status: "active", resumeAt: null });
      const interval = FREQUENCY_DAYS[row.frequency as SubscriptionFrequency] * DAY_MS;
      const cycle = row.currentCycle + 1;
      if (row.skipNext) {
        await tx
          .insert(subscriptionCycles)
          .values({ subscriptionId: id, cycle, status: "skipped", amountPaise: 0 })
          .onConflictDoNothing();
        await update(tx, id, { skipNext: false, currentCycle: cycle, nextChargeAt: new Date(at.getTime() + interval) });
        return { kind: "done", tally: "skipped" };
      }
      if (!(await picksFor(tx, row, cycle, context))) {
        const note = "Not charged: the mood's coffees are out of stock. Tried again daily.";
        await tx
          .insert(subscriptionCycles)
          .values({ subscriptionId: id, cycle, status: "held", amountPaise: 0, attempts: 1, note })
          .onConflictDoUpdate({
            target: [subscriptionCycles.subscriptionId, subscriptionCycles.cycle],
            set: { status: "held", note, attempts: sql`${subscriptionCycles.attempts} + 1`, updatedAt: at },
          });
        await tx.insert(auditLog).values({
          actor: "shop:subscriptions",
          action: "subscription.cycle-held",
          entityType: "subscription",
          entityId: String(id),
          details: { cycle, mood: row.mood, charged: false },
        });
        await update(tx, id, { nextChargeAt: new Date(at.getTime() + HELD_RETRY_MS) });
        return { kind: "done", tally: "held" };
      }
      const [written] = await tx
        .insert(subscriptionCycles)
        .values({
          subscriptionId: id,
          cycle,
          status: "charging",
          amountPaise: planOf(row.plan as SubscriptionPlanId).pricePaise,
          attempts: 1,
        })
        .onConflictDoUpdate({
          target: [subscriptionCycles.subscriptionId, subscriptionCycles.cycle],
          set: { status: "charging", attempts: sql`${subscriptionCycles.attempts} + 1`, updatedAt: at },
          setWhere: sql`${subscriptionCycles.status} <> 'paid'`,
        })
        .returning();
      if (!written) return { kind: "done", tally: null };
      return { kind: "charge", row, cycle, attempt: written.attempts };
    });
  }

  /** Step three under the lock: the charge's outcome — an order, a retry later, or the halt. */
  async function recordRenewal(
    id: number,
    cycle: number,
    charge: MandateCharge,
    at: Date,
    context: MoodContext,
  ): Promise<keyof RenewalTally | null> {
    const outcome = await db.transaction(async (tx): Promise<keyof RenewalTally | null> => {
      const row = await lock(tx, id);
      if (!row || row.currentCycle >= cycle) return null;
      const interval = FREQUENCY_DAYS[row.frequency as SubscriptionFrequency] * DAY_MS;
      if (charge.status === "captured") {
        // Money taken is always a delivery, even when the subscriber paused or cancelled meanwhile.
        const paid = await recordPaidCycle(tx, row, cycle, charge, at, context);
        const next =
          row.status === "active"
            ? await update(tx, id, { nextChargeAt: new Date(at.getTime() + interval) })
            : paid.row;
        if (paid.orderNumber)
          await deps.enqueueMail(
            tx,
            renewalMail(toSubscriptionView(next), context.name(next.mood), linkFor(next, at), paid.orderNumber),
          );
        return "charged";
      }
      if (row.status !== "active") return null;
      await tx
        .update(subscriptionCycles)
        .set({
          status: "failed",
          providerPaymentId: charge.providerPaymentId,
          note: charge.reason.slice(0, 500),
          updatedAt: at,
        })
        .where(and(eq(subscriptionCycles.subscriptionId, id), eq(subscriptionCycles.cycle, cycle)));
      const failures = row.failures + 1;
      const retryDays = RENEWAL_RETRY_DAYS[failures - 1];
      if (retryDays !== undefined) {
        await update(tx, id, { failures, nextChargeAt: new Date(at.getTime() + retryDays * DAY_MS) });
        return "failed";
      }
      const halted = await update(tx, id, { failures, status: "halted", nextChargeAt: null });
      await deps.enqueueMail(
        tx,
        haltedMail(toSubscriptionView(halted), context.name(halted.mood), linkFor(halted, at)),
      );
      return "halted";
    });
    if (outcome === "charged" || outcome === "halted") deps.kickMail();
    return outcome;
  }

  /**
   * Charges every renewal due at `at` (shop-charged providers). Safe in several processes at once: each
   * due subscription is claimed by one, and a cycle is paid (and ordered) at most once whatever repeats.
   */
  async function runRenewals(at = new Date()): Promise<RenewalTally> {
    const tally: RenewalTally = { charged: 0, failed: 0, halted: 0, skipped: 0, held: 0 };
    if (mandates.chargedBy !== "shop") {
      await reconcileProviderCharges(at);
      return resumeDuePauses(at, tally);
    }
    const context = await moodContext();
    for (;;) {
      const ids = await claimDue(at);
      if (!ids.length) return tally;
      for (const id of ids) {
        const prepared = await prepareRenewal(id, at, context);
        if (prepared.kind === "done") {
          if (prepared.tally) tally[prepared.tally]++;
          continue;
        }
        const { row, cycle, attempt } = prepared;
        let charge: MandateCharge;
        try {
          charge = await mandates.chargeMandate({
            mandateId: row.providerSubscriptionId!,
            amountPaise: planOf(row.plan as SubscriptionPlanId).pricePaise,
            idempotencyKey: `sub-${row.id}-cycle-${cycle}-try-${attempt}`,
          });
        } catch (error) {
          if (!(error instanceof ProviderUnavailableError)) throw error;
          charge = { status: "failed", providerPaymentId: null, reason: error.message };
        }
        const outcome = await recordRenewal(id, cycle, charge, at, context);
        if (outcome) tally[outcome]++;
      }
    }
  }

  /** The subscription a management link opens, or a 403 naming the problem (tampered, expired, replaced). */
  async function rowForToken(
    executor: Executor,
    token: string,
    at: Date,
    forUpdate: boolean,
  ): Promise<SubscriptionRow> {
    const claim = links.read(token, at);
    if (!claim) throw new HttpError(403, MANAGE_LINK_INVALID);
    const row = forUpdate
      ? await lock(executor, claim.subscriptionId)
      : (await executor.select().from(subscriptions).where(eq(subscriptions.id, claim.subscriptionId)))[0];
    if (!row || row.linkVersion !== claim.version) throw new HttpError(403, MANAGE_LINK_INVALID);
    return row;
  }

  async function view(token: string, at = new Date()) {
    const context = await moodContext();
    const row = await rowForToken(db, token, at, false);
    return {
      subscription: toSubscriptionView(row),
      moodName: context.name(row.mood),
      perkCode: await perkCodeOf(db, row),
      /** What the provider's window needs while the first payment is awaited (the token proves who asks). */
      window:
        row.status === "created" && row.providerSubscriptionId
          ? { providerKey: provider.key, mandateId: row.providerSubscriptionId, phone: row.customerPhone }
          : null,
    };
  }

  /**
   * One change through the mailed link: saved, sent to the provider, confirmed by mail with a new link
   * (the one used stops working). The provider is told after the commit; a provider that cannot be
   * reached leaves the change saved and says so (502) — the owner's console shows the state.
   */
  async function manage(input: ManageSubscriptionInput, at = new Date()) {
    const claim = links.read(input.token, at);
    if (!claim) throw new HttpError(403, MANAGE_LINK_INVALID);
    const limit = await hitRateLimit(db, MANAGE_LIMIT, `subscription:${claim.subscriptionId}`);
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
    const context = await moodContext();
    if (input.action === "change" && input.mood) requireMood(input.mood, context);
    if (input.action === "resume" && mandates.chargedBy === "provider") {
      const row = await rowForToken(db, input.token, at, false);
      if (row.status === "halted") return reauthorise(row, at, context);
    }
    const result = await db.transaction(async (tx) =>
      applyChange(tx, await rowForToken(tx, input.token, at, true), input, at, context),
    );
    deps.kickMail();
    await tellProvider(result.before, result.row);
    return {
      subscription: toSubscriptionView(result.row),
      moodName: context.name(result.row.mood),
      token: links.token(result.row.id, result.row.linkVersion, at),
    };
  }

  /**
   * A halted provider-charged subscription (Razorpay stopped after its retries) cannot be resumed by the
   * shop: the subscriber authorises again — a new mandate for the same plan, opened from the start page —
   * and the old one is cancelled at the provider. The payment then made is the next cycle's delivery.
   */
  async function reauthorise(row: SubscriptionRow, at: Date, context: MoodContext) {
    const plan = planOf(row.plan as SubscriptionPlanId);
    let mandate;
    try {
      mandate = await mandates.createMandate({
        amountPaise: plan.pricePaise,
        intervalDays: FREQUENCY_DAYS[row.frequency as SubscriptionFrequency],
        notes: { plan: plan.id, email: row.customerEmail },
      });
    } catch (error) {
      if (error instanceof ProviderUnavailableError)
        throw new HttpError(502, "Failed to set up the subscription's payment");
      throw error;
    }
    const next = await db.transaction(async (tx) => {
      const locked = await lock(tx, row.id);
      if (!locked || locked.status !== "halted" || locked.linkVersion !== row.linkVersion)
        throw new HttpError(409, "This subscription has changed meanwhile. Please open the link in the latest e-mail.");
      await recordAudit(
        tx,
        { username: "shop:subscriptions", ip: null },
        {
          action: "subscription.reauthorise",
          entityType: "paid-subscription",
          entityId: row.id,
          before: { providerSubscriptionId: row.providerSubscriptionId },
          after: { providerSubscriptionId: mandate.mandateId },
        },
      );
      return update(tx, row.id, {
        status: "created",
        providerSubscriptionId: mandate.mandateId,
        failures: 0,
        nextChargeAt: null,
        providerStateAt: null,
        linkVersion: locked.linkVersion + 1,
      });
    });
    if (row.providerSubscriptionId)
      try {
        await mandates.cancelMandate(row.providerSubscriptionId);
      } catch (error) {
        // A halted subscription charges nothing more; the owner's dashboard can close it later.
        if (!(error instanceof ProviderUnavailableError)) throw error;
      }
    return {
      subscription: toSubscriptionView(next),
      moodName: context.name(next.mood),
      token: links.token(next.id, next.linkVersion, at),
    };
  }

  /** Saves one change under the row's lock, retires the old links and mails the new one. */
  async function applyChange(
    tx: Executor,
    row: SubscriptionRow,
    input: ManageSubscriptionInput,
    at: Date,
    context: MoodContext,
    mail = true,
  ): Promise<{ before: SubscriptionRow; row: SubscriptionRow }> {
    const { values, what } = changeFor(row, input, at, context);
    const next = await update(tx, row.id, { ...values, linkVersion: row.linkVersion + 1 });
    if (mail)
      await deps.enqueueMail(
        tx,
        changedMail(toSubscriptionView(next), context.name(next.mood), linkFor(next, at), what),
      );
    return { before: row, row: next };
  }

  /**
   * The owner's pause, resume or cancel from the console: the same change, audited under the owner's name.
   * `mail: false` for a cancellation nobody should be mailed about (the subscriber deleted her account).
   */
  async function ownerChange(
    id: number,
    change: { action: "pause"; until: string } | { action: "resume" | "cancel" },
    actor: string,
    at = new Date(),
    options: { mail?: boolean } = {},
  ): Promise<SubscriptionView> {
    const context = await moodContext();
    const result = await db.transaction(async (tx) => {
      const row = await lock(tx, id);
      if (!row) throw new HttpError(404, "Subscription not found");
      const applied = await applyChange(tx, row, { token: "", ...change }, at, context, options.mail ?? true);
      await recordAudit(
        tx,
        { username: actor, ip: null },
        {
          action: `subscription.${change.action}`,
          entityType: "paid-subscription",
          entityId: id,
          before: { status: row.status },
          after: { status: applied.row.status, ...("until" in change ? { until: change.until } : {}) },
        },
      );
      return applied;
    });
    deps.kickMail();
    await tellProvider(result.before, result.row);
    return toSubscriptionView(result.row);
  }

  /**
   * The owner's console: every subscription, the monthly recurring revenue and active subscribers, and
   * the bags due in the next `days` days per coffee and size (from today's stock, as the roaster plans).
   */
  async function ownerConsole(at = new Date(), days = 14) {
    const context = await moodContext();
    const rows = await db.select().from(subscriptions).orderBy(asc(subscriptions.id));
    const counted = rows.filter((row) => row.status === "active" || row.status === "paused");
    const active = rows.filter((row) => row.status === "active");
    const mrrPaise = Math.round(
      active.reduce(
        (sum, row) =>
          sum +
          (planOf(row.plan as SubscriptionPlanId).pricePaise * 30) /
            FREQUENCY_DAYS[row.frequency as SubscriptionFrequency],
        0,
      ),
    );
    const horizon = at.getTime() + days * DAY_MS;
    const bags = new Map<
      string,
      { productId: number; name: string; grams: number; bags: number; deliveries: number }
    >();
    let deliveries = 0;
    for (const row of counted) {
      if (!row.nextChargeAt) continue;
      const interval = FREQUENCY_DAYS[row.frequency as SubscriptionFrequency] * DAY_MS;
      let cycle = row.currentCycle + 1;
      let skip = row.skipNext;
      for (let when = row.nextChargeAt.getTime(); when <= horizon; when += interval, cycle++) {
        if (skip) {
          skip = false;
          continue;
        }
        const picks = await picksFor(db, row, cycle, context);
        deliveries++;
        for (const pick of picks ?? []) {
          const key = `${pick.productId}:${SUBSCRIPTION_BAG_GRAMS}`;
          const entry = bags.get(key) ?? {
            productId: pick.productId,
            name: pick.name,
            grams: SUBSCRIPTION_BAG_GRAMS,
            bags: 0,
            deliveries: 0,
          };
          entry.bags += pick.bags;
          entry.deliveries++;
          bags.set(key, entry);
        }
      }
    }
    return {
      subscriptions: rows.map((row) => ({
        ...toSubscriptionView(row),
        moodName: context.name(row.mood),
        createdAt: row.createdAt.toISOString(),
      })),
      summary: { activeSubscribers: active.length, pausedSubscribers: counted.length - active.length, mrrPaise },
      due: { days, deliveries, bags: [...bags.values()].sort((a, b) => b.bags - a.bags) },
    };
  }

  async function tellProvider(before: SubscriptionRow, after: SubscriptionRow): Promise<void> {
    const mandateId = after.providerSubscriptionId;
    if (!mandateId || before.status === "created") return;
    try {
      if (after.status === "cancelled" && before.status !== "cancelled") return await mandates.cancelMandate(mandateId);
      if (after.status === "paused" && before.status !== "paused") await mandates.pauseMandate(mandateId);
      if (after.status === "active" && before.status === "paused") await mandates.resumeMandate(mandateId);
      if (after.plan !== before.plan || after.frequency !== before.frequency)
        await mandates.updateMandate(mandateId, {
          amountPaise: planOf(after.plan as SubscriptionPlanId).pricePaise,
          intervalDays: FREQUENCY_DAYS[after.frequency as SubscriptionFrequency],
        });
    } catch (error) {
      if (error instanceof ProviderUnavailableError)
        throw new HttpError(
          502,
          "Your change is saved, but the payment provider could not be told yet. Please try again.",
        );
      throw error;
    }
  }

  /**
   * A provider that charges on its own schedule cannot skip one charge: the subscription is paused at the
   * provider until the day after the skipped delivery, and our scheduler resumes it then (decision 143).
   */
  function skipAtProvider(row: SubscriptionRow): { values: Partial<typeof subscriptions.$inferInsert>; what: string } {
    if (row.status !== "active" || !row.nextChargeAt)
      throw new HttpError(409, "Your subscription is paused: nothing is charged until it starts again.");
    const interval = FREQUENCY_DAYS[row.frequency as SubscriptionFrequency] * DAY_MS;
    return {
      values: {
        status: "paused",
        skipNext: true,
        resumeAt: new Date(row.nextChargeAt.getTime() + DAY_MS),
        nextChargeAt: new Date(row.nextChargeAt.getTime() + interval),
      },
      what: `Your delivery of ${indianDay(row.nextChargeAt)} will be skipped; nothing is charged for it.`,
    };
  }

  function changeFor(
    row: SubscriptionRow,
    input: ManageSubscriptionInput,
    at: Date,
    context: MoodContext,
  ): { values: Partial<typeof subscriptions.$inferInsert>; what: string } {
    const live = row.status === "active" || row.status === "paused";
    const notLive = () => {
      throw new HttpError(
        409,
        row.status === "cancelled" ? "This subscription has been cancelled." : "This subscription is not active yet.",
      );
    };
    switch (input.action) {
      case "skip":
        if (!live) notLive();
        if (row.skipNext) throw new HttpError(409, "Your next delivery is already skipped.");
        if (mandates.chargedBy === "provider") return skipAtProvider(row);
        return {
          values: { skipNext: true },
          what: row.nextChargeAt
            ? `Your delivery of ${indianDay(row.nextChargeAt)} will be skipped; nothing is charged for it.`
            : "Your next delivery will be skipped; nothing is charged for it.",
        };
      case "pause": {
        if (!live) notLive();
        // The date is a day in India: resume at its start (midnight IST).
        const resume = new Date(`${input.until}T00:00:00+05:30`);
        if (resume.getTime() <= at.getTime())
          throw new HttpError(400, "The date to resume on must be in the future", {
            until: "The date to resume on must be in the future",
          });
        if (resume.getTime() > at.getTime() + MAX_PAUSE_DAYS * DAY_MS)
          throw new HttpError(400, `You can pause for at most ${MAX_PAUSE_DAYS} days`, {
            until: `You can pause for at most ${MAX_PAUSE_DAYS} days`,
          });
        return {
          values: { status: "paused", resumeAt: resume, nextChargeAt: resume },
          what: `Your subscription is paused; deliveries start again on ${indianDay(resume)}.`,
        };
      }
      case "resume":
        if (row.status !== "paused" && row.status !== "halted")
          throw new HttpError(409, "This subscription is not paused.");
        return {
          values: { status: "active", resumeAt: null, failures: 0, nextChargeAt: at },
          what:
            row.status === "halted"
              ? "We will try the payment for your next delivery again now."
              : "Your subscription is running again; your next delivery is being prepared.",
        };
      case "cancel":
        if (row.status === "cancelled") throw new HttpError(409, "This subscription has already been cancelled.");
        return {
          values: { status: "cancelled", cancelledAt: at, nextChargeAt: null, skipNext: false },
          what: "Your subscription is cancelled; nothing more will be charged. Thank you for brewing with us.",
        };
      case "change": {
        if (row.status === "cancelled") notLive();
        const values: Partial<typeof subscriptions.$inferInsert> = {};
        const said: string[] = [];
        if (input.plan && input.plan !== row.plan) {
          values.plan = input.plan;
          said.push(`plan to ${SUBSCRIPTION_PLANS.find((plan) => plan.id === input.plan)!.name}`);
        }
        if (input.mood && input.mood !== row.mood) {
          values.mood = input.mood;
          said.push(`mood to ${context.name(input.mood)}`);
        }
        if (input.frequency && input.frequency !== row.frequency) {
          values.frequency = input.frequency;
          said.push(`deliveries to ${frequencyLabel(input.frequency).toLowerCase()}`);
        }
        if (input.shippingAddress) {
          values.shippingAddress = input.shippingAddress;
          said.push("delivery address");
        }
        if (!said.length)
          throw new HttpError(400, "Nothing to change: please choose a new plan, mood, frequency or address");
        return { values, what: `We changed your ${said.join(", ")}. It applies from your next delivery.` };
      }
    }
  }

  /** The sandbox's bank declines the next `count` renewals (tests and the owner's console). */
  async function declineNextRenewals(id: number, count: number): Promise<void> {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
    if (!row?.providerSubscriptionId) throw new HttpError(404, "Unknown subscription");
    if (!mandates.declineNextRenewals) throw new HttpError(409, "Only the sandbox's bank can be told to decline.");
    await mandates.declineNextRenewals(row.providerSubscriptionId, count);
  }

  /** Orders of a subscription's paid cycles, for tests and the console. */
  async function cycles(id: number) {
    return db
      .select({
        cycle: subscriptionCycles.cycle,
        status: subscriptionCycles.status,
        orderId: subscriptionCycles.orderId,
        orderNumber: orders.orderNumber,
        note: subscriptionCycles.note,
      })
      .from(subscriptionCycles)
      .leftJoin(orders, eq(orders.id, subscriptionCycles.orderId))
      .where(eq(subscriptionCycles.subscriptionId, id))
      .orderBy(asc(subscriptionCycles.cycle));
  }

  /**
   * The pages' forms (server-rendered, no script needed): the same calls as the API, with a refusal as
   * data — `{ ok: false, status, message, errors }` — for the page to show beside its fields.
   */
  async function asForm<T>(work: () => Promise<T>): Promise<FormOutcome<T>> {
    try {
      return { ok: true, value: await work() };
    } catch (error) {
      if (error instanceof HttpError)
        return { ok: false, status: error.status, message: error.message, errors: error.errors ?? {} };
      throw error;
    }
  }

  /**
   * The sandbox's mandate window answering for the subscriber (the link's token proves who): approved,
   * the first payment becomes the first delivery; declined, nothing changes and the window says why.
   */
  async function approveInSandbox(token: string, outcome: "success" | "failure", method: "card" | "upi" = "card") {
    const approve = mandates.approveInWindow;
    if (!approve) throw new HttpError(409, "This shop takes subscriptions through its payment provider's window.");
    const { subscription } = await view(token);
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    if (row!.status !== "created") throw new HttpError(409, "This subscription has already been paid.");
    const mandateId = row!.providerSubscriptionId!;
    const approval = await approve(mandateId, outcome, method);
    if (approval.status === "authorised") await firstPaymentReceived(mandateId, approval);
    return { mandateId, approval };
  }

  return {
    startForm: (body: unknown, siteOrigin: string | undefined) =>
      asForm(() => start(parseInput(StartSubscriptionInput, body), siteOrigin)),
    manageForm: (body: unknown) => asForm(() => manage(parseInput(ManageSubscriptionInput, body))),
    viewForm: (token: string) => asForm(() => view(token)),
    approveForm: (token: string, outcome: "success" | "failure") =>
      asForm(async () => {
        const { approval } = await approveInSandbox(token, outcome);
        if (approval.status === "failed") throw new HttpError(402, approval.reason);
        return approval;
      }),
    approveInSandbox,
    start,
    firstPaymentReceived,
    verifyFirstPayment,
    providerEvent: (event: SubscriptionEvent) => providerEvent(event),
    byMandate: (mandateId: string) => byMandate(db, mandateId),
    runRenewals,
    view,
    manage,
    declineNextRenewals,
    ownerChange,
    ownerConsole,
    cycles,
    linkToken: (row: SubscriptionRow) => links.token(row.id, row.linkVersion),
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
export type FormOutcome<T> =
  { ok: true; value: T } | { ok: false; status: number; message: string; errors: Record<string, string> };
