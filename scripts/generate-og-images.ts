/**
 * Open Graph / Twitter card images (1200×630 JPEG) rendered from the generated SVG artwork,
 * because social networks do not accept SVG for og:image. Writes into public/images/og/:
 *   default.jpg              hero backdrop + wordmark and tagline
 *   product-<slug>.jpg       product artwork on the right, name on a panel sampled from it
 *   journal-<slug>.jpg       journal cover (1200×675) centre-cropped to 1200×630
 *   mood-<code>.jpg          mood artwork (800×600) scaled and cropped to 1200×630
 * Run after the artwork generator:  npx tsx scripts/generate-og-images.ts
 * Layout is stable; JPEG bytes may differ slightly between Chromium versions.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Page, chromium } from "playwright-core";
import { PRODUCTS } from "./artwork/products";

const W = 1200;
const H = 630;
const QUALITY = 82;
const MAX_BYTES = 120 * 1024;
const SERIF = "Georgia, 'DejaVu Serif', serif";
const SANS = "ui-sans-serif, system-ui, 'DejaVu Sans', sans-serif";
const WORDMARK = "Bean &amp; Bhūmi";
const TAGLINE = "South Indian specialty coffee, sold by mood";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "public");
const img = (rel: string) => join(root, "images", rel);
const outDir = img("og");

// ---------- helpers ----------
/** SVG inlined as a data: URL (a setContent page is about:blank and may not load file:// URLs). */
function dataUrl(file: string): string {
  return `data:image/svg+xml;base64,${readFileSync(file).toString("base64")}`;
}
const svgsIn = (dir: string) =>
  readdirSync(img(dir))
    .filter((f) => f.endsWith(".svg"))
    .sort()
    .map((f) => f.slice(0, -4));

/** The brand mark (bean + leaf) in a given colour, from the generated logo. */
function markUrl(colour: string): string {
  const svg = readFileSync(img("logo-mark.svg"), "utf8").replaceAll("#3E2723", colour);
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

type RGB = [number, number, number];
const hex = ([r, g, b]: RGB) =>
  "#" +
  [r, g, b]
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("");
const luminance = ([r, g, b]: RGB) => (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
function toHsl([r, g, b]: RGB): [number, number, number] {
  const [R, G, B] = [r / 255, g / 255, b / 255];
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === R ? (G - B) / d + (G < B ? 6 : 0) : max === G ? (B - R) / d + 2 : (R - G) / d + 4;
  return [h * 60, s, l];
}
function fromHsl(h: number, s: number, l: number): RGB {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

const page0 = (body: string, css = "") => `<!doctype html><html><head><meta charset="utf-8"><style>
*{box-sizing:border-box;margin:0;padding:0}
html,body{width:${W}px;height:${H}px;overflow:hidden;background:#1C110B}
body{position:relative;font-family:${SERIF};-webkit-font-smoothing:antialiased;text-rendering:geometricPrecision}
.abs{position:absolute}
.cover{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;display:block}
${css}</style></head><body>${body}</body></html>`;

async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(Array.from(document.images).map((i) => i.decode().catch(() => undefined)));
  });
}

/** Shrinks `.fit` elements' font-size until each fits its box (max lines via max-height). */
async function fitText(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(".fit"))) {
      let size = parseFloat(getComputedStyle(el).fontSize);
      const min = Number(el.dataset.min ?? 28);
      while (size > min && (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)) {
        size -= 2;
        el.style.fontSize = `${size}px`;
      }
    }
  });
}

let written = 0;
async function shoot(page: Page, name: string, html: string, fit = false): Promise<void> {
  await page.setContent(html, { waitUntil: "load" });
  await settle(page);
  if (fit) await fitText(page);
  const buf = await page.screenshot({
    type: "jpeg",
    quality: QUALITY,
    clip: { x: 0, y: 0, width: W, height: H },
    path: join(outDir, name),
  });
  written++;
  const kb = buf.length / 1024;
  console.log(`${buf.length > MAX_BYTES ? "!!" : "  "} ${kb.toFixed(1).padStart(6)} KB  public/images/og/${name}`);
}

