/**
 * One small Fraunces file with exactly the characters the shop sets in headings: Basic Latin,
 * Latin-1, the macron vowels of Indian words (Bhūmi), dashes, quotes and the rupee sign. Replaces
 * fontsource's two files (latin + latin-ext, 70 KB) that every page downloaded for one "ū".
 *   npx tsx scripts/subset-fonts.ts
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import subsetFont from "subset-font";

const ROOT = path.resolve(import.meta.dirname, "..");
const SOURCE = "node_modules/@fontsource-variable/fraunces/files";
const OUT = path.join(ROOT, "app/fonts/fraunces-subset.woff2");

const ranges: [number, number][] = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1 (é, °, ·, …)
  [0x100, 0x101],
  [0x112, 0x113],
  [0x12a, 0x12b],
  [0x14c, 0x14d],
  [0x16a, 0x16b], // Āā Ēē Īī Ōō Ūū
  [0x2013, 0x2014],
  [0x2018, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20b9, 0x20b9],
];
const text = ranges
  .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
  .join("");

// fontsource splits the variable font by script; subsetting each keeps its wght axis. app.css
// gives the two files matching unicode-ranges, so a page downloads the small one only when it
// shows a macron vowel or the rupee sign in a heading.
const latin = await readFile(path.join(ROOT, SOURCE, "fraunces-latin-wght-normal.woff2"));
const latinExt = await readFile(path.join(ROOT, SOURCE, "fraunces-latin-ext-wght-normal.woff2"));
const [fromLatin, fromExt] = await Promise.all([
  subsetFont(latin, text, { targetFormat: "woff2" }),
  subsetFont(latinExt, text, { targetFormat: "woff2" }),
]);
console.log(`latin subset ${fromLatin.length} B, latin-ext subset ${fromExt.length} B`);
await writeFile(OUT, fromLatin);
await writeFile(OUT.replace(".woff2", "-ext.woff2"), fromExt);
