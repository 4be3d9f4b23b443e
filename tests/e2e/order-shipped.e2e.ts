/**
 * Checkout and the admin meet: a shopper pays for an order, the owner ships it with a tracking
 * number from the orders tab, and the shopper's /orders shows it shipped, with the number.
 */
import { describe, expect, it } from "vitest";
import { openTab, signIn } from "./support/admin";
import { LAPTOP, PHONE, useBrowser, visit } from "./support/browser";
import { FOREST_POUR, placePaidOrder } from "./support/checkout";
import { toastText } from "./support/shop";

const browser = useBrowser();

describe("an order from checkout to the shopper's door", () => {
  it("is shipped by the owner with a tracking number and shows as shipped on /orders", async () => {
    const shopper = await browser().newPage(PHONE);
    const orderNumber = await placePaidOrder(shopper, browser().baseUrl, [FOREST_POUR]);

    const owner = await browser().newPage(LAPTOP);
    await signIn(owner, browser().baseUrl);
    await openTab(owner, "Orders");
    await owner.getByRole("button", { name: `Manage ${orderNumber}` }).click();
    const sheet = owner.getByRole("dialog", { name: `Order ${orderNumber}` });
    await sheet.getByLabel("Courier").selectOption("other");
    await sheet.getByLabel("Tracking number").fill("BLR-551234");
    await sheet.getByRole("button", { name: "Save Tracking" }).click();
    await expect.poll(() => toastText(owner)).toBe("Order Updated / Order status has been updated successfully");
    await expect.poll(() => sheet.getByLabel("Order status").inputValue()).toBe("shipped");
    await owner.close();

    await visit(shopper, `${browser().baseUrl}/orders?order=${orderNumber}`);
    await shopper.getByRole("heading", { name: orderNumber }).waitFor();
    expect(await shopper.getByText("Status: Shipped", { exact: true }).count()).toBe(1);
    const tracking = shopper.getByRole("region", { name: "Tracking number" });
    expect(await tracking.getByText("BLR-551234", { exact: true }).count()).toBe(1);

    await visit(shopper, `${browser().baseUrl}/orders`);
    const card = shopper
      .getByRole("list", { name: "Orders from this browser" })
      .getByRole("listitem")
      .filter({ has: shopper.getByRole("link", { name: orderNumber }) });
    await card.getByText("Shipped").first().waitFor();
    await shopper.close();
  });
});