/** Average colours of an artwork: its left edge strip (next to the text panel) and the whole. */
async function samplePalette(page: Page, src: string): Promise<{ edge: RGB; all: RGB }> {
  await page.setContent(page0(`<img id="s" src="${src}" width="100" height="100">`), { waitUntil: "load" });
  await settle(page);
  // (no named helpers inside the page function: tsx would wrap them in an undefined __name())
  const [edge, all] = await page.evaluate(() => {
    const im = document.getElementById("s") as HTMLImageElement;
    const ctx = document.createElement("canvas").getContext("2d")!;
    ctx.canvas.width = 100;
    ctx.canvas.height = 100;
    ctx.drawImage(im, 0, 0, 100, 100);
    return [
      [0, 0, 18, 100],
      [0, 0, 100, 100],
    ].map(([x, y, w, h]) => {
      const d = ctx.getImageData(x!, y!, w!, h!).data;
      const sum = [0, 0, 0];
      for (let i = 0; i < d.length; i += 4) for (let k = 0; k < 3; k++) sum[k]! += d[i + k]!;
      return sum.map((v) => (v * 4) / d.length);
    });
  });
  return { edge: edge as RGB, all: all as RGB };
}

/** A panel colour that harmonises with the artwork: deep and dark, or warm cream for pale art. */
function panelFor(edge: RGB, all: RGB) {
  const [h, s] = toHsl(edge);
  const [, sAll] = toHsl(all);
  const sat = Math.min(0.45, Math.max(0.12, (s + sAll) / 2));
  const light = luminance(edge) > 0.55 && luminance(all) > 0.45;
  if (light) {
    // tinted by the artwork, but pulled towards the brand's cream so every card stays warm
    const tint = fromHsl(h, Math.min(0.42, sat + 0.08), 0.9);
    const cream: RGB = [246, 239, 228];
    return {
      light,
      bg: hex(tint.map((v, i) => v + (cream[i]! - v) * 0.4) as RGB),
      title: "#2B1A12",
      eyebrow: hex(fromHsl(h, Math.min(0.55, sat + 0.2), 0.3)),
      body: "#5A4636",
      rule: hex(fromHsl(h, sat, 0.62)),
      mark: "#3E2723",
    };
  }
  return {
    light,
    bg: hex(fromHsl(h, Math.min(0.4, sat * 0.9), 0.105)),
    title: "#FDFAF5",
    eyebrow: "#D8B866",
    body: "rgba(246,239,228,.78)",
    rule: "rgba(216,184,102,.55)",
    mark: "#F6EFE4",
  };
}

// ---------- pages ----------
function defaultHtml(): string {
  return page0(
    `<img class="cover" style="object-position:50% 62%" src="${dataUrl(img("hero/hills.svg"))}">
<div class="abs" style="inset:0;background:linear-gradient(90deg,rgba(12,14,18,.78) 0%,rgba(12,14,18,.5) 42%,rgba(12,14,18,0) 70%)"></div>
<div class="abs" style="left:88px;top:0;bottom:0;width:700px;display:flex;flex-direction:column;justify-content:center">
  <img src="${markUrl("#F6EFE4")}" width="76" height="76" style="display:block;margin:0 0 26px -6px">
  <div style="font-size:92px;line-height:1;color:#FDFAF5;letter-spacing:-.01em">${WORDMARK}</div>
  <div style="width:72px;height:2px;background:#D8B866;margin:34px 0 30px"></div>
  <div style="font-size:28px;line-height:1.3;color:rgba(246,239,228,.9);font-style:italic;white-space:nowrap">${TAGLINE}</div>
</div>`,
  );
}

interface ProductText {
  name: string;
  roast: string;
  region: string;
  essence?: string;
}

