/**
 * Gifts (issue 20 item 5, decision 154) on a 390 px phone: the shopper ticks "This is a gift", names the
 * recipient, writes a message against its counter (too long is refused at the field), pays in the sandbox
 * window and sees the gift on the confirmation and the order page, with the invoice still hers. The owner's
 * order sheet says it is a gift, and its packing slip prints "Gift for …", the message and no prices.
 */
import { mkdir } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { openTab, signIn } from "./support/admin";
import { LAPTOP, useBrowser, visit } from "./support/browser";
import {
  MORNING_DUST_POUR_OVER,
  continueToPayment,
  detailsForm,
  field,
  newShopper,
  openCheckout,
  openSandbox,
  scrollsSideways,
} from "./support/checkout";

const browser = useBrowser();
const SHOTS = "tests/.artifacts/gift-order";
const PHONE_390 = { width: 390, height: 844 };
const MESSAGE = "Happy birthday, Meera!\nA bag of Morning Dust for your slow Sundays. — Asha";

describe("a gift order", () => {
  it("is checked out on a phone for someone else, and its packing slip carries the message and no prices", async () => {
    await mkdir(SHOTS, { recursive: true });
    const shopper = await browser().newPage(PHONE_390);
    const buyer = newShopper();
    await openCheckout(shopper, browser().baseUrl, [MORNING_DUST_POUR_OVER]);
    await field(shopper, "Full name").fill(buyer.name);
    await field(shopper, "Email").fill(buyer.email);
    await field(shopper, "Phone").fill(buyer.phone);

    // The gift's fields appear only once it is a gift; the address becomes the recipient's.
    expect(await field(shopper, "Recipient's name").count()).toBe(0);
    const gift = detailsForm(shopper).getByRole("checkbox", { name: "This is a gift" });
    const box = await gift.evaluate((el) => el.closest("label")!.getBoundingClientRect().height);
    expect(box).toBeGreaterThanOrEqual(44);
    await gift.check();
    await detailsForm(shopper).getByRole("group", { name: "Recipient's address" }).waitFor();
    await field(shopper, "Recipient's name").fill("Meera Iyer");
    await field(shopper, "Recipient's phone").fill("+91 98450 11223");
    const message = field(shopper, "Gift message (optional)");
    await message.fill("x".repeat(320));
    expect(await detailsForm(shopper).getByText("320 / 300").count()).toBe(1);
    await field(shopper, "Address").fill("7, 1st Main, HAL 2nd Stage");
    await field(shopper, "Pincode").fill("560038");
    await expect.poll(() => field(shopper, "City").inputValue()).not.toBe("");

    // Too long: the form says so at the field, which takes the focus; nothing is placed.
    await shopper.getByRole("button", { name: "Continue to Payment" }).click();
    await detailsForm(shopper).getByText("Gift message must be at most 300 characters").waitFor();
    expect(await message.getAttribute("aria-invalid")).toBe("true");
    expect(await message.evaluate((el) => el === document.activeElement)).toBe(true);
    await message.fill(MESSAGE);
    expect(await detailsForm(shopper).getByText(`${MESSAGE.length} / 300`).count()).toBe(1);
    expect(await scrollsSideways(shopper)).toBe(false);
    // The gift block in the middle of the window (a full-page shot would put the sticky header over it).
    const block = detailsForm(shopper).getByRole("group", { name: "Who is it for?" });
    const centre = () => block.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await centre();
    await shopper.screenshot({ path: `${SHOTS}/checkout-gift-390.png` });
    await shopper.setViewportSize(LAPTOP);
    await centre();
    await shopper.screenshot({ path: `${SHOTS}/checkout-gift-1366.png` });
    await shopper.setViewportSize(PHONE_390);

    const orderNumber = await continueToPayment(shopper);
    await shopper.getByText("A gift for Meera Iyer").waitFor();
    const sandbox = await openSandbox(shopper);
    await sandbox.getByRole("button", { name: /^Pay ₹/ }).click();
    await shopper.getByRole("heading", { name: /Your order is confirmed/ }).waitFor();
    const confirmed = shopper.getByRole("region", { name: "A gift, delivering to" });
    await confirmed.getByText("Meera Iyer").waitFor();
    expect(await confirmed.innerText()).toContain("Happy birthday, Meera!");

    // The order page: the gift and its recipient; the invoice bills the buyer, with the prices.
    await visit(shopper, `${browser().baseUrl}/orders?order=${orderNumber}`);
    await shopper.getByRole("heading", { name: orderNumber }).waitFor();
    const delivery = shopper.getByRole("region", { name: "A gift, delivering to" });
    const deliveryText = await delivery.innerText();
    expect(deliveryText).toContain("Meera Iyer");
    expect(deliveryText).toContain("+919845011223");
    expect(deliveryText).toContain("7, 1st Main, HAL 2nd Stage");
    expect(deliveryText).toContain("A bag of Morning Dust for your slow Sundays.");
    const invoice = (await shopper.locator("[data-invoice]").innerText()).replace(/\s+/g, " ");
    expect(invoice).toMatch(/Billed to Asha Rao Shipped to \(gift\) Meera Iyer 7, 1st Main, HAL 2nd Stage/i);
    expect(invoice).toContain("₹");
    expect(await scrollsSideways(shopper)).toBe(false);
    await shopper.screenshot({ path: `${SHOTS}/order-390.png`, fullPage: true });
    await shopper.close();

    // The owner: the sheet says it is a gift and to whom; the slip has the message and no prices.
    const owner = await browser().newPage(LAPTOP);
    await signIn(owner, browser().baseUrl);
    await openTab(owner, "Orders");
    await owner.getByRole("button", { name: `Manage ${orderNumber}` }).click();
    const sheet = owner.getByRole("dialog", { name: `Order ${orderNumber}` });
    await sheet.getByText("Gift — ship to").waitFor();
    expect(await sheet.innerText()).toContain("Meera Iyer");
    const [slips] = await Promise.all([
      owner.context().waitForEvent("page"),
      sheet.getByRole("link", { name: "Print Packing Slip" }).click(),
    ]);
    const slip = slips.getByRole("article", { name: `Packing slip ${orderNumber}` });
    await slip.waitFor();
    const text = await slip.innerText();
    expect(text).toContain("Gift for Meera Iyer");
    expect(text).toContain("Happy birthday, Meera!");
    expect(text).toContain("A bag of Morning Dust for your slow Sundays. — Asha");
    expect(text).toContain("Phone +919845011223");
    expect(text).toMatch(/Morning Dust\s+250 g/);
    expect(text).not.toContain("₹");
    expect(text).not.toContain("1,300");
    // The buyer stays off the box: neither her name nor her phone.
    expect(text).not.toContain("Asha Rao");
    expect(text).not.toContain(buyer.phone.replace(/\s/g, ""));
    await slips.screenshot({ path: `${SHOTS}/slip-1366.png`, fullPage: true });
    await slips.setViewportSize(PHONE_390);
    expect(await scrollsSideways(slips)).toBe(false);
    await slips.screenshot({ path: `${SHOTS}/slip-390.png`, fullPage: true });
    await slips.close();
    await owner.close();
  });
});
