/**
 * A subscription on a phone, in the sandbox (issue 19): subscribe and authorise in the mandate screen,
 * read the mail from a real SMTP server on loopback, open its link, skip, change the mood, cancel.
 * Its own server, because the shared one sends no mail.
 */
import { describe, expect, it } from "vitest";
import { PHONE, useBrowser, visit } from "./support/browser";
import { useMailingServer } from "./support/mailing-server";

const browser = useBrowser();
const mailing = useMailingServer("subscriptions");

const local = mailing.local;
const manageLink = (html: unknown) =>
  local(/href="([^"]*\/subscription\/manage\?token=[^"]+)"/.exec(String(html))![1]!.replaceAll("&amp;", "&"));

describe("a subscription on a phone", () => {
  it("subscribes, pays in the sandbox, and manages it from the mailed link: skip, change mood, cancel", async () => {
    const page = await browser().newPage(PHONE);
    const email = `kavya.${Date.now()}@example.com`;
    await visit(page, `${mailing.server().url}/subscription/start?plan=mood-explorer`);
    await page.getByLabel("Mood", { exact: true }).selectOption("calm-reflective");
    await page.getByLabel("Full name", { exact: true }).fill("Kavya Menon");
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByLabel("Phone", { exact: true }).fill("+91 98450 12345");
    await page.getByLabel("Address", { exact: true }).fill("21 Residency Road, Richmond Town");
    await page.getByLabel("City", { exact: true }).fill("Bengaluru");
    await page.getByLabel("State", { exact: true }).fill("Karnataka");
    await page.getByLabel("Pincode", { exact: true }).fill("56002");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    // The pincode is checked with the checkout's own rule, beside its field.
    await expect
      .poll(() => page.locator("#sub-pincode-error").textContent())
      .toBe("Please enter valid 6-digit pincode");
    // What was typed stays in the form; only the pincode needs mending.
    expect(await page.getByLabel("Full name", { exact: true }).inputValue()).toBe("Kavya Menon");
    await page.getByLabel("Pincode", { exact: true }).fill("560025");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.getByRole("heading", { name: "Authorise your subscription" }).waitFor();
    await page.getByRole("button", { name: "Pay ₹1,299 and authorise" }).click();
    await page.getByRole("heading", { name: "Your subscription" }).waitFor();
    expect(await page.getByRole("status").textContent()).toContain("Your subscription has started");
    expect(await page.getByTestId("subscription-status").textContent()).toBe("Active");

    const toKavya = () => mailing.smtp().received.filter((mail) => mail.to.includes(email));
    await expect
      .poll(
        () =>
          toKavya()
            .map((mail) => mail.parsed.subject)
            .sort(),
        { timeout: 30_000 },
      )
      .toEqual([
        expect.stringMatching(/^Order BB-\d{4}-\d+ confirmed/),
        "Your coffee subscription has started — Bean & Bhūmi",
      ]);
    const welcome = toKavya().find((mail) => mail.parsed.subject?.startsWith("Your coffee subscription"))!;
    const firstLink = manageLink(welcome.parsed.html);

    await visit(page, firstLink);
    await page.getByRole("button", { name: "Skip next delivery" }).click();
    await page.getByText("Saved. We've e-mailed you the change").waitFor();
    expect(await page.getByTestId("subscription-next").textContent()).toContain("skipped");

    await page.getByLabel("Mood", { exact: true }).selectOption("energetic-focused");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => page.getByTestId("subscription-mood").textContent()).toBe("Energetic & Focused");

    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await expect.poll(() => page.getByTestId("subscription-status").textContent()).toBe("Cancelled");
    await expect
      .poll(() => toKavya().filter((mail) => mail.parsed.subject?.startsWith("Your subscription was changed")).length, {
        timeout: 30_000,
      })
      .toBe(3);

    // The first mail's link was replaced by the changes: it no longer opens anything.
    const old = await visit(page, firstLink);
    expect(old?.status()).toBe(403);
    await page.getByRole("heading", { name: "This link has expired" }).waitFor();
    await page.close();
  });
});