function productHtml(src: string, t: ProductText, pal: ReturnType<typeof panelFor>): string {
  const art = 630;
  const artX = W - art; // 570: the square sits flush right, full height
  return page0(
    `<div class="abs" style="inset:0;background:${pal.bg}"></div>
<img class="abs" src="${src}" style="left:${artX}px;top:0;width:${art}px;height:${art}px">
${
  // dark art melts into its dark panel; pale panels meet the art's vignetted edge cleanly
  pal.light
    ? ""
    : `<div class="abs" style="left:${artX - 1}px;top:0;width:110px;height:${H}px;background:linear-gradient(90deg,${pal.bg},${pal.bg}00)"></div>`
}
<div class="abs" style="left:76px;top:64px;display:flex;align-items:center;gap:12px">
  <img src="${markUrl(pal.mark)}" width="42" height="42">
  <span style="font-size:27px;color:${pal.title};letter-spacing:.01em">${WORDMARK}</span>
</div>
<div class="abs" style="left:76px;top:140px;width:470px;height:400px;display:flex;flex-direction:column;justify-content:center">
  <div style="font:600 17px/1.4 ${SANS};letter-spacing:.18em;text-transform:uppercase;color:${pal.eyebrow}">${esc(t.roast)} · ${esc(t.region)}</div>
  <div class="fit" data-min="44" style="font-size:76px;line-height:1.05;color:${pal.title};margin-top:18px;max-height:${Math.round(76 * 1.05 * 2) + 6}px;overflow:hidden;letter-spacing:-.01em;text-wrap:balance">${esc(t.name)}</div>
  <div style="width:64px;height:2px;background:${pal.rule};margin:32px 0 26px"></div>
  ${t.essence ? `<div style="font-size:29px;line-height:1.35;font-style:italic;color:${pal.body};text-wrap:balance">${esc(t.essence)}</div>` : ""}
</div>`,
  );
}

/** Vertical crop position (object-position y, %) per mood; most cups sit low in the frame. */
const MOOD_CROP_Y: Record<string, number> = { "cozy-nostalgic": 58, "calm-reflective": 100, "bold-adventurous": 90 };

function croppedHtml(src: string, position = "50% 50%"): string {
  return page0(`<img class="cover" style="object-position:${position}" src="${src}">`);
}

// ---------- main ----------
/** Optional: the one-line "essence" of each coffee from the catalogue seed, if it loads. */
async function essences(): Promise<Map<string, string>> {
  try {
    const mod = (await import("../src/server/db/seed/data/products")) as {
      productSeeds?: { slug: string; essence?: string }[];
    };
    return new Map((mod.productSeeds ?? []).filter((p) => p.essence).map((p) => [p.slug, p.essence as string]));
  } catch {
    return new Map();
  }
}

mkdirSync(outDir, { recursive: true });
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
const expected = new Set<string>(["default.jpg"]);
try {
  const page = await browser.newPage({ viewport: { width: W, height: H }, deviceScaleFactor: 1 });
  await shoot(page, "default.jpg", defaultHtml());

  const bySlug = new Map(PRODUCTS.map((p) => [p.slug, p]));
  const notes = await essences();
  for (const slug of svgsIn("products")) {
    const p = bySlug.get(slug);
    if (!p) console.warn(`   (no generator entry for ${slug}; using its <title>)`);
    const file = img(`products/${slug}.svg`);
    const fallback =
      /<title[^>]*>([^<]*)<\/title>/.exec(readFileSync(file, "utf8"))?.[1]?.split(/ coffee bag| bag /)[0] ?? slug;
    const text: ProductText = {
      name: p?.bag.name ?? fallback,
      roast: p?.bag.roast.split(" · ")[0] ?? "Specialty coffee",
      region: p?.bag.region ?? "South India",
      essence: notes.get(slug),
    };
    const src = dataUrl(file);
    const { edge, all } = await samplePalette(page, src);
    const name = `product-${slug}.jpg`;
    expected.add(name);
    await shoot(page, name, productHtml(src, text, panelFor(edge, all)), true);
  }

  for (const slug of svgsIn("journal")) {
    const name = `journal-${slug}.jpg`;
    expected.add(name);
    await shoot(page, name, croppedHtml(dataUrl(img(`journal/${slug}.svg`))));
  }
  for (const code of svgsIn("moods")) {
    const name = `mood-${code}.jpg`;
    expected.add(name);
    // 4:3 art scaled to full width loses 30% of its height: keep the part where the cup sits
    await shoot(page, name, croppedHtml(dataUrl(img(`moods/${code}.svg`)), `50% ${MOOD_CROP_Y[code] ?? 92}%`));
  }
} finally {
  await browser.close();
}

// Remove cards whose source artwork no longer exists.
for (const f of readdirSync(outDir)) {
  if (/^(product|journal|mood)-.*\.jpg$/.test(f) && !expected.has(f)) {
    rmSync(join(outDir, f));
    console.log(`   removed stale public/images/og/${f}`);
  }
}
console.log(`${written} images written to public/images/og/`);
