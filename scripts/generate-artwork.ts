// Generates all of Bean & Bhūmi's vector artwork into public/.
// Deterministic: every file is drawn with a PRNG seeded from its own name.
// Run: npx tsx scripts/generate-artwork.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { CAFES, cafeSvg } from "./artwork/cafes";
import { Defs, Rng, svgDoc } from "./artwork/core";
import { JOURNAL2 } from "./artwork/estate";
import { JH, JOURNAL, JW } from "./artwork/journal";
import { MOODS, moodSvg } from "./artwork/moods";
import { PRODUCTS, productSvg } from "./artwork/products";
import { estateSvg, faviconSvg, handsSvg, heroSvg, logoSvg } from "./artwork/story";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "public");
const files: [string, string][] = [];

for (const p of PRODUCTS) files.push([`images/products/${p.slug}.svg`, productSvg(p)]);
for (const m of MOODS) files.push([`images/moods/${m.code}.svg`, moodSvg(m)]);
CAFES.forEach((_, i) => files.push([`images/cafes/cafe-${String(i + 1).padStart(2, "0")}.svg`, cafeSvg(i)]));
for (const j of [...JOURNAL, ...JOURNAL2]) {
  const d = new Defs();
  const rng = new Rng(`journal/${j.slug}.svg`);
  files.push([`images/journal/${j.slug}.svg`, svgDoc(JW, JH, j.title, d, j.draw(d, rng))]);
}
files.push(["images/hero/hills.svg", heroSvg()]);
files.push(["images/story/estate.svg", estateSvg()]);
files.push(["images/story/hands.svg", handsSvg()]);
files.push(["favicon.svg", faviconSvg()]);
files.push(["images/logo-mark.svg", logoSvg()]);

let total = 0;
for (const [rel, svg] of files) {
  const out = join(root, rel);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, svg);
  total += Buffer.byteLength(svg);
  const kb = Buffer.byteLength(svg) / 1024;
  console.log(`${kb > 20 ? "!!" : "  "} ${kb.toFixed(1).padStart(5)} KB  public/${rel}`);
}
console.log(`${files.length} files, ${(total / 1024).toFixed(1)} KB total`);
