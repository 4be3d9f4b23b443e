/**
 * Prints the @font-face rules that make the fallback serif take the same space as Fraunces, so the
 * headline does not jump when the web font arrives (layout shift). Paste the output into app.css.
 *   npx tsx scripts/font-fallbacks.ts
 */
import { existsSync } from "node:fs";
import { createFontStack } from "@capsizecss/core";
import fraunces from "@capsizecss/metrics/fraunces";
import georgia from "@capsizecss/metrics/georgia";
import notoSerif from "@capsizecss/metrics/notoSerif";
import { fromFile } from "@capsizecss/unpack/fs";

// Linux desktops (and our CI's Chromium) fall back to DejaVu Serif; read its metrics from the file.
const DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf";
const fallbacks: Parameters<typeof createFontStack>[0] = [georgia, notoSerif];
if (existsSync(DEJAVU)) fallbacks.push({ ...(await fromFile(DEJAVU)), familyName: "DejaVu Serif" });

const stack = createFontStack([{ ...fraunces, familyName: "Fraunces Variable" }, ...fallbacks], { fontFaceFormat: "styleString" });
console.log(`/* font-family: ${stack.fontFamily} */`);
console.log(stack.fontFaces);
