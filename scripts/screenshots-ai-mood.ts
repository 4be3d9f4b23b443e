/**
 * Screenshots of the AI Mood Suggester dialog (input, loading, result, error, no feeling read) at 360 and 1366 px,
 * against a fresh production server: `npx tsx scripts/screenshots-ai-mood.ts /tmp/shots`.
 */
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { ensureBuild, startServer } from "./lib/server-process";

ensureBuild();

const out = process.argv[2] ?? "/tmp/shots-ai-mood";
await mkdir(out, { recursive: true });
const dataDir = await mkdtemp(path.join(tmpdir(), "bb-shots-"));
const server = await startServer({ DATA_DIR: dataDir });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
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
try {
  for (const [label, viewport] of [
    ["360", { width: 360, height: 740 }],
    ["1366", { width: 1366, height: 850 }],
  ] as const) {
    const page = await browser.newPage({ viewport, locale: "en-IN" });
    await page.goto(`${server.url}/`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    if (viewport.width < 768) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.locator("#mobile-menu").getByRole("button", { name: "AI Mood Suggester" }).click();
    } else {
      await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "AI Mood Suggester" }).click();
    }
    const dialog = page.getByRole("dialog", { name: "AI Coffee Mood Suggester" });
    await dialog.waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${out}/input-${label}.png` });
    await dialog.getByRole("button", { name: "I was in fight with my wife" }).click();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/ai-mood-suggestion", async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByRole("button", { name: "Find My Coffee" }).click();
    await dialog.getByText("Getting your perfect recommendation...").first().waitFor();
    await page.screenshot({ path: `${out}/loading-${label}.png` });
    release();
    await dialog.getByRole("heading", { name: "Calm & Reflective" }).waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/result-${label}.png` });
    // Scroll the dialog to its end to see the actions.
    await dialog.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${out}/result-end-${label}.png` });
    await page.unroute("**/api/ai-mood-suggestion");
    await dialog.getByRole("button", { name: "Try Another Mood" }).click();
    await dialog.getByLabel("How are you feeling today?").fill("so tierd today 😴");
    await page.route("**/api/ai-mood-suggestion", (route) =>
      route.fulfill({ status: 500, body: '{"message":"boom"}', contentType: "application/json" }),
    );
    await dialog.getByRole("button", { name: "Find My Coffee" }).click();
    await page.locator("[data-toast][data-state=open]").waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/error-${label}.png` });
    // No feeling to read: the answer says so and offers the chips.
    await page.unroute("**/api/ai-mood-suggestion");
    await dialog.getByLabel("How are you feeling today?").fill("asdfgh qwerty");
    await dialog.getByRole("button", { name: "Find My Coffee" }).click();
    await dialog.getByRole("region", { name: "Or pick a feeling" }).waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/unread-${label}.png` });
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
console.log("shots in", out);
