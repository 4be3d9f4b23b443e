/**
 * Parcels the shopper can follow (decision 151): the owner ships a paid order with Delhivery and its
 * AWB from the order's sheet, prints its packing slip and label, and the shopper's phone links the
 * parcel to Delhivery's tracking page, on the order and in the list.
 */
import { mkdir } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { openTab, signIn } from "./support/admin";
import { LAPTOP, useBrowser, visit } from "./support/browser";
import { MORNING_DUST_POUR_OVER, placePaidOrder, scrollsSideways } from "./support/checkout";
import { toastText } from "./support/shop";

const browser = useBrowser();
const SHOTS = "tests/.artifacts/parcels";
const PHONE_390 = { width: 390, height: 844 };
const AWB = "1234567890123";
const DELHIVERY = `https://www.delhivery.com/track/package/${AWB}`;

describe("a parcel the shopper can follow", () => {
  it("is shipped with Delhivery and an AWB, has a packing slip to print, and links to Delhivery on the phone", async () => {
    await mkdir(SHOTS, { recursive: true });
    const shopper = await browser().newPage(PHONE_390);
    const orderNumber = await placePaidOrder(shopper, browser().baseUrl, [MORNING_DUST_POUR_OVER]);

    const owner = await browser().newPage(LAPTOP);
    await signIn(owner, browser().baseUrl);
    await openTab(owner, "Orders");
    await owner.getByRole("button", { name: `Manage ${orderNumber}` }).click();
    const sheet = owner.getByRole("dialog", { name: `Order ${orderNumber}` });
    await sheet.getByLabel("Courier").selectOption({ label: "Delhivery" });
    await sheet.getByText("Delhivery: 10 to 15 digits.").waitFor();
    // A number of the wrong shape is refused by the server, which says what Delhivery's look like.
    await sheet.getByLabel("Tracking number (AWB)").fill("12345");
    await sheet.getByRole("button", { name: "Save Tracking" }).click();
    await sheet
      .getByRole("alert")
      .getByText(/Delhivery AWB number should be 10 to 15 digits/)
      .waitFor();
    await sheet.getByLabel("Tracking number (AWB)").fill(`${AWB.slice(0, 4)} ${AWB.slice(4)}`);
    await sheet.getByRole("button", { name: "Save Tracking" }).click();
    await expect.poll(() => toastText(owner)).toBe("Order Updated / Order status has been updated successfully");
    await expect.poll(() => sheet.getByLabel("Order status").inputValue()).toBe("shipped");
    expect(await sheet.getByLabel("Tracking number (AWB)").inputValue()).toBe(AWB);

    // The sheet's print link opens the slip page in a new tab, signed in with the same token.
    const [slips] = await Promise.all([
      owner.context().waitForEvent("page"),
      sheet.getByRole("link", { name: "Print Packing Slip" }).click(),
    ]);
    const slip = slips.getByRole("article", { name: `Packing slip ${orderNumber}` });
    await slip.waitFor();
    const text = await slip.innerText();
    expect(text).toContain(orderNumber);
    expect(text).toMatch(/Morning Dust\s+250 g\s+Pour Over\s+R\d{6}-\d+ \(\d{1,2} \w{3}\)\s+1/);
    expect(text).toContain("Asha Rao");
    expect(text).toContain("560038");
    expect(text).toContain("12, 4th Cross, Indiranagar");
    expect(text).toContain(`Delhivery AWB ${AWB}`);
    expect(text).not.toContain("₹");
    // The button opens the browser's print dialog (stubbed here: headless Chromium has none to show).
    await slips.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    await slips.getByRole("button", { name: "Print" }).click();
    expect(await slips.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await slips.screenshot({ path: `${SHOTS}/slip-1366.png`, fullPage: true });
    // Printed: no toolbar, no card, the label 4 × 6 in (96 px an inch).
    await slips.emulateMedia({ media: "print" });
    expect(await slips.getByRole("button", { name: "Print" }).isVisible()).toBe(false);
    expect(await slip.evaluate((el) => getComputedStyle(el).boxShadow)).toBe("none");
    const label = slips.getByRole("region", { name: `Address label ${orderNumber}` });
    expect(await label.evaluate((el) => [(el as HTMLElement).offsetWidth, (el as HTMLElement).offsetHeight])).toEqual([
      384, 576,
    ]);
    await slips.emulateMedia({ media: "screen" });
    await slips.setViewportSize(PHONE_390);
    expect(await scrollsSideways(slips)).toBe(false);
    await slips.screenshot({ path: `${SHOTS}/slip-390.png`, fullPage: true });
    await slips.close();
    await owner.close();

    await visit(shopper, `${browser().baseUrl}/orders?order=${orderNumber}`);
    await shopper.getByRole("heading", { name: orderNumber }).waitFor();
    const tracking = shopper.getByRole("region", { name: "Tracking number" });
    const link = tracking.getByRole("link", { name: /Track with Delhivery/ });
    expect(await link.getAttribute("href")).toBe(DELHIVERY);
    expect(await tracking.getByText(AWB, { exact: true }).count()).toBe(1);
    expect(await scrollsSideways(shopper)).toBe(false);
    await shopper.screenshot({ path: `${SHOTS}/order-390.png`, fullPage: true });

    await visit(shopper, `${browser().baseUrl}/orders`);
    const card = shopper
      .getByRole("list", { name: "Orders from this browser" })
      .getByRole("listitem")
      .filter({ has: shopper.getByRole("link", { name: orderNumber }) });
    const cardLink = card.getByRole("link", { name: /Track with Delhivery/ });
    expect(await cardLink.getAttribute("href")).toBe(DELHIVERY);
    await shopper.screenshot({ path: `${SHOTS}/orders-390.png`, fullPage: true });

    await shopper.setViewportSize(LAPTOP);
    await visit(shopper, `${browser().baseUrl}/orders?order=${orderNumber}`);
    await shopper
      .getByRole("region", { name: "Tracking number" })
      .getByRole("link", { name: /Track with/ })
      .waitFor();
    await shopper.screenshot({ path: `${SHOTS}/order-1366.png`, fullPage: true });
    await shopper.close();
  });
});
