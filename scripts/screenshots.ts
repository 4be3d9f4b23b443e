/**
 * Screenshots of pages at phone and laptop sizes, for looking at what we build:
 *   npx tsx scripts/screenshots.ts http://localhost:3000 /tmp/shots / /shop /product/morning-dust-light-roast-coffee
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { chromium } from "playwright-core";

const [baseUrl = "http://localhost:3000", outDir = "/tmp/shots", ...paths] = process.argv.slice(2);
const sizes = { phone: { width: 360, height: 740 }, laptop: { width: 1366, height: 850 } };

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
for (const [name, viewport] of Object.entries(sizes)) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  for (const p of paths.length ? paths : ["/"]) {
    await page.goto(baseUrl + p, { waitUntil: "networkidle" });
    if (process.env.FULL === "1") {
      // Scroll through once so lazy images load, then back to the top.
      const total = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < total; y += viewport.height) {
        await page.mouse.wheel(0, viewport.height);
        await page.waitForTimeout(60);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
    }
    const base = path.join(outDir, `${name}${p.replace(/[^a-z0-9]+/gi, "_") || "_home"}`);
    if (process.env.FULL === "1") {
      // The whole page in viewport-high slices, each small enough to look at.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const slice = viewport.height * 2;
      for (let y = 0, i = 0; y < height; y += slice, i++) {
        const file = `${base}-${i}.png`;
        await page.screenshot({
          path: file,
          fullPage: true,
          clip: { x: 0, y, width: viewport.width, height: Math.min(slice, height - y) },
        });
        console.log(file);
      }
    } else {
      await page.screenshot({ path: `${base}.png` });
      console.log(`${base}.png`);
    }
  }
  await page.close();
}
await browser.close();
