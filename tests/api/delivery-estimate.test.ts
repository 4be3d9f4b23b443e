/**
 * Issue 20 item 3, a delivery date for every pincode (decision 150), on both databases: the public
 * estimate (place, date, label, cash on delivery there), bad and unknown pincodes, the owner's audited
 * settings with a 400 naming each bad field, and the promise stored on the order and sent in its mail.
 */
import { and, eq, like } from "drizzle-orm";
import { expect, it } from "vitest";
import {
  DELIVERY_DEFAULTS,
  deliveredByLabel,
  estimateDelivery,
  type DeliveryPlace,
  type DeliverySettings,
} from "../../src/domain/delivery-estimate";
import { auditLog, mailOutbox, orders, rateLimits } from "../../src/server/db/schema";
import { DELIVERY_ESTIMATE_RULE } from "../../src/server/features/delivery/delivery.routes";
import { signInAdmin } from "../support/admin";
import { openPayment, placeOrder, productBySlug, sandboxPay } from "../support/checkout";
import { eachDatabase, type TestApp } from "../support/test-app";

const BENGALURU: DeliveryPlace = { city: "Bengaluru", state: "Karnataka" };
const GUWAHATI: DeliveryPlace = { city: "Kamrup", state: "Assam" };

/**
 * The estimate's day as the server may have worked it out: the clock can pass the cut-off (or midnight)
 * between the test's reading and the server's, so both readings around the call are right answers.
 */
async function aroundNow<T>(
  call: () => Promise<T>,
  place: DeliveryPlace,
  settings: DeliverySettings = DELIVERY_DEFAULTS,
): Promise<{ answer: T; days: string[] }> {
  const before = estimateDelivery(place, new Date(), settings).deliverBy;
  const answer = await call();
  const after = estimateDelivery(place, new Date(), settings).deliverBy;
  return { answer, days: [before, after] };
}

const estimate = (app: TestApp, pincode: string) => app.api(`/api/delivery-estimate?pincode=${pincode}`);

/** The cached settings are dropped when the write's notification arrives (asynchronously): wait for it. */
async function estimatesWith(app: TestApp, settings: DeliverySettings) {
  await expect
    .poll(async () => {
      const { answer, days } = await aroundNow(() => estimate(app, "560001"), BENGALURU, settings);
      return days.includes((await answer.json()).deliverBy);
    })
    .toBe(true);
}

