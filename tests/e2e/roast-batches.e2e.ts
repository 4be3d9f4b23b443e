/**
 * Issue 20 item 1 in Chromium (decision 152): a shopper on a phone sees when the bag they would get was
 * roasted, on the product page and the cart line, and the batch its bags came from on the order page; the
 * owner records a roast from the stock tab. Screenshots at 390 and 1366 px go to
 * tests/.artifacts/roast-batches/ (git-ignored) to look through.
 */
import { mkdir } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { openTab, signIn } from "./support/admin";
import { LAPTOP, useBrowser, visit } from "./support/browser";
import { FOREST_POUR, newShopper, placePaidOrder } from "./support/checkout";

const browser = useBrowser();
const PHONE_390 = { width: 390, height: 844 };
const SHOTS = "tests/.artifacts/roast-batches";
const ROASTED = /^Roasted on \d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$/;

describe("Roast dates on every bag", () => {
  it("shows the next bag's roast day on the product page and the cart, and the order's batch", async () => {
    await mkdir(SHOTS, { recursive: true });
    const page = await browser().newPage(PHONE_390);
    await visit(page, `${browser().baseUrl}/product/forest-pour-medium-roast-coffee`);
    const roasted = page.getByText(ROASTED).first();
    await roasted.waitFor();
    await roasted.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
    await page.screenshot({ path: `${SHOTS}/product-390.png` });
    const day = (await roasted.textContent())!;

    await page.getByRole("button", { name: "Add to Cart" }).click();
    await visit(page, `${browser().baseUrl}/cart`);
    await page.getByRole("listitem").getByText(day).waitFor();
    await page.screenshot({ path: `${SHOTS}/cart-390.png`, fullPage: true });

    const orderNumber = await placePaidOrder(page, browser().baseUrl, [FOREST_POUR], newShopper());
    await visit(page, `${browser().baseUrl}/orders?order=${orderNumber}`);
    const batch = page.getByText(/^Roasted on .+ · batch(es)? R\d{6}-\d+/).first();
    await batch.waitFor();
    expect(await batch.textContent()).toContain(day.replace("Roasted on ", ""));
    await page.close();
  });

  it("lets the owner record a roast from the stock tab and see it on sale", async () => {
    const wide = await browser().newPage(LAPTOP);
    await signIn(wide, browser().baseUrl);
    await openTab(wide, "Stock");
    await wide.getByRole("button", { name: "Adjust stock of Still Smoke" }).click();
    const sheet = wide.getByRole("dialog");
    const batches = sheet.getByRole("region", { name: "Roast batches" });
    await batches.getByRole("listitem").first().waitFor();
    await batches.getByLabel("Bags").fill("0");
    await batches.getByRole("button", { name: "Record Batch" }).click();
    await batches.getByText("A batch needs at least 1 bag").waitFor();
    await batches.getByLabel("Bags").fill("12");
    await batches.getByLabel("Notes (roast profile)").fill("City roast, 12 min");
    await batches.getByRole("button", { name: "Record Batch" }).click();
    await batches.getByText(/12 of 12 left.*City roast, 12 min/).waitFor();
    await wide.screenshot({ path: `${SHOTS}/stock-sheet-1366.png` });
    await wide.close();

    const phone = await browser().newPage(PHONE_390);
    await signIn(phone, browser().baseUrl);
    await openTab(phone, "Stock");
    await phone.getByRole("button", { name: "Adjust stock of Still Smoke" }).click();
    await phone
      .getByRole("dialog")
      .getByText(/12 of 12 left/)
      .waitFor();
    await phone.screenshot({ path: `${SHOTS}/stock-sheet-390.png` });
    await phone.close();
  });
});
