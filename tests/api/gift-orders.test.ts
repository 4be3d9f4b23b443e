/**
 * Gifts (issue 20 item 5, decision 154): the parcel goes to the recipient (name, phone, address), the
 * packing slip carries the message and no prices, the GST invoice stays the buyer's with every price;
 * a message too long is refused naming the field with nothing written; deleting the buyer's account
 * clears the recipient too.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Invoice } from "@domain/invoice";
import type { OrderView } from "@domain/orders";
import { mailOutbox, orders, products, rateLimits } from "../../src/server/db/schema";
import { signedIn } from "../support/accounts";
import { signInAdmin, type AdminClient } from "../support/admin";
import { openPayment, postOrder, postPayment, sandboxPay, validOrder } from "../support/checkout";
import { eachDatabase } from "../support/test-app";

const RECIPIENT_ADDRESS = { street: "4 Marine Drive, Fort Kochi", city: "Kochi", state: "Kerala", pincode: "682001" };
const GIFT = {
  recipientName: "Meera Menon",
  recipientPhone: "+91 98470 12345",
  message: "Happy birthday, Amma!\nWith love from Bengaluru.",
};

eachDatabase(
  "Gift orders",
  (app) => {
    let admin: AdminClient;
    let productId: number;

    beforeAll(async () => {
      admin = await signInAdmin(app());
      const [product] = await app()
        .services.db.insert(products)
        .values({ slug: "gift-test", name: "Gift Test Estate", pricePaise: 60000, stockQuantity: 100 })
        .returning();
      productId = product!.id;
    });

    const giftOrder = (gift: unknown, overrides: Record<string, unknown> = {}) =>
      validOrder([{ id: productId, quantity: 2, weight: "250", brewingMethod: "pour-over" }], {
        shippingAddress: RECIPIENT_ADDRESS,
        gift,
        ...overrides,
      });
    const countOrders = async () =>
      Number(
        (
          (await app().services.db.execute(sql`select count(*)::int as n from orders`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]!.n,
      );
    const stockOf = async () =>
      (await app().services.db.select().from(products).where(eq(products.id, productId)))[0]!.stockQuantity;

    async function placeGift(overrides: Record<string, unknown> = {}) {
      const res = await postOrder(app(), giftOrder(GIFT, overrides));
      expect(res.status, await res.clone().text()).toBe(201);
      return (await res.json()) as { order: OrderView; accessToken: string };
    }

    it("stores the gift: the recipient's address is where it ships, the buyer stays the customer", async () => {
      const placed = await placeGift({ customerName: "Ravi Menon", customerEmail: "ravi.gift@example.com" });
      expect(placed.order).toMatchObject({
        customerName: "Ravi Menon",
        customerEmail: "ravi.gift@example.com",
        shippingAddress: RECIPIENT_ADDRESS,
        gift: { recipientName: "Meera Menon", recipientPhone: "+919847012345", message: GIFT.message },
      });
      const [row] = await app().services.db.select().from(orders).where(eq(orders.id, placed.order.id));
      expect(row!.gift).toEqual({
        recipientName: "Meera Menon",
        recipientPhone: "+919847012345",
        message: GIFT.message,
      });
      expect(row!.shippingAddress).toEqual(RECIPIENT_ADDRESS);
      expect(row!.customerPhone).not.toBe("+919847012345");

      // The shopper's order page answers the gift, with the buyer's invoice (every price; Kerala → IGST).
      const read = await app().api(`/api/orders/${placed.order.orderNumber}`, {
        headers: { "X-Order-Token": placed.accessToken },
      });
      const { order, invoice } = (await read.json()) as { order: OrderView; invoice: Invoice };
      expect(order.gift).toMatchObject({ recipientName: "Meera Menon" });
      expect(invoice).toMatchObject({
        buyer: { name: "Ravi Menon", address: null },
        shipTo: { name: "Meera Menon", address: "4 Marine Drive, Fort Kochi, Kochi, Kerala 682001" },
        placeOfSupply: "Kerala",
        split: { kind: "inter", igst: order.taxPaise },
        subtotalPaise: 120_000,
        totalPaise: order.totalPaise,
      });
      expect(invoice.lines[0]).toMatchObject({ quantity: 2, unitPaise: 60_000, totalPaise: 120_000 });
      expect(order.totalPaise).toBeGreaterThan(120_000);
    });

    it("a plain order is no gift: its invoice bills and ships to the buyer", async () => {
      const res = await postOrder(app(), validOrder([{ id: productId, quantity: 1, weight: "250" }], { gift: null }));
      expect(res.status).toBe(201);
      const { order, accessToken } = (await res.json()) as { order: OrderView; accessToken: string };
      expect(order.gift).toBeNull();
      const read = await app().api(`/api/orders/${order.orderNumber}`, { headers: { "X-Order-Token": accessToken } });
      const { invoice } = (await read.json()) as { invoice: Invoice };
      expect(invoice.shipTo).toBeNull();
      expect(invoice.buyer.address).toBe("12 MG Road, Ashok Nagar, Bengaluru, Karnataka 560001");
    });

    it("refuses a 5,000-character message, a missing recipient or a bad phone: 400 naming the field, nothing written", async () => {
      const ordersBefore = await countOrders();
      const stockBefore = await stockOf();
      const cases: [unknown, string, RegExp][] = [
        [{ ...GIFT, message: "x".repeat(5_000) }, "gift.message", /at most 300 characters/],
        [{ ...GIFT, message: "y".repeat(301) }, "gift.message", /at most 300 characters/],
        [{ ...GIFT, message: 42 }, "gift.message", /must be text/],
        [{ ...GIFT, recipientName: " " }, "gift.recipientName", /recipient's name/],
        [{ message: "Hi" }, "gift.recipientName", /recipient's name/],
        [{ ...GIFT, recipientPhone: "call me" }, "gift.recipientPhone", /recipient's phone/],
        ["yes", "gift", /./],
      ];
      for (const [gift, field, message] of cases) {
        const res = await postOrder(app(), giftOrder(gift));
        expect(res.status, JSON.stringify(gift).slice(0, 80)).toBe(400);
        const body = (await res.json()) as { errors: Record<string, string> };
        expect(body.errors[field], field).toMatch(message);
      }
      // Exactly 300 characters (after trimming spaces around it) are fine.
      const fits = await postOrder(app(), giftOrder({ ...GIFT, message: `  ${"z".repeat(300)}  ` }));
      expect(fits.status).toBe(201);
      expect(((await fits.json()) as { order: OrderView }).order.gift!.message).toHaveLength(300);
      expect(await countOrders()).toBe(ordersBefore + 1);
      expect(await stockOf()).toBe(stockBefore - 2);
    });

    it("the packing slip's data has the gift and its message and no prices at all; a plain order's keeps them", async () => {
      const gift = await placeGift();
      const plain = await postOrder(app(), validOrder([{ id: productId, quantity: 1, weight: "250" }]));
      const plainId = ((await plain.json()) as { order: OrderView }).order.id;
      const slips = await admin.json<Record<string, unknown>[]>(
        admin.get(`/orders/slips?orders=${gift.order.id},${plainId}`),
      );
      expect(slips.map((slip) => slip.id)).toEqual([gift.order.id, plainId]);
      const [giftSlip, plainSlip] = slips as [Record<string, unknown>, Record<string, unknown>];
      expect(giftSlip).toMatchObject({ gift: { recipientName: "Meera Menon", message: GIFT.message } });
      expect(giftSlip.shippingAddress).toEqual(RECIPIENT_ADDRESS);
      const money = /paise|price|total|subtotal|tax|^shipping$|discount|amount/i;
      expect(Object.keys(giftSlip).filter((key) => money.test(key))).toEqual([]);
      const giftLine = (giftSlip.items as Record<string, unknown>[])[0]!;
      expect(giftLine).toMatchObject({ productName: "Gift Test Estate", weight: 250, quantity: 2 });
      expect(Object.keys(giftLine).filter((key) => money.test(key))).toEqual([]);
      // Nothing in it spells a rupee figure either.
      expect(JSON.stringify(giftSlip)).not.toMatch(/1200|600\.00|60000/);
      expect(plainSlip).toMatchObject({ gift: null, totalPaise: expect.any(Number) });
    });

    it("a gift is paid online: cash on delivery is refused, naming why", async () => {
      const placed = await placeGift({
        shippingAddress: { street: "9 Residency Road", city: "Bengaluru", state: "Karnataka", pincode: "560025" },
      });
      const quote = await postPayment(
        app(),
        "/api/orders/cash-on-delivery/quote",
        { orderId: placed.order.id },
        placed.accessToken,
      );
      expect(await quote.json()).toMatchObject({
        available: false,
        reason: expect.stringMatching(/not offered for gifts/),
      });
      const chosen = await postPayment(
        app(),
        "/api/orders/cash-on-delivery",
        { orderId: placed.order.id },
        placed.accessToken,
      );
      expect(chosen.status).toBe(400);
      const [row] = await app().services.db.select().from(orders).where(eq(orders.id, placed.order.id));
      expect(row).toMatchObject({ status: "pending", paymentStatus: "pending", codFeePaise: 0 });
    });

    it("the buyer's confirmation names the recipient and the message; the invoice in it bills the buyer", async () => {
      const email = "gift.buyer.mail@example.com";
      const placed = await placeGift({ customerEmail: email, customerName: "Kiran Shetty" });
      const pay = await openPayment(app(), placed.order.id);
      expect((await sandboxPay(app(), pay.orderId)).status).toBe(200);
      await expect
        .poll(async () => (await app().services.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length)
        .toBe(1);
      const [mail] = await app().services.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      expect(mail!.template).toBe("order-confirmation");
      expect(mail!.text).toContain("A gift, delivering to");
      expect(mail!.text).toContain("Meera Menon");
      expect(mail!.text).toContain("Happy birthday, Amma!");
      expect(mail!.text).toMatch(/Billed to +Kiran Shetty\n/);
      expect(mail!.text).toMatch(/Shipped to +Meera Menon, 4 Marine Drive, Fort Kochi, Kochi, Kerala 682001\n/);
      expect(mail!.text).toMatch(/Place of supply +Kerala\n/);
      expect(mail!.text).toContain("IGST 18 %");
      const recipientMails = await app()
        .services.db.select()
        .from(mailOutbox)
        .where(sql`${mailOutbox.text} like '%Dear Meera%'`);
      expect(recipientMails).toEqual([]);
    });

    it("refuses a gift of ₹50,000 or more (its invoice would need the buyer's address), nothing written", async () => {
      const ordersBefore = await countOrders();
      const res = await postOrder(
        app(),
        validOrder([{ id: productId, quantity: 50, weight: "1000" }], {
          shippingAddress: RECIPIENT_ADDRESS,
          gift: GIFT,
        }),
      );
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: Record<string, string> }).errors.gift).toMatch(/₹50,000 or more/);
      expect(await countOrders()).toBe(ordersBefore);
    });

    it("deleting the buyer's account clears the recipient's name, phone, address and message", async () => {
      await app().services.db.delete(rateLimits);
      const email = `gift.erase.${Date.now()}@example.com`;
      const placed = await placeGift({ customerEmail: email });
      const { b } = await signedIn(app, email);
      const res = await b.call("DELETE", "/api/account", { confirmEmail: email });
      expect(res.status).toBe(200);
      const [row] = await app().services.db.select().from(orders).where(eq(orders.id, placed.order.id));
      expect(row!.gift).toEqual({ recipientName: "", recipientPhone: "", message: "" });
      expect(row!.shippingAddress).toEqual({ street: "", city: "", pincode: "", state: "Kerala" });
      expect(JSON.stringify(row)).not.toMatch(/Meera|98470|Marine|birthday/);
    });
  },
  { SHOP_GSTIN: "29ABCDE1234F1Z5" },
);
