/** The owner changes the shop from the admin, and the public site shows it. */
import { afterAll, describe, expect, inject, it } from "vitest";
import { sharedServerUrl } from "./support/shared-server";
import sharp from "sharp";
import { LAPTOP, PHONE, useBrowser, visit } from "./support/browser";
import { toastText } from "./support/shop";
import { adminCall, openTab, signIn, unique } from "./support/admin";

const browser = useBrowser();
/** What the tests created, removed afterwards: other specs count the shop's products, cafés and posts. */
const created: { path: string; name: string; field: "name" | "title" | "email" | "code" }[] = [];

afterAll(async () => {
  const baseUrl = sharedServerUrl();
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(inject("adminCredentials")),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  for (const { path, name, field } of created) {
    const list = (await (await fetch(`${baseUrl}/api/admin${path}`, { headers })).json()) as Record<string, unknown>[];
    for (const record of list.filter((r) => r[field] === name))
      await fetch(`${baseUrl}/api/admin${path}/${String(record.id)}`, { method: "DELETE", headers });
  }
  await fetch(`${baseUrl}/api/admin/logout`, { method: "POST", headers });
});

describe("the admin runs the shop", () => {
  it("creates a product that the shop then sells", async () => {
    const page = await browser().newPage();
    const name = `Baba Budan Reserve ${unique()}`;
    created.push({ path: "/products", name, field: "name" });
    await signIn(page, browser().baseUrl);
    await openTab(page, "Shop Products");
    await page.getByRole("button", { name: "Add Product" }).click();
    const form = page.getByRole("dialog", { name: "Add Product" });
    // The form's defaults are there before anything is typed.
    expect(await form.getByLabel("Weight (g)").inputValue()).toBe("250");
    expect(await form.getByLabel("Stock", { exact: true }).inputValue()).toBe("0");
    expect(await form.getByLabel("Low-stock threshold").inputValue()).toBe("5");
    expect(await form.getByLabel("Active", { exact: true }).isChecked()).toBe(true);
    expect(await form.getByLabel("Featured", { exact: true }).isChecked()).toBe(false);

    await form.getByRole("button", { name: "Create Product" }).click();
    await form.getByText("Name is required").waitFor();
    await form.getByText("Price is required").waitFor();

    await form.getByLabel("Name", { exact: true }).fill(name);
    await form.getByLabel("Price (₹, 250 g)").fill("1120.50");
    await form.getByLabel("Stock", { exact: true }).fill("24");
    await form.getByLabel("Tasting notes").fill("jaggery, dried fig , cocoa");
    // The mood pairing is one of the shop's moods, chosen, not typed (issue 16).
    const pairing = form.getByLabel("Mood pairing");
    expect(await pairing.evaluate((el) => el.tagName)).toBe("SELECT");
    await pairing.selectOption("Energetic & Focused");
    await form.getByRole("button", { name: "Create Product" }).click();
    await expect.poll(() => toastText(page)).toBe("Product created successfully / ");
    await form.waitFor({ state: "detached" });
    await page.getByRole("row", { name: new RegExp(name) }).waitFor();

    await visit(page, `${browser().baseUrl}/shop`);
    await page.getByText(name).first().waitFor();
    await page.locator("a[href^='/product/']", { hasText: name }).first().click();
    const toMood = page.getByRole("link", { name: "More coffees for this mood →" });
    await toMood.click();
    await page.getByRole("heading", { level: 1, name: /Energetic & Focused/ }).waitFor();

    // Without orders, deleting removes it for good.
    await visit(page, `${browser().baseUrl}/admin?tab=products`);
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await page
      .getByRole("alertdialog", { name: `Delete ${name}?` })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect.poll(() => toastText(page)).toBe("Product deleted successfully / ");
    await visit(page, `${browser().baseUrl}/shop`);
    expect(await page.getByText(name).count()).toBe(0);
    await page.close();
  });

  it("limits a discount code to coffees and categories ticked by name, not typed ids", async () => {
    const baseUrl = browser().baseUrl;
    const code = `ESTATE${unique().toUpperCase()}`;
    created.push({ path: "/discount-codes", name: code, field: "code" });
    const [first, second] = ((await (await fetch(`${baseUrl}/api/products`)).json()) as { id: number; name: string }[])
      .slice()
      .sort((a, b) => a.name.localeCompare(b.name));
    const page = await browser().newPage(PHONE);
    await signIn(page, baseUrl);
    await openTab(page, "Discount Codes");
    await page.getByRole("button", { name: "Add Code" }).click();
    const form = page.getByRole("dialog", { name: "Add Code" });
    await form.getByLabel("Code", { exact: true }).fill(code);
    await form.getByLabel("Percent off").fill("15");
    const products = form.getByRole("group", { name: "Only these products" });
    await products.getByRole("checkbox", { name: new RegExp(`^${first!.name}`) }).check();
    await products.getByRole("searchbox", { name: "Filter products" }).fill(second!.name);
    await products.getByRole("checkbox", { name: new RegExp(`^${second!.name}`) }).check();
    await products.getByText(`2 chosen: ${first!.name}, ${second!.name}`).waitFor();
    await form.getByRole("group", { name: "Only these categories" }).getByText("Blend", { exact: true }).click();
    await form.getByRole("button", { name: "Add Code" }).click();
    await form.waitFor({ state: "detached" });

    const codes = await adminCall<{ code: string; productIds: number[]; categories: string[] }[]>(
      page,
      baseUrl,
      "GET",
      "/discount-codes",
    );
    expect(codes.find((c) => c.code === code)).toMatchObject({
      productIds: [first!.id, second!.id],
      categories: ["blend"],
    });
    // Opened again, the same coffees are ticked.
    await page.getByRole("button", { name: `Edit ${code}` }).click();
    const edit = page.getByRole("dialog", { name: `Edit ${code}` });
    expect(await edit.getByRole("checkbox", { name: new RegExp(`^${second!.name}`) }).isChecked()).toBe(true);
    await page.close();
  });

  it("adds an SEO redirect row that stays quiet until touched, with its kind in full", async () => {
    const page = await browser().newPage(LAPTOP);
    await signIn(page, browser().baseUrl);
    await openTab(page, "SEO");
    await page.getByRole("button", { name: "Add Redirect" }).click();
    const kind = page.getByLabel("Kind");
    await kind.waitFor();
    // Nothing typed yet: no error under the new row's fields (issue 16).
    expect(await page.getByText("From path is required").count()).toBe(0);
    expect(await page.getByText("To path is required").count()).toBe(0);
    expect(await page.getByRole("textbox", { name: "From" }).getAttribute("aria-invalid")).toBeNull();
    // The select is wide enough for its longest choice.
    const widths = await kind.evaluate((select: HTMLSelectElement) => {
      const probe = document.createElement("span");
      probe.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font:${getComputedStyle(select).font}`;
      document.body.append(probe);
      const longest = Math.max(
        ...[...select.options].map((option) => {
          probe.textContent = option.text;
          return probe.getBoundingClientRect().width;
        }),
      );
      probe.remove();
      const style = getComputedStyle(select);
      return {
        text: longest,
        room: select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      };
    });
    expect(widths.room).toBeGreaterThanOrEqual(widths.text);
    // Saving shows what is missing.
    await page.getByRole("button", { name: "Save Settings" }).click();
    await page.getByText("From path is required").waitFor();
    await page.close();
  });

  it("approves a café suggestion, which then appears on the café finder", async () => {
    const page = await browser().newPage();
    const name = `Tumbler Corner ${unique()}`;
    created.push({ path: "/cafes", name, field: "name" });
    await signIn(page, browser().baseUrl);
    // A visitor's suggestion: stored as pending (the admin's create-as-pending path on this branch).
    await adminCall(page, browser().baseUrl, "POST", "/cafes", {
      name,
      description: "Steel tumblers, strong decoction, a bench under the neem tree.",
      address: "8 Temple Street",
      city: "Madurai",
      latitude: 9.9195,
      longitude: 78.1193,
      status: "pending",
    });
    await visit(page, `${browser().baseUrl}/cafes`);
    expect(await page.getByText(name).count()).toBe(0);

    await visit(page, `${browser().baseUrl}/admin?tab=cafes`);
    await page.getByRole("button", { name: /^Review queue/ }).click();
    await page.getByRole("button", { name: `Approve ${name}` }).click();
    await expect.poll(() => toastText(page)).toBe(`Café approved / ${name} is now listed on the café finder.`);

    await visit(page, `${browser().baseUrl}/cafes`);
    await page.getByText(name).first().waitFor();
    await page.close();
  });

  it("pauses an interested sign-up, and the pause is saved", async () => {
    const page = await browser().newPage();
    const email = `pause-${unique()}@example.com`;
    created.push({ path: "/subscriptions", name: email, field: "email" });
    const started = await fetch(`${browser().baseUrl}/api/subscriptions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, primaryMood: "cozy-nostalgic", frequency: "monthly" }),
    });
    expect(started.ok).toBe(true);
    await signIn(page, browser().baseUrl);
    await openTab(page, "Community");
    await page.getByRole("searchbox", { name: /Search interested sign-ups/ }).fill(email);
    await page.getByRole("button", { name: `Pause the subscription of ${email}` }).click();
    await expect.poll(() => toastText(page)).toBe(`Subscription paused / ${email}`);

    await page.reload();
    await page.getByRole("searchbox", { name: /Search interested sign-ups/ }).fill(email);
    const row = page.getByRole("row", { name: new RegExp(email.replace(/[.+]/g, "\\$&")) });
    await row.getByText("Paused").waitFor();
    await row.getByRole("button", { name: `Activate the subscription of ${email}` }).waitFor();
    await page.close();
  });

  it("publishes a blog post that readers find on the journal", async () => {
    const page = await browser().newPage();
    const title = `Monsoon Malabar, Slowly ${unique()}`;
    created.push({ path: "/blogs", name: title, field: "title" });
    await signIn(page, browser().baseUrl);
    await openTab(page, "Blogs");
    await page.getByRole("button", { name: "New Post" }).click();
    const form = page.getByRole("dialog", { name: "New Blog Post" });
    expect(await form.getByLabel("Read time (minutes)").inputValue()).toBe("5");
    await form.getByLabel("Title", { exact: true }).fill(title);
    // The slug follows the title: lower case, punctuation gone, hyphens for spaces.
    await expect
      .poll(() => form.getByLabel("URL slug").inputValue())
      .toBe(title.toLowerCase().replace(/,/g, "").replace(/\s+/g, "-"));
    await form
      .getByLabel("Content", { exact: true })
      .fill("## The winds\n\nBeans that breathe the **monsoon** for weeks.");
    // A photo from the owner's computer: stored at three widths, the field keeps the 800 one.
    const photo = await sharp({
      create: { width: 2400, height: 1350, channels: 3, background: { r: 120, g: 72, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: "monsoon-yard.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect
      .poll(() => form.getByLabel("Featured image").inputValue())
      .toMatch(/^\/uploads\/[A-Za-z0-9]+-800\.webp$/);
    await form.getByLabel("Meta title", { exact: true }).fill("x".repeat(61));
    await form.getByText("61/60").waitFor();
    await form.getByRole("button", { name: "Create Post" }).click();
    await form.getByText("Meta title must be at most 60 characters").waitFor();
    await form.getByLabel("Meta title", { exact: true }).fill("Monsoon Malabar, slowly");
    await form.getByLabel("Status", { exact: true }).selectOption("published");
    await form.getByRole("button", { name: "Create Post" }).click();
    await expect.poll(() => toastText(page)).toBe("Blog post created successfully / ");

    await visit(page, `${browser().baseUrl}/blog`);
    await page
      .getByRole("link", { name: new RegExp(title) })
      .first()
      .click();
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await page.getByText("Beans that breathe the").waitFor();
    const articleUrl = page.url();
    await page.close();

    // The photo comes in the width the screen needs: the small file on a phone, the large one on a laptop.
    const picture = (reader: import("playwright-core").Page) => reader.locator("main img[fetchpriority=high]");
    const shownFile = (reader: import("playwright-core").Page) =>
      picture(reader).evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.currentSrc : ""));
    const phone = await browser().newPage(PHONE);
    await visit(phone, articleUrl);
    expect(await picture(phone).getAttribute("srcset")).toMatch(
      /-400\.webp 400w, .+-800\.webp 800w, .+-1600\.webp 1600w$/,
    );
    await expect.poll(() => shownFile(phone)).toMatch(/-400\.webp$/);
    await phone.close();
    const laptop = await browser().newPage(LAPTOP);
    await visit(laptop, articleUrl);
    await expect.poll(() => shownFile(laptop)).toMatch(/-1600\.webp$/);
    await laptop.close();
  });
});
