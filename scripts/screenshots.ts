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
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
for (const [name, viewport] of Object.entries(sizes)) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  for (const p of paths.length ? paths : ["/"]) {
    await page.goto(baseUrl + p, { waitUntil: "networkidle" });
    const file = path.join(outDir, `${name}${p.replace(/[^a-z0-9]+/gi, "_") || "_home"}.png`);
    await page.screenshot({ path: file, fullPage: process.env.FULL === "1" });
    console.log(file);
  }
  await page.close();
}
await browser.close();