eachDatabase("Delivery estimate", (app) => {
  it("promises a day for a Bengaluru pincode, in words, with cash on delivery there", async () => {
    const { answer: res, days } = await aroundNow(() => estimate(app(), "560001"), BENGALURU);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      pincode: "560001",
      place: "Bengaluru, Karnataka",
      zone: "sameCity",
      codAvailable: true,
    });
    expect(days).toContain(body.deliverBy);
    expect(body.label).toBe(deliveredByLabel(body.deliverBy));
    expect(body.label).toMatch(/^Delivered by (Mon|Tue|Wed|Thu|Fri|Sat) \d{1,2} [A-Z][a-z]{2}$/);
    expect(body).not.toHaveProperty("codReason");
  });

  it("takes longer to the north-east, and says why cash on delivery is not offered there", async () => {
    const { answer: res, days } = await aroundNow(() => estimate(app(), "781001"), GUWAHATI);
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ pincode: "781001", zone: "northEastAndIslands", codAvailable: false });
    expect(days).toContain(body.deliverBy);
    expect(body.codReason).toMatch(/not available for pincode 781001 yet\. We offer it in Karnataka/);
  });

  it("answers 400 naming the pincode when it is not 6 digits, 404 for one nobody knows", async () => {
    for (const bad of ["56000", "5600011", "56000a", "", "pincode[]=1"]) {
      const res = await app().api(`/api/delivery-estimate?pincode=${bad}`);
      expect(res.status, bad).toBe(400);
      expect((await res.json()).errors.pincode).toBe("Please enter valid 6-digit pincode");
    }
    const missing = await app().api("/api/delivery-estimate");
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors).toHaveProperty("pincode");
    const unknown = await estimate(app(), "999999");
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toMatch(/don't know this pincode/);
  });

  it("lets the owner change zones, holidays, lead time and cut-off: audited, and used by the next estimate", async () => {
    const admin = await signInAdmin(app());
    expect(await admin.json(admin.get("/settings/delivery"))).toMatchObject({ ...DELIVERY_DEFAULTS, updatedAt: null });
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const next = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const changed: DeliverySettings = {
      zoneDays: { ...DELIVERY_DEFAULTS.zoneDays, sameCity: 4 },
      holidays: [next(2), next(1), next(1)],
      leadDays: 2,
      cutoffHour: 11,
    };
    const saved = await admin.json(admin.put("/settings/delivery", changed));
    expect(saved).toMatchObject({ ...changed, holidays: [next(1), next(2)] });
    const [entry] = await app()
      .services.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "settings"), eq(auditLog.entityId, "delivery")));
    expect(entry).toMatchObject({ action: "update" });
    expect(entry!.details).toMatchObject({ after: { leadDays: 2, cutoffHour: 11 } });

    try {
      await estimatesWith(app(), { ...changed, holidays: [next(1), next(2)] });
    } finally {
      await admin.json(admin.put("/settings/delivery", DELIVERY_DEFAULTS));
      await estimatesWith(app(), DELIVERY_DEFAULTS);
    }
  });

  it.each([
    [{ zoneDays: { ...DELIVERY_DEFAULTS.zoneDays, metro: -1 } }, "zoneDays.metro", /at least 0/],
    [{ zoneDays: { sameCity: 1 } }, "zoneDays.sameState", /number of days/],
    [{ holidays: ["2026-02-30"] }, "holidays.0", /date like 2026-12-25/],
    [{ holidays: "2026-12-25" }, "holidays", /list of dates/],
    [{ leadDays: 1.5 }, "leadDays", /whole days/],
    [{ leadDays: 15 }, "leadDays", /at most 14/],
    [{ cutoffHour: 24 }, "cutoffHour", /hour from 0 to 23/],
  ])("refuses %o with a 400 naming %s, and keeps the settings", async (change, field, message) => {
    const admin = await signInAdmin(app());
    const res = await admin.put("/settings/delivery", { ...DELIVERY_DEFAULTS, ...change });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[field]).toMatch(message);
    expect(await admin.json(admin.get("/settings/delivery"))).toMatchObject(DELIVERY_DEFAULTS);
  });

  it("stores the promise on the order, answers it, and sends it in the confirmation mail", async () => {
    const product = await productBySlug(app(), "forest-pour-medium-roast-coffee");
    const { answer: placed, days } = await aroundNow(() => placeOrder(app(), product.id), BENGALURU);
    const [row] = await app().services.db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(days).toContain(row!.promisedDeliveryOn);
    expect((placed.order as { promisedDeliveryOn?: string }).promisedDeliveryOn).toBe(row!.promisedDeliveryOn);

    const window = await openPayment(app(), placed.order.id);
    expect((await sandboxPay(app(), window.orderId)).status).toBe(200);
    const [mail] = await app()
      .services.db.select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, placed.order.customerEmail), eq(mailOutbox.template, "order-confirmation")));
    expect(mail!.text).toContain(`${deliveredByLabel(row!.promisedDeliveryOn!)} to 560001.`);

    const page = await app().api(`/api/orders/${placed.order.orderNumber}`, {
      headers: { "X-Order-Token": placed.accessToken },
    });
    expect((await page.json()).order.promisedDeliveryOn).toBe(row!.promisedDeliveryOn);
  });

  it("promises the north-east's longer transit on an order there", async () => {
    const product = await productBySlug(app(), "forest-pour-medium-roast-coffee");
    const address = { street: "7 GS Road, Christian Basti", city: "Guwahati", state: "Assam", pincode: "781001" };
    const { answer: placed, days } = await aroundNow(
      () => placeOrder(app(), product.id, 1, { shippingAddress: address }),
      GUWAHATI,
    );
    const [row] = await app().services.db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(days).toContain(row!.promisedDeliveryOn);
  });

  it("limits lookups per address like the other public lookups", async () => {
    await app().services.db.delete(rateLimits).where(like(rateLimits.key, "delivery-estimate:%"));
    let status = 200;
    let hits = 0;
    while (status === 200 && hits <= DELIVERY_ESTIMATE_RULE.limit) {
      status = (await estimate(app(), "560001")).status;
      hits += 1;
    }
    expect(status).toBe(429);
    expect(hits).toBe(DELIVERY_ESTIMATE_RULE.limit + 1);
  });
});
