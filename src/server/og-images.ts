/**
 * Social-preview images (JPEG, 1200×630) rendered from the artwork by scripts/generate-og-images.ts.
 * Networks do not accept SVG for og:image, so pages use these when one exists for them.
 */
import { readdirSync } from "node:fs";
import { fromRoot } from "./paths";

const OG_DIR = fromRoot("public/images/og");

export type OgKind = "product" | "journal" | "mood";

export function createOgImages(dir = OG_DIR) {
  let files: Set<string>;
  try {
    files = new Set(readdirSync(dir));
  } catch {
    files = new Set();
  }
  return {
    /** `/images/og/product-<slug>.jpg` when it was generated, else null. */
    find(kind: OgKind, key: string): string | null {
      const name = `${kind}-${key}.jpg`;
      return files.has(name) ? `/images/og/${name}` : null;
    },
  };
}
