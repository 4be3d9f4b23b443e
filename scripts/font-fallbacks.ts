/**
 * Prints the @font-face rules that make the fallback serif take the same space as Fraunces, so the
 * headline does not jump when the web font arrives (layout shift). Paste the output into app.css.
 *   npx tsx scripts/font-fallbacks.ts
 * Metrics of Fraunces, Georgia and Noto Serif are those published in @capsizecss/metrics (copied
 * here: that package weighs 169 MB for three records); DejaVu Serif is read from the system file.
 */
import { existsSync } from "node:fs";
import { createFontStack } from "@capsizecss/core";
import { fromFile } from "@capsizecss/unpack/fs";

type Metrics = Parameters<typeof createFontStack>[0][number];

const fraunces: Metrics = {
  familyName: "Fraunces Variable",
  ascent: 1956,
  descent: -510,
  lineGap: 0,
  unitsPerEm: 2000,
  xWidthAvg: 938,
};
const georgia: Metrics = {
  familyName: "Georgia",
  ascent: 1878,
  descent: -449,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 913,
};
const notoSerif: Metrics = {
  familyName: "Noto Serif",
  fullName: "Noto Serif Regular",
  postscriptName: "NotoSerif-Regular",
  ascent: 1069,
  descent: -293,
  lineGap: 0,
  unitsPerEm: 1000,
  xWidthAvg: 481,
};

// Linux desktops (and our CI's Chromium) fall back to DejaVu Serif.
const DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf";
const fallbacks: Metrics[] = [georgia, notoSerif];
if (existsSync(DEJAVU)) fallbacks.push({ ...(await fromFile(DEJAVU)), familyName: "DejaVu Serif" });

const stack = createFontStack([fraunces, ...fallbacks], { fontFaceFormat: "styleString" });
console.log(`/* font-family: ${stack.fontFamily} */`);
console.log(stack.fontFaces);
