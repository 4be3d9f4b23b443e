/**
 * Screenshots of the admin for looking at it: sign-in at phone size, every tab at laptop (1366 px)
 * and tablet (820 px) widths, and the main forms and dialogs.
 *   npx tsx scripts/admin-screenshots.ts http://localhost:3000 /tmp/admin-shots owner PASSWORD
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { chromium, type Page } from "playwright-core";

const [baseUrl = "http://localhost:3000", outDir = "/tmp/admin-shots", username = "owner", password = ""] =
  process.argv.slice(2);
const TABS = [
  "dashboard",
  "products",
  "orders",
  "stock",
  "origins",
  "moods",
  "cafes",
  "pages",
  "blogs",
  "newsletter",
  "community",
  "home",
  "seo",
  "messages",
  "outbox",
  "audit",
];

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
const shot = async (page: Page, name: string, fullPage = false) => {
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  console.log(file);
};

const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
const phone = await context.newPage();
await phone.goto(`${baseUrl}/admin/login`);
await phone.getByLabel("Username").waitFor();
await shot(phone, "login-360");
await phone.getByRole("button", { name: "Sign In" }).click();
await phone.getByText("Username is required").waitFor();
await shot(phone, "login-360-errors");
await phone.getByLabel("Username").fill(username);
await phone.getByLabel("Password").fill(`${password}-wrong`);
await phone.getByRole("button", { name: "Sign In" }).click();
await phone.getByRole("alert").waitFor();
await shot(phone, "login-360-wrong");
await phone.getByLabel("Password").fill(password);
await phone.getByRole("button", { name: "Sign In" }).click();
await phone.getByRole("tablist", { name: "Admin sections" }).waitFor();
await shot(phone, "dashboard-360");

for (const [label, width, height] of [
  ["1366", 1366, 850],
  ["820", 820, 1180],
] as const) {
  await phone.setViewportSize({ width, height });
  for (const tab of TABS) {
    await phone.goto(`${baseUrl}/admin?tab=${tab}`);
    await phone.getByRole("tabpanel").locator("h2").first().waitFor();
    await phone.waitForLoadState("networkidle");
    await phone.getByText("Loading...").waitFor({ state: "detached" });
    await shot(phone, `${tab}-${label}`, process.env.FULL === "1");
  }
}

await phone.setViewportSize({ width: 1366, height: 850 });
const open = async (tab: string, button: RegExp | string, name: string) => {
  await phone.goto(`${baseUrl}/admin?tab=${tab}`);
  await phone.getByRole("tabpanel").locator("h2").first().waitFor();
  await phone.waitForLoadState("networkidle");
  await phone.getByRole("button", { name: button }).first().click();
  await phone.getByRole("dialog").or(phone.getByRole("alertdialog")).first().waitFor();
  await phone.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
  await shot(phone, name);
};
await open("products", "Add Product", "form-product-new");
await phone.getByRole("button", { name: "Create Product" }).click();
await phone.getByText("Name is required").waitFor();
await shot(phone, "form-product-errors");
await open("products", /^Edit /, "form-product-edit");
await open("products", /^Delete /, "dialog-product-delete");
await open("orders", /^Manage /, "sheet-order");
await open("stock", /^Adjust stock/, "sheet-stock");
await open("origins", /^Edit /, "form-origin");
await open("moods", /^Edit /, "form-mood");
await open("cafes", "Add Café", "form-cafe");
await open("blogs", "New Post", "form-blog");
await open("pages", /^Edit /, "form-page");
await open("home", /^Edit /, "form-home");
await phone.setViewportSize({ width: 820, height: 1180 });
await open("products", "Add Product", "form-product-new-820");
await open("orders", /^Manage /, "sheet-order-820");
await browser.close();
