/**
 * Uploaded product images: checked by their bytes (not the name or the header), their dimensions read
 * from the header and limited BEFORE anything is decoded (decision 037: a 39 KB PNG can claim
 * 1,000,000 × 40 pixels and cost ~370 MB to decode), turned upright, resized to the widths the
 * storefront shows and stored as WebP under DATA_DIR/uploads with random names (so they can be cached
 * for a year). A file that turns out damaged while decoding is a 415, never a 500.
 */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Sharp } from "sharp";
import type { UploadResult } from "@domain/admin/types";
import { UPLOAD_MAIN_WIDTH, UPLOAD_WIDTHS, UPLOADS_PATH, uploadedImageUrl } from "@domain/uploaded-images";
import type { Config } from "../../../config";
import { HttpError } from "../../../http/errors";

export { UPLOADS_PATH };
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
/** A 48-megapixel phone photo passes; a pixel bomb does not. */
export const MAX_PIXELS = 50_000_000;
/** No side longer than this: a 1,000,000 × 40 strip is under the pixel count but not an image we show. */
export const MAX_SIDE = 12_000;

export const uploadsDir = (config: Pick<Config, "dataDir">) => path.join(config.dataDir, "uploads");

export const UNSUPPORTED = "Upload a JPEG, PNG, WebP, AVIF or GIF image";
export const TOO_MANY_PIXELS = `The image is too large in pixels: at most ${MAX_SIDE.toLocaleString("en-IN")} pixels a side and ${MAX_PIXELS / 1_000_000} megapixels`;
const DAMAGED = "This file is not an image we can read (it may be damaged or cut short)";

/** What the first bytes say the file is; null for anything we do not take (SVG, HTML, PDF…). */
export function sniffImage(bytes: Uint8Array): "jpeg" | "png" | "gif" | "webp" | "avif" | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return "gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(8, 12))) return "avif";
  return null;
}

export async function storeImage(config: Pick<Config, "dataDir">, bytes: Buffer): Promise<UploadResult> {
  const kind = sniffImage(bytes);
  if (!kind) throw new HttpError(415, UNSUPPORTED, { file: UNSUPPORTED });
  // Loaded with the first upload, not at every start (a sixth of a second; decision 155).
  const { default: sharp } = await import("sharp");
  let image: Sharp;
  let width: number;
  let height: number;
  try {
    // metadata() reads the header only: the dimensions are known before a pixel is decoded.
    image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error", animated: false, sequentialRead: true });
    const meta = await image.metadata();
    if (meta.format === "svg" || !meta.width || !meta.height) throw new Error("not a raster image");
    if (meta.width > MAX_SIDE || meta.height > MAX_SIDE || meta.width * meta.height > MAX_PIXELS)
      throw new HttpError(413, TOO_MANY_PIXELS, { file: TOO_MANY_PIXELS });
    // Upright dimensions: EXIF orientations 5–8 swap width and height.
    const swap = (meta.orientation ?? 1) >= 5;
    width = swap ? meta.height : meta.width;
    height = swap ? meta.width : meta.height;
    image = image.rotate();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(415, DAMAGED, { file: UNSUPPORTED });
  }
  const dir = uploadsDir(config);
  await mkdir(dir, { recursive: true });
  const id = randomBytes(12).toString("base64url").replace(/[-_]/g, "x");
  const sizes: Record<string, string> = {};
  let bytesWritten = 0;
  // Every width is written, even past the original's own (then not enlarged), so the pages can
  // always derive the three names from the one URL the product keeps.
  // Every size is made before any is written: a file cut short fails here, leaving nothing behind.
  const outputs: { target: number; out: Buffer }[] = [];
  try {
    for (const target of UPLOAD_WIDTHS) {
      const out = await image
        .clone()
        .resize({ width: Math.min(target, width), withoutEnlargement: true })
        .webp({ quality: 82, effort: 4 })
        .toBuffer();
      outputs.push({ target, out });
    }
  } catch {
    throw new HttpError(415, DAMAGED, { file: UNSUPPORTED });
  }
  for (const { target, out } of outputs) {
    const url = uploadedImageUrl(id, target);
    await writeFile(path.join(dir, path.basename(url)), out, { flag: "wx" });
    sizes[String(target)] = url;
    bytesWritten += out.length;
  }
  return { url: sizes[String(UPLOAD_MAIN_WIDTH)]!, sizes, width, height, format: "webp", bytes: bytesWritten };
}
